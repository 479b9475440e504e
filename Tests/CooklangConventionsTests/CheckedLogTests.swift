import Testing
@testable import CooklangConventions

@Suite(".shopping-checked")
struct CheckedLogTests {
    @Test("the conventions' example: the last entry for a name wins, names compared without case")
    func lastEntryWins() {
        let text = "+ salt\n+ avocados\n+ olive oil\n- avocados\n+ avocados\n+ Butter\n- BUTTER\n"
        let (log, problems) = CheckedLog.read(text, file: ".shopping-checked")
        #expect(problems.isEmpty)
        #expect(log.checkedNames == ["salt", "avocados", "olive oil"])
        #expect(log.isChecked("Salt"))
        #expect(!log.isChecked("butter"))
        #expect(log.text == text)
    }

    @Test("a line that is neither + nor - is one problem, the rest is used")
    func malformedLine() {
        let (log, problems) = CheckedLog.read("+ salt\nbad line\n+\n  +  spaced  \r\n", file: "c")
        #expect(problems.map { "\($0.line):\($0.column)" } == ["2:1", "3:1"])
        #expect(log.checkedNames == ["salt", "spaced"])
    }

    @Test("compaction keeps one + line per ticked name the list still has, and is idempotent")
    func compaction() {
        var log = CheckedLog()
        for round in 0..<40 {
            log.append(.init(name: "Milk", checked: round % 2 == 0))
            log.append(.init(name: "eggs", checked: true))
        }
        log.append(.init(name: "gone", checked: true))
        #expect(log.wantsCompaction)
        let compacted = log.compacted(keeping: ["milk", "Eggs", "flour"])
        #expect(compacted.text == "+ eggs\n")
        #expect(compacted.compacted(keeping: ["milk", "Eggs", "flour"]) == compacted)
        #expect(!compacted.wantsCompaction)
    }
}
