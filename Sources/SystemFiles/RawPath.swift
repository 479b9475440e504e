#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A path as the bytes the system gave it, which need not be UTF-8: a folder named in Latin-1 is `caf\xE9`, not `café`.
///
/// Swift's `String` holds only UTF-8, and decoding such bytes puts U+FFFD in place of each bad
/// one, a path that names nothing. So a path from the command line is kept as bytes; it is shown
/// with `shown`, and handed to the code that opens files by `openable()`.
package struct RawPath: Hashable, Sendable {
    /// The path's bytes, without a terminating NUL.
    package var bytes: [UInt8]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    package init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Whether the bytes are UTF-8, so that a `String` of them names the same file.
    package var isUTF8: Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    /// The path for a message: UTF-8 as it is, every byte that is not part of UTF-8 as `\xE9`.
    package var shown: String {
        Self.shown(bytes[...])
    }

    /// The bytes as text, each byte outside UTF-8 as `\xHH`.
    static func shown(_ bytes: ArraySlice<UInt8>) -> String {
        var text = ""
        var rest = bytes
        while !rest.isEmpty {
            // The longest prefix that is UTF-8, then one byte that is not.
            var end = rest.endIndex
            while end > rest.startIndex, String(validating: rest[rest.startIndex..<end], as: UTF8.self) == nil {
                end -= 1
            }
            text += String(decoding: rest[rest.startIndex..<end], as: UTF8.self)
            guard end < rest.endIndex else { break }
            let digits = String(rest[end], radix: 16, uppercase: true)
            text += "\\x" + (digits.count == 1 ? "0" : "") + digits
            rest = rest[(end + 1)...]
        }
        return text
    }

    /// The path with symbolic links, `.` and `..` resolved, as `realpath(3)` gives it; nil when it cannot be resolved (nothing is there).
    package func resolved() -> RawPath? {
        guard let real = withCString({ realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return RawPath(bytes: Array(UnsafeBufferPointer(start: UnsafeRawPointer(real).assumingMemoryBound(to: UInt8.self), count: strlen(real))))
    }

    /// Calls `body` with the path as a C string of its own bytes.
    package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// The path's first `end` bytes, as a path of their own.
    private func prefix(upTo end: Int) -> RawPath {
        RawPath(bytes: Array(bytes[..<end]))
    }

    /// A `String` path that opens what these bytes name, for code that takes paths as text.
    ///
    /// UTF-8 bytes are that path as they are. Otherwise the deepest folder whose name is not UTF-8
    /// is opened (`O_PATH`, kept open for the life of the process) and the path goes through it:
    /// `/proc/PID/fd/N` followed by the rest, which is UTF-8. The kernel follows that link to the
    /// folder itself, so a walk, a watch or a save below it work as on the path given, and a file
    /// renamed over another there is seen. The last name of a file must be UTF-8 itself, since no
    /// text can name it; a folder that is missing is made first when `creatingFolders` says so
    /// (for a state file, as a save would make it), else refused.
    package func openable(creatingFolders: Bool = false) throws(RawPathError) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // Where the last name that is not UTF-8 ends: everything after it is UTF-8.
        var end = bytes.count
        var start = bytes.count
        var index = bytes.count
        while index > 0 {
            var componentStart = index
            while componentStart > 0, bytes[componentStart - 1] != UInt8(ascii: "/") { componentStart -= 1 }
            if String(validating: bytes[componentStart..<index], as: UTF8.self) == nil {
                start = componentStart
                end = index
                break
            }
            index = componentStart - 1
        }
        let folder = prefix(upTo: end)
        let rest = String(decoding: bytes[end...], as: UTF8.self)
        if creatingFolders, !rest.isEmpty {
            try folder.makeFolders()
        }
        let descriptor = folder.withCString { open($0, Self.pathOnly | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let error = errno
            if error == ENOTDIR && rest.isEmpty {
                throw RawPathError(path: self, reason: "its last name, \(Self.shown(bytes[start..<end])), is not UTF-8; only the names of folders on the way may be")
            }
            throw RawPathError(path: folder, reason: "cannot open the folder: " + String(cString: strerror(error)))
        }
        // The process's own number, not `self`: an editor started on a file there must reach this process's descriptor, not its own.
        return "/proc/\(getpid())/fd/\(descriptor)" + rest
    }

    /// `O_PATH`, which Glibc's module does not export (it is a GNU extension): a descriptor that
    /// only names the folder, for which searching it is enough, not reading it. Its value on x86-64 and ARM.
    private static let pathOnly: Int32 = 0o10_000_000

    /// Makes this folder and the folders above it that are missing, private to the user, as a save makes the state's folder.
    private func makeFolders() throws(RawPathError) {
        var index = 1
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let part = prefix(upTo: index)
                if part.withCString({ mkdir($0, 0o700) }) != 0 && errno != EEXIST {
                    throw RawPathError(path: part, reason: "cannot create the folder: " + String(cString: strerror(errno)))
                }
            }
            index += 1
        }
    }
}

/// Why a path given as bytes cannot be opened.
package struct RawPathError: Error, Equatable, CustomStringConvertible {
    package var path: RawPath
    package var reason: String

    package var description: String { path.shown + ": " + reason }
}
