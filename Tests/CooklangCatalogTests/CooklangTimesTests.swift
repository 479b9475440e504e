import Cooklang
import Testing

@testable import CooklangCatalog

@Suite("A recipe's times as written: every part, the total, and the minutes the list sorts by")
struct CooklangTimesTests {
    static func times(_ entries: [(String, CooklangMetadataValue)]) -> CooklangTimes {
        CooklangTimes(CooklangMetadata(entries: entries.map { CooklangMetadataEntry(key: $0.0, value: $0.1) }))
    }

    static func nested(_ parts: [(String, String)]) -> CooklangTimes {
        times([("time", .mapping(parts.map { CooklangMetadataEntry(key: $0.0, value: .text($0.1)) }))])
    }

    @Test("A total written by hand is read by Quantities' one reader; the list counts a range by its longest time", arguments: [
        ("45", 45), ("45 minutes", 45), ("1 hour 30 min", 90), ("1.5 hours", 90), ("1 1/2 hours", 90), ("2 days", 2880),
        ("20 to 25 minutes", 25), ("4–6 hours", 360), ("4-6 h", 360), ("soon", nil),
    ] as [(String, Int?)])
    func total(text: String, minutes: Int?) {
        let times = Self.times([("time", .text(text))])
        #expect(times.total == text)
        #expect(times.readyIn == text)
        #expect(times.minutes == minutes)
    }

    @Test("Every part of a nested time is kept, named and in order, and the total is their sum: a range where a part is one")
    func nestedParts() {
        let times = Self.nested([("prep", "15 minutes"), ("cook", "4–6 hours"), ("rise", "2 hours"), ("chill", "30 min")])
        #expect(times.parts.map(\.name) == ["Prep", "Cook", "Rise", "Chill"])
        #expect(times.parts.map(\.text) == ["15 minutes", "4–6 hours", "2 hours", "30 min"])
        #expect(times.total == nil)
        #expect(times.readyIn == "6 h 45 min – 8 h 45 min")
        #expect(times.minutes == 525)
    }

    @Test("Hoagie rolls: a 2-hour rise counts towards the total, not 45 minutes")
    func rise() {
        let times = Self.nested([("prep", "20 minutes"), ("rise", "2 hours"), ("bake", "25 minutes")])
        #expect(times.readyIn == "2 h 45 min")
        #expect(times.minutes == 165)
    }

    @Test("The recipe's own total wins over the sum of its parts, as written")
    func ownTotal() {
        let nested = Self.nested([("prep", "15 minutes"), ("cook", "1 hour"), ("total", "1 1/2 hours")])
        #expect(nested.parts.map(\.name) == ["Prep", "Cook"])
        #expect(nested.readyIn == "1 1/2 hours")
        #expect(nested.minutes == 90)
        let flat = Self.times([("prep time", .text("10 min")), ("cook_time", .text("20 to 25 minutes")), ("rest time", .text("5 min"))])
        #expect(flat.parts.map(\.name) == ["Prep", "Cook", "Rest"])
        #expect(flat.readyIn == "35–40 min")
        #expect(flat.minutes == 40)
    }

    @Test("A part that is not a time is shown but left out of the sum; keys of times are told apart from others")
    func unreadablePart() {
        let times = Self.nested([("prep", "overnight"), ("cook", "1 hour")])
        #expect(times.parts.map(\.text) == ["overnight", "1 hour"])
        #expect(times.readyIn == "1 h")
        #expect(CooklangTimes.isTimeKey("Prep Time") && CooklangTimes.isTimeKey("duration") && CooklangTimes.isTimeKey("cook_time"))
        #expect(!CooklangTimes.isTimeKey("timezone") && !CooklangTimes.isTimeKey("source"))
    }
}
