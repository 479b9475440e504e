import CooklangConventions
import Glibc
import RecipeTestSupport
import Testing
@testable import RecipeApp

@Suite("shopping list: ticks written to .shopping-checked")
struct CheckLogWriteTests {
    private func text(_ path: String) -> String? {
        ScratchFolder.contents(of: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("a tick is one line appended; the file and its folder are made on the first")
    func appends() throws {
        try ScratchFolder.with { root in
            let path = root + "/state/plan/.shopping-checked"
            var outcome = CheckLogWrite.record(.init(name: "onion", checked: true), in: path, known: CheckedLog(), currentNames: ["onion"])
            #expect(outcome.notice == nil)
            outcome = CheckLogWrite.record(.init(name: "onion", checked: false), in: path, known: outcome.log, currentNames: ["onion"])
            #expect(text(path) == "+ onion\n- onion\n")
            #expect(outcome.log.text == "+ onion\n- onion\n")
            #expect(!outcome.log.isChecked("Onion"))
            #expect(!outcome.compacted)
        }
    }

    @Test("a last line without its newline (as a phone may write it) is ended before the tick")
    func endsTheLastLine() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.file(".shopping-checked", "+ salt")
        let path = folder.path + "/.shopping-checked"
        _ = CheckLogWrite.record(.init(name: "milk", checked: true), in: path, known: CheckedLog(), currentNames: nil)
        #expect(text(path) == "+ salt\n+ milk\n")
    }

    @Test("the grown log is compacted from the file as it is now: a phone's lines count, names the list lost go")
    func compacts() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var known = CheckedLog()
        var written = ""
        for round in 0..<35 {
            for entry in [CheckedLog.Entry(name: "Milk", checked: round % 2 == 0), .init(name: "eggs", checked: round % 2 == 1)] {
                known.append(entry)
                written += entry.line
            }
        }
        // The phone ticked bread and flour meanwhile; the app has not read those lines yet.
        try folder.file(".shopping-checked", written + "+ bread\n+ gone\n")
        let path = folder.path + "/.shopping-checked"
        let outcome = CheckLogWrite.record(.init(name: "flour", checked: true), in: path, known: known, currentNames: ["milk", "eggs", "bread", "flour"])
        #expect(outcome.compacted)
        #expect(text(path) == "+ Milk\n+ bread\n+ flour\n")
        #expect(outcome.log.text == "+ Milk\n+ bread\n+ flour\n")
        // Compacting again changes nothing.
        let again = CheckLogWrite.compact(path, currentNames: ["milk", "eggs", "bread", "flour"], fallback: outcome.log)
        #expect(again.log == outcome.log)
        #expect(text(path) == "+ Milk\n+ bread\n+ flour\n")
    }

    @Test("a log with a line that is not a tick is appended to but never rewritten")
    func malformedNotCompacted() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var known = CheckedLog()
        var written = "a note the phone wrote\n"
        for round in 0..<70 {
            let entry = CheckedLog.Entry(name: "milk", checked: round % 2 == 0)
            known.append(entry)
            written += entry.line
        }
        try folder.file(".shopping-checked", written)
        let path = folder.path + "/.shopping-checked"
        let outcome = CheckLogWrite.record(.init(name: "milk", checked: true), in: path, known: known, currentNames: ["milk"])
        #expect(!outcome.compacted)
        #expect(text(path) == written + "+ milk\n")
        #expect(outcome.log.isChecked("milk"))
    }

    @Test("a FIFO under the log's name is refused at once, and the log stays as it was")
    func fifoRefused() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let path = folder.path + "/.shopping-checked"
        #expect(mkfifo(path, 0o644) == 0)
        let known = CheckedLog(entries: [.init(name: "salt", checked: true)])
        let outcome = CheckLogWrite.record(.init(name: "milk", checked: true), in: path, known: known, currentNames: ["milk"])
        #expect(outcome.log == known)
        #expect(outcome.notice?.hasPrefix("The tick was not saved: cannot ") == true)
    }
}
