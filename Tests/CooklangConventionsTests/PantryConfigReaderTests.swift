import CalendarDates
import Testing
@testable import CooklangConventions

@Suite("pantry.conf")
struct PantryConfigReaderTests {
    @Test("the conventions' example: sections, quantities, dates and low marks, in file order")
    func conventionsExample() {
        let text = """
        [freezer]
        ice_cream = "2%L"
        frozen_peas = { bought = "01.01.2024", quantity = "500%g", low = "200%g" }

        [fridge]
        cheese = { expire = "15.05.2024" }
        yogurt = { bought = "05.05.2024", expire = "12.05.2024", quantity = "500%ml" }

        [pantry]
        flour = "5%kg"
        pasta = { quantity = "1%kg", low = "200%g" }
        """
        let (config, problems) = PantryConfigReader.read(text, file: "pantry.conf")
        #expect(problems.isEmpty)
        #expect(config.items.map(\.name) == ["ice_cream", "frozen_peas", "cheese", "yogurt", "flour", "pasta"])
        #expect(config.sections == ["freezer", "fridge", "pantry"])
        #expect(config.item(named: "FROZEN_PEAS") == PantryItem(
            name: "frozen_peas", section: "freezer", quantity: "500%g", bought: "01.01.2024", low: "200%g", line: 3))
        #expect(config.item(named: "cheese")?.isAlwaysAtHand == true)
        #expect(config.item(named: "flour")?.isAlwaysAtHand == false)
    }

    @Test("low when the quantity is at or below the mark in the same unit; expired when the date has passed")
    func lowAndExpired() {
        let text = """
        [pantry]
        rice = { quantity = "150%g", low = "200%g" }
        pasta = { quantity = "1%kg", low = "200%g" }
        oats = { quantity = "200%g", low = "200%g" }
        milk = { expire = "10.05.2024", quantity = "1%L" }
        eggs = { expire = 2024-05-20 }
        """
        let (config, problems) = PantryConfigReader.read(text, file: "pantry.conf")
        #expect(problems.isEmpty)
        #expect(config.items.filter(\.isLow).map(\.name) == ["rice", "oats"])
        let today = CalendarDate(year: 2024, month: 5, day: 11)!
        #expect(config.items.filter { $0.isExpired(on: today) }.map(\.name) == ["milk"])
        #expect(config.item(named: "eggs")?.expire == "2024-05-20")
    }

    @Test("low across units of one dimension: 500 g under a 1 kg mark, 2 l over 500 ml; a mass against a volume never low")
    func lowAcrossUnits() {
        let text = """
        [pantry]
        flour = { quantity = "500%g", low = "1%kg" }
        sugar = { quantity = "1.5%kg", low = "1000%g" }
        milk = { quantity = "2%l", low = "500%ml" }
        cream = { quantity = "200%ml", low = "0.25%l" }
        rice = { quantity = "100%g", low = "1%cup" }
        """
        let (config, problems) = PantryConfigReader.read(text, file: "pantry.conf")
        #expect(problems.isEmpty)
        #expect(config.items.filter(\.isLow).map(\.name) == ["flour", "cream"])
    }

    @Test("staples always at hand: names in a list, an empty table or an empty quantity; keys outside a table go to general")
    func staples() {
        let text = """
        paprika = "1%jar"
        staples = ["salt", "water", { name = "pepper", bought = "01.01.2024" }]

        [cupboard]
        sugar = {}
        vinegar = ""
        """
        let (config, problems) = PantryConfigReader.read(text, file: "pantry.conf")
        #expect(problems.isEmpty)
        #expect(config.items.map(\.name) == ["paprika", "salt", "water", "pepper", "sugar", "vinegar"])
        #expect(config.item(named: "paprika")?.section == "general")
        #expect(config.item(named: "water")?.section == "staples")
        #expect(config.item(named: "pepper")?.bought == "01.01.2024")
        #expect(config.items.filter(\.isAlwaysAtHand).map(\.name) == ["salt", "water", "pepper", "sugar", "vinegar"])
    }

    @Test("a line TOML cannot read is one problem at its line and column; the rest is used")
    func syntaxErrors() {
        let text = """
        [fridge]
        milk = "1%L"
        butter = = "250%g"
        cream = "200%ml"

        [freezer
        peas = "500%g"

        [pantry]
        rice = "5%kg"
        """
        let (config, problems) = PantryConfigReader.read(text, file: "config/pantry.conf")
        #expect(config.items.map(\.name) == ["milk", "cream", "rice"])
        #expect(problems.map(\.line) == [3, 6])
        #expect(problems.allSatisfy { $0.file == "config/pantry.conf" && $0.column >= 1 })
        #expect(problems[1].message.contains("section"))
    }

    @Test("an item of the wrong shape, an unknown attribute and an unreadable date are problems at their key")
    func wrongShapes() {
        let text = """
        [fridge]
        milk = 2
        cheese = { colour = "yellow", quantity = "200%g" }
        ham = { expire = "soon" }
        """
        let (config, problems) = PantryConfigReader.read(text, file: "pantry.conf")
        #expect(config.items.map(\.name) == ["cheese", "ham"])
        #expect(config.item(named: "cheese")?.quantity == "200%g")
        #expect(problems.map { "\($0.line):\($0.column)" } == ["2:1", "3:1", "4:1"])
    }

    @Test("dates: ISO and day.month.year, out-of-range days refused, and days since 1970")
    func civilDates() {
        #expect(CalendarDate(pantryText: "2026-03-07") == CalendarDate(year: 2026, month: 3, day: 7))
        #expect(CalendarDate(pantryText: "5.6.2025") == CalendarDate(year: 2025, month: 6, day: 5))
        #expect(CalendarDate(pantryText: "31.02.2025") == nil)
        #expect(CalendarDate(pantryText: "2024-02-29") != nil)
        #expect(CalendarDate(daysSinceEpoch: 0).description == "1970-01-01")
        #expect(CalendarDate(daysSinceEpoch: 20_519).description == "2026-03-07")
    }
}
