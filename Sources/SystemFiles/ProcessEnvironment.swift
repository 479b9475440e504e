#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The process's environment variables, read from `environ` as Foundation's `ProcessInfo` reads them.
///
/// `ProcessInfo.processInfo.environment` cost about 200,000 instructions before the first frame:
/// making the shared `ProcessInfo` and splitting every variable by characters. This gives the same
/// dictionary (a name is what comes before the first `=`, an entry without one is left out, a name
/// given twice keeps its last value, and bytes that are not UTF-8 are repaired as `String(cString:)`
/// repairs them), splitting an ASCII entry by its bytes.
package enum ProcessEnvironment {
    /// Every variable of the process's environment by name.
    package static var variables: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            if let (name, value) = split(String(cString: pointer)) { result[name] = value }
            entry += 1
        }
        return result
    }

    /// One variable's value, read with `getenv`; nil when it is unset.
    package static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// An entry's name and value, split at its first `=`; nil when it has none.
    static func split(_ entry: String) -> (name: String, value: String)? {
        let utf8 = entry.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            guard let equals = utf8.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            return (String(entry[..<equals]), String(entry[utf8.index(after: equals)...]))
        }
        // By characters, as ProcessInfo does: an `=` that a combining mark follows is not a separator.
        guard let equals = entry.firstIndex(of: "=") else { return nil }
        return (String(entry[..<equals]), String(entry[entry.index(after: equals)...]))
    }
}
