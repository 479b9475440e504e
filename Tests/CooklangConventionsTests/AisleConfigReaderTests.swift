import Testing
@testable import CooklangConventions

@Suite("aisle.conf")
struct AisleConfigReaderTests {
    let example = """
    [produce]
    potatoes
    tomato|tomatoes

    [dairy]
    milk
    butter

    [canned goods]
    tuna|chicken of the sea
    """

    @Test("sections come in file order with their lines, the first name of a line shown for every synonym")
    func sectionsAndSynonyms() {
        let (config, problems) = AisleConfigReader.read(example, file: "aisle.conf")
        #expect(problems.isEmpty)
        #expect(config.aisles.map(\.name) == ["produce", "dairy", "canned goods"])
        #expect(config.aisles[0].ingredients.map(\.names) == [["potatoes"], ["tomato", "tomatoes"]])
        #expect(config.placement(of: "Tomatoes") == .init(aisleIndex: 0, aisle: "produce", shownName: "tomato"))
        #expect(config.shownName(of: "CHICKEN OF THE SEA") == "tuna")
        #expect(config.placement(of: "saffron") == nil)
        #expect(config.shownName(of: "saffron") == "saffron")
    }

    @Test("each malformed line is one problem with its line and column, and the rest is used")
    func malformedLines() {
        let text = """
        orphan
        [produce]
        onion||onions
         |
        [dairy
        cream
        []
        eggs
        [deli]
        ham
        Onion
        """
        let (config, problems) = AisleConfigReader.read(text, file: "config/aisle.conf")
        #expect(config.aisles.map(\.name) == ["produce", "deli"])
        #expect(config.aisles[0].ingredients.map(\.names) == [["onion", "onions"]])
        #expect(config.aisles[1].ingredients.map(\.names) == [["ham"]])
        #expect(problems.map { "\($0.line):\($0.column)" } == ["1:1", "3:7", "4:2", "4:3", "5:7", "7:1", "11:1"])
        #expect(problems.allSatisfy { $0.file == "config/aisle.conf" })
        #expect(problems[6].message.contains("listed already (line 3, [produce])"))
    }

    @Test("a section named twice is one aisle, comments and blank lines are skipped")
    func repeatedSectionAndComments() {
        let text = "[a]\nx\n# a note\n// another\n-- and another\n\n[A]\nz\r\n"
        let (config, problems) = AisleConfigReader.read(text, file: "aisle.conf")
        #expect(problems.isEmpty)
        #expect(config.aisles == [.init(name: "a", ingredients: [.init(names: ["x"]), .init(names: ["z"])])])
    }

    @Test("an empty file has no aisles and no problems")
    func emptyFile() {
        let (config, problems) = AisleConfigReader.read("", file: "aisle.conf")
        #expect(config.aisles.isEmpty)
        #expect(problems.isEmpty)
    }
}
