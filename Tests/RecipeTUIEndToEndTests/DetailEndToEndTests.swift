import Foundation
import RecipeTestSupport
import Testing

@Suite("What the detail shows of a Cooklang recipe, end to end")
struct DetailEndToEndTests {
    static let hoagieRolls = """
        ---
        title: Hoagie Rolls
        servings: 8
        time:
          prep: 20 minutes
          rise: 2 hours
          bake: 20 to 25 minutes
        source:
          name: Serious Eats
          url: https://example.org/hoagie
        ---
        = Dough

        Whisk @bread flour{250%g} with @salt{1 1/2%tsp}.

        Add @water{180%ml}(lukewarm and
        not hot) and @bread flour{250%g}, then knead in the #stand mixer{}.

        = Bake

        Dust with @bread flour{}(for the counter) and bake in the #oven, then cool by the #oven.
        """

    @Test("At 120×40: the times' parts and their range of a total, the source whole, flour listed once, ↑ more when scrolled down")
    func hoagieRolls() throws {
        let session = try TmuxSession()
        let collection = session.scratch + "/Recipes"
        try FileManager.default.createDirectory(atPath: collection + "/Breads", withIntermediateDirectories: true)
        try Data(Self.hoagieRolls.utf8).write(to: URL(fileURLWithPath: collection + "/Breads/Hoagie Rolls.cook"))
        try session.startApp(["--open", "recipes://Breads/Breads%2FHoagie%20Rolls"], data: collection)
        let lines = try session.waitUntil("Hoagie Rolls is open in the detail") { $0.contains { $0.hasSuffix("│ Hoagie Rolls") } }
        let detail = lines.compactMap { line in line.split(separator: "│", omittingEmptySubsequences: false).last.map(String.init) }
        #expect(lines.contains { $0.contains("│▸ Hoagie Rolls") && $0.contains("2h45m │") })
        #expect(detail.contains(" Serves 8 · Ready in 2 h 40 min – 2 h 45 min · Breads"))
        #expect(detail.contains(" Prep: 20 minutes · Rise: 2 hours · Bake: 20 to 25 minutes"))
        #expect(detail.contains(" Source: Serious Eats · https://example.org/hoagie"))
        #expect(detail.contains(" ▸ 500 g      bread flour, for the counter"))
        #expect(detail.contains("   180 ml     water, lukewarm and not hot"))
        #expect(detail.filter { $0.hasSuffix("oven") }.count == 1)
        // The second section's heading stands apart from the step before it.
        let bake = try #require(detail.firstIndex(of: "  Bake"))
        #expect(detail[bake - 1].allSatisfy { $0 == " " })

        try session.resize(width: 120, height: 16)
        try session.sendKeys("End")
        try session.waitUntil("the detail is scrolled to its end, and says there is more above") { lines in
            lines.count > 1 && lines[1].hasSuffix("↑ more")
        }
    }
}
