import Foundation
import RecipeModel
import RecipeTestSupport
import Testing

@testable import RecipeNavigation

/// The app's `"view"` member beside the navigation in the state file: written beside it, skipped by the navigation's reader.
@Suite("The state file's view member")
struct ViewMemberTests {
    let model = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail)

    /// A stand-in for the app's view state, which this module does not know.
    struct View: Codable, Equatable {
        var top: String
        var line: Int
    }

    @Test("A view is one member more at the top level, version 2 still, beside the navigation's members")
    func viewIsAMemberBeside() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: model.encodedJSON(view: View(top: "crepes", line: 7))) as? [String: Any])
        #expect(Set(object.keys) == ["version", "selectedCategory", "path", "focus", "columnVisibility", "view"])
        #expect(object["version"] as? Int == 2)
        #expect(object["path"] as? [[String: String]] == [["recipe": "apple-pie"], ["recipe": "pie-crust"]])
        let view = try #require(object["view"] as? [String: Any])
        #expect(view["top"] as? String == "crepes")
        #expect(view["line"] as? Int == 7)
    }

    @Test("Without a view the bytes are those of encodedJSON()")
    func noViewNoMember() {
        #expect(model.encodedJSON(view: View?.none) == model.encodedJSON())
        #expect(!String(decoding: model.encodedJSON(), as: UTF8.self).contains("\"view\""))
    }

    @Test("The navigation's reader skips the view member, whatever it holds, and restores exactly what it did without it")
    func readerSkipsTheView() throws {
        let withView = try NavigationModel.restore(from: model.encodedJSON(view: View(top: "crepes", line: 7)), in: TestCatalogs.small)
        let without = try NavigationModel.restore(from: model.encodedJSON(), in: TestCatalogs.small)
        #expect(withView == without)
        #expect(withView.model == model)
        #expect(withView.report.isEmpty)
        // A view of another shape (a later version's, or garbage) is no reason to refuse the navigation.
        for view in ["null", "3", "\"text\"", "[1, 2]", "{\"detail\": {\"cursor\": {\"video\": \"x\"}}}"] {
            let json = #"{"version": 2, "selectedCategory": "dessert", "path": [{"recipe": "apple-pie"}], "focus": "detail", "view": "# + view + "}"
            #expect(try NavigationModel.restore(from: Data(json.utf8), in: TestCatalogs.small).model.path == [.recipe("apple-pie")], "view: \(view)")
        }
    }
}
