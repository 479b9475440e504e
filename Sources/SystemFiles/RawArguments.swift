#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The command line's arguments as the bytes the process was given, for the options that name paths.
///
/// `CommandLine.arguments`, and so the argument parser, decode each argument as UTF-8 with repair:
/// a folder named in Latin-1 (`caf\xE9`) arrives as `caf\u{FFFD}`, which names nothing. The parser
/// still decides what the command line means; this finds the bytes of the value it took.
package struct RawArguments: Sendable {
    /// Every argument after the program's name, as bytes.
    package let arguments: [[UInt8]]

    package init(arguments: [[UInt8]]) {
        self.arguments = arguments
    }

    /// The process's own arguments, read from `CommandLine.unsafeArgv`.
    package static func process() -> RawArguments {
        var arguments: [[UInt8]] = []
        // A stride, not 1..<argc: a process started with no arguments at all has argc 0.
        for index in stride(from: 1, to: Int(CommandLine.argc), by: 1) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            arguments.append(Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))))
        }
        return RawArguments(arguments: arguments)
    }

    /// The path the parser read as `parsed` for the long option `name` (`--data`), as bytes.
    ///
    /// The value is the last one given, as `--name VALUE` or `--name=VALUE` before any `--`, whose
    /// decoding is `parsed`; when there is none (the value came from elsewhere), `parsed` itself.
    package func path(option name: String, parsed: String) -> RawPath {
        let flag = Array(name.utf8)
        let joined = flag + [UInt8(ascii: "=")]
        var found: [UInt8]?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == Array("--".utf8) { break }
            if argument == flag, index + 1 < arguments.count {
                found = arguments[index + 1]
                index += 2
                continue
            }
            if argument.starts(with: joined) { found = Array(argument[joined.count...]) }
            index += 1
        }
        guard let found, String(decoding: found, as: UTF8.self) == parsed else { return RawPath(parsed) }
        return RawPath(bytes: found)
    }
}
