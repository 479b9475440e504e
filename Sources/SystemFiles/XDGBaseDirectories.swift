#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Where the XDG Base Directory specification puts a user's state and caches, and the home folder behind both.
///
/// The specification ignores a relative `XDG_*_HOME`; so does this, and a relative `HOME` too, so
/// that where a file goes never depends on the folder the app was started in.
package enum XDGBaseDirectories {
    /// The user's home folder: `HOME` when it is an absolute path, else the user's entry in the password database; nil when neither gives one.
    package static func home(environment: [String: String]) -> String? {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        // A service or `env -i` may start the app without HOME; the system still knows the user's home.
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }

    /// `$XDG_STATE_HOME` when it is absolute, else `~/.local/state`.
    package static func stateHome(environment: [String: String]) -> String? {
        absolute(environment["XDG_STATE_HOME"]) ?? home(environment: environment).map { $0 + "/.local/state" }
    }

    /// `$XDG_CACHE_HOME` when it is absolute, else `~/.cache`.
    package static func cacheHome(environment: [String: String]) -> String? {
        absolute(environment["XDG_CACHE_HOME"]) ?? home(environment: environment).map { $0 + "/.cache" }
    }

    private static func absolute(_ path: String?) -> String? {
        guard let path, path.hasPrefix("/") else { return nil }
        return path
    }
}
