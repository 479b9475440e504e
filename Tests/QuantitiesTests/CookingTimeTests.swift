import Cooklang
import Testing

@testable import Quantities

@Suite("Times read as they are written")
struct CookingTimeTests {
    private static let minute = 60
    private static let hour = 3600

    static let wholeCases: [(String, Int, Int)] = [
        ("1 1/2 hours", 90 * minute, 90 * minute),
        ("20 to 25 minutes", 20 * minute, 25 * minute),
        ("4–6 hours", 4 * hour, 6 * hour),
        ("4-6 hours", 4 * hour, 6 * hour),
        ("1 hour 15 minutes", 75 * minute, 75 * minute),
        ("1 hour and 15 minutes", 75 * minute, 75 * minute),
        ("1h30", 90 * minute, 90 * minute),
        ("1h 30m", 90 * minute, 90 * minute),
        ("90 min", 90 * minute, 90 * minute),
        ("45", 45 * minute, 45 * minute),
        ("4–6", 4 * minute, 6 * minute),
        ("2 days", 48 * hour, 48 * hour),
        ("30 seconds", 30, 30),
        ("half an hour", 30 * minute, 30 * minute),
        ("an hour", hour, hour),
        ("45 minutes to 1 hour", 45 * minute, hour),
        ("1 to 1 1/2 hours", hour, 90 * minute),
        ("about 2 hours", 2 * hour, 2 * hour),
        ("1.5 h", 90 * minute, 90 * minute),
    ]

    @Test("A time metadata value", arguments: CookingTimeTests.wholeCases)
    func whole(text: String, shortest: Int, longest: Int) {
        #expect(CookingTime(parsing: text) == CookingTime(shortest: shortest, longest: longest))
    }

    @Test("Text that is not a time", arguments: ["", "a few minutes", "overnight", "2 cups", "45 minutes of fun", "quick"])
    func notTimes(text: String) {
        #expect(CookingTime(parsing: text) == nil)
    }

    @Test("A bare number is a time only when a unit for it is given")
    func bareNumbers() {
        #expect(CookingTime(parsing: "45", bareNumbers: nil) == nil)
        #expect(CookingTime(parsing: "2", bareNumbers: .hours) == CookingTime(seconds: 2 * Self.hour))
    }

    @Test("Times found in a step's prose")
    func prose() {
        func found(_ text: String) -> [String] {
            CookingTime.found(in: text).map { "\(text[$0.range])=\($0.time)" }
        }
        #expect(found("Bake for 25 to 30 minutes, until golden.") == ["25 to 30 minutes=25–30 min"])
        #expect(found("Simmer 1 hour, then rest 10 min.") == ["1 hour=1 h", "10 min=10 min"])
        #expect(found("Cook 5 minutes, 2 minutes per side.") == ["5 minutes=5 min", "2 minutes=2 min"])
        #expect(found("Heat the oven to 350 degrees and add 2 cups of flour.") == [])
        #expect(found("Leave to rise for 1 1/2 hours (or 4–6 hours in the fridge).") == ["1 1/2 hours=1 h 30 min", "4–6 hours=4–6 h"])
        #expect(found("Stir for a minute, then wait a few minutes.") == ["a minute=1 min"])
        #expect(found("Cut 5 m of string and 2 s.") == [])
    }

    @Test("A Cooklang timer's quantity")
    func cooklang() throws {
        let timers = CooklangParser.parse("Boil ~{25%minutes}, rest ~{1-2%hours}, then ~{3} and ~{few%min}.").recipe.timers
        let times = timers.map { $0.quantity.flatMap(CookingTime.init(cooklang:)) }
        #expect(times == [CookingTime(seconds: 25 * Self.minute), CookingTime(shortest: Self.hour, longest: 2 * Self.hour), nil, nil])
    }

    @Test("Shown as the app shows it, ranges kept")
    func description() {
        #expect(CookingTime(seconds: 45 * Self.minute).description == "45 min")
        #expect(CookingTime(seconds: 90 * Self.minute).description == "1 h 30 min")
        #expect(CookingTime(shortest: 4 * Self.hour, longest: 6 * Self.hour).description == "4–6 h")
        #expect(CookingTime(shortest: 20 * Self.minute, longest: 25 * Self.minute).description == "20–25 min")
        #expect(CookingTime(shortest: 45 * Self.minute, longest: 75 * Self.minute).description == "45 min – 1 h 15 min")
        #expect(CookingTime(seconds: 26 * Self.hour).description == "1 day 2 h")
    }

    @Test("Parts add up; a range when either is one")
    func adding() {
        let prep = CookingTime(parsing: "15 minutes")!
        let cook = CookingTime(parsing: "4–6 hours")!
        #expect(prep + cook == CookingTime(shortest: 4 * Self.hour + 15 * Self.minute, longest: 6 * Self.hour + 15 * Self.minute))
        #expect((prep + cook).description == "4 h 15 min – 6 h 15 min")
    }
}
