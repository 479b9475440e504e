import Glibc
import Testing

@testable import SystemFiles

@Suite("XDGBaseDirectories")
struct XDGBaseDirectoriesTests {
    /// The home folder the password database gives this user, which stands in when HOME cannot.
    static let passwordHome: String? = getpwuid(getuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } }

    @Test("State and caches go where XDG_*_HOME says when it is absolute, else under HOME", arguments: [
        (["XDG_STATE_HOME": "/xdg/state", "XDG_CACHE_HOME": "/xdg/cache", "HOME": "/home/ann"], "/xdg/state", "/xdg/cache"),
        (["HOME": "/home/ann"], "/home/ann/.local/state", "/home/ann/.cache"),
        (["XDG_STATE_HOME": "relative/state", "XDG_CACHE_HOME": "relative/cache", "HOME": "/home/ann"], "/home/ann/.local/state", "/home/ann/.cache"),
        (["XDG_STATE_HOME": "", "XDG_CACHE_HOME": "", "HOME": "/home/ann"], "/home/ann/.local/state", "/home/ann/.cache"),
    ])
    func baseDirectories(environment: [String: String], state: String, cache: String) {
        #expect(XDGBaseDirectories.stateHome(environment: environment) == state)
        #expect(XDGBaseDirectories.cacheHome(environment: environment) == cache)
    }

    @Test("Without an absolute HOME, the home folder is the user's entry in the password database", arguments: [
        [:], ["HOME": ""], ["HOME": "relative/home"],
    ])
    func passwordDatabase(environment: [String: String]) throws {
        let home = try #require(Self.passwordHome)
        #expect(XDGBaseDirectories.home(environment: environment) == home)
        #expect(XDGBaseDirectories.stateHome(environment: environment) == home + "/.local/state")
        #expect(XDGBaseDirectories.cacheHome(environment: environment) == home + "/.cache")
        // An absolute XDG_*_HOME needs no home folder at all.
        #expect(XDGBaseDirectories.cacheHome(environment: environment.merging(["XDG_CACHE_HOME": "/c"]) { $1 }) == "/c")
    }
}
