import SystemFiles

/// Where each data source's saved place lives: one file per source, so that switching sources never touches another's place.
///
/// The bundled catalog's place is `places/bundled.json`; any other data file or folder has
/// `places/<name>-<hash>.json`, where `<name>` is the last name of its real path (links, `.` and
/// `..` resolved) as a user recognises it, and `<hash>` the 16 hex digits of the FNV-1a 64-bit hash
/// of that real path's bytes, which tells two folders of one name apart. The folder is
/// `$XDG_STATE_HOME/recipe-tui/places`, beside the single `state.json` of earlier versions.
package struct PlaceFiles: Equatable, Sendable {
    /// `$XDG_STATE_HOME/recipe-tui` (or `~/.local/state/recipe-tui`), as bytes: a home folder need not be UTF-8.
    package var stateFolder: RawPath

    package init(stateFolder: RawPath) {
        self.stateFolder = stateFolder
    }

    /// The folder under the default state home of `environment`, as `XDGBaseDirectories.stateHome` finds it.
    ///
    /// `rawValue` gives a variable's bytes, for a home folder whose name is not UTF-8: it is used
    /// when its decoding is what `environment` holds, so that a test's environment still decides.
    package init(environment: [String: String], rawValue: (String) -> RawPath? = { _ in nil }) {
        func value(_ name: String) -> RawPath? {
            guard let text = environment[name], text.hasPrefix("/") else { return nil }
            if let raw = rawValue(name), String(decoding: raw.bytes, as: UTF8.self) == text { return raw }
            return RawPath(text)
        }
        if let stateHome = value("XDG_STATE_HOME") {
            self.init(stateFolder: RawPath(bytes: stateHome.bytes + Array("/recipe-tui".utf8)))
        } else if let home = value("HOME") {
            self.init(stateFolder: RawPath(bytes: home.bytes + Array("/.local/state/recipe-tui".utf8)))
        } else {
            // With no home folder at all the root folder stands in, as for the state file before.
            self.init(stateFolder: RawPath((XDGBaseDirectories.stateHome(environment: environment) ?? "/.local/state") + "/recipe-tui"))
        }
    }

    /// Whose place a file holds.
    package enum Source: Equatable, Sendable {
        /// The catalog that comes with the app, wherever it is installed.
        case bundled
        /// A data file or folder, by its real path.
        case data(realPath: RawPath)
    }

    /// The folder that holds every source's place.
    package var placesFolder: RawPath {
        RawPath(bytes: stateFolder.bytes + Array("/places".utf8))
    }

    /// The single state file that versions before places kept for whatever data they were given; it is migrated (see `LegacyPlace`).
    package var legacyStateFile: RawPath {
        RawPath(bytes: stateFolder.bytes + Array("/state.json".utf8))
    }

    /// The place file of `source`.
    package func placeFile(for source: Source) -> RawPath {
        RawPath(bytes: placesFolder.bytes + [UInt8(ascii: "/")] + Array(Self.fileName(for: source).utf8))
    }

    /// The longest `<name>` in a file name, in characters: long enough to recognise, short enough for any file system.
    static let longestName = 48

    /// `bundled.json`, or `<name>-<hash>.json` for a data path (see the type's summary).
    package static func fileName(for source: Source) -> String {
        switch source {
        case .bundled:
            return "bundled.json"
        case .data(let realPath):
            return readableName(of: realPath) + "-" + hexHash(realPath.bytes) + ".json"
        }
    }

    /// The path's last name with what a shell or another system would stumble on replaced by `_`.
    ///
    /// Letters and digits of any script stay, and `.`, `-`, `_`; anything else, a byte that is not
    /// UTF-8 among them, becomes `_`. A name that would start with `.` (a hidden file) starts with `_`.
    static func readableName(of path: RawPath) -> String {
        let trimmed = path.bytes.reversed().drop { $0 == UInt8(ascii: "/") }.reversed()
        let last = Array(trimmed.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last ?? [])
        var name = String.UnicodeScalarView()
        var bytes = last.makeIterator()
        var decoder = UTF8()
        decoding: while name.count < longestName {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                let kept = scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "-_.".unicodeScalars.contains(scalar)
                name.append(kept ? scalar : "_")
            case .error:
                name.append("_")
            case .emptyInput:
                break decoding
            }
        }
        var text = String(name)
        if text.hasPrefix(".") { text = "_" + text.dropFirst() }
        return text.isEmpty ? "data" : text
    }

    /// The FNV-1a 64-bit hash of `bytes`, as 16 lowercase hex digits.
    ///
    /// A fixed, published function, so that a place's name never changes from one build to the
    /// next; among the few hundred paths a user may open, two share a hash with a chance near 1 in 10^14.
    static func hexHash(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
