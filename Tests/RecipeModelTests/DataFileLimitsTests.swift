import Foundation
import RecipeGenerator
import Testing
@testable import RecipeModel
import RecipeTestSupport

/// Input that is too big or not what it claims: decided from the first bytes where they suffice, never read without a bound.
@Suite("Data files that are too big or not a catalog")
struct DataFileLimitsTests {
    /// The message loading `path` fails with, and how long it took.
    func failure(loading path: String) -> (message: String, seconds: Double) {
        let start = ContinuousClock.now
        let message: String
        do {
            _ = try RecipeCatalog(contentsOfFile: path)
            message = "(loaded)"
        } catch {
            message = error.description
        }
        let elapsed = ContinuousClock.now - start
        return (message, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    @Test("/dev/zero is refused from its first byte, at 1:1, without reading on")
    func devZero() {
        let (message, seconds) = failure(loading: "/dev/zero")
        #expect(message == "/dev/zero:1:1: invalid JSON: unexpected byte 0x0; expected a value")
        #expect(seconds < 2)
    }

    @Test("/dev/urandom is refused from its first bytes with a syntax error, without reading on")
    func devURandom() {
        for _ in 0..<5 {
            let (message, seconds) = failure(loading: "/dev/urandom")
            #expect(message.hasPrefix("/dev/urandom:") && message.contains(": invalid JSON: "), "\(message)")
            #expect(seconds < 2)
        }
    }

    @Test("A 3 GB file that starts with GARBAGE is refused at 1:1 without being read; one that starts like a catalog is refused for its size")
    func hugeFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let directory = scratch.url
        for (start, expected) in [("GARBAGE", ":1:1: invalid JSON: unexpected character 'G'; expected a value"),
                                  (#"{"categories": ["#, ": cannot read the file: it is 3221225472 bytes, more than the 1073741824 bytes (1 GiB) a catalog may have")] {
            let path = directory.appendingPathComponent("huge.json").path
            try Data(start.utf8).write(to: URL(fileURLWithPath: path))
            // Sparse: 3 GB that take no disk, and would take 10-17 s and 3 GB of memory to read.
            #expect(truncate(path, 3 << 30) == 0)
            let (message, seconds) = failure(loading: path)
            #expect(message == path + expected)
            #expect(seconds < 2, "took \(seconds) s")
        }
    }

    @Test("A pipe or device is read in bounded chunks and refused once it passes the limit")
    func boundedStreamRead() throws {
        let file = try DataFile(path: "/dev/zero")
        #expect(!file.isRegular)
        #expect(throws: DataFile.ReadError.self) { try file.readAll(limit: 1 << 20) }
        do {
            _ = try DataFile(path: "/dev/zero").readAll(limit: 1 << 20)
            Issue.record("/dev/zero was read whole")
        } catch {
            #expect(error.description == "it holds more than 1048576 bytes, the most a catalog may have")
        }
    }

    @Test("Whatever the head of a file proves is the fault the whole file reports: 400 random damages to the bundled catalog's first 64 KiB")
    func headAgreesWithTheWholeFile() throws {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestCatalogs.bundledPath)))
        #expect(original.count > RecipeCatalog.headLength)
        var random = RecipeGenerator.SplitMix64(seed: 0x16)
        let interesting = Array(#"{}[]",:\"0123456789-.eE tfnu\#n"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xA9, 0xFF]
        var decided = 0
        for _ in 0..<400 {
            var bytes = original
            let position = random.int(in: 0...(RecipeCatalog.headLength + 100))
            switch random.int(in: 0...2) {
            case 0: bytes.remove(at: position)
            case 1: bytes.insert(random.pick(interesting), at: position)
            default: bytes[position] = random.pick(interesting)
            }
            guard let early = RecipeCatalog.definiteFault(inHead: Array(bytes.prefix(RecipeCatalog.headLength)), isWhole: false) else { continue }
            decided += 1
            do {
                _ = try RecipeCatalog(parsing: bytes)
                Issue.record("the head found \(early), the whole file loads")
            } catch {
                #expect(error == early)
            }
        }
        #expect(decided > 50, "only \(decided) damages were decided from the head")
    }
}
