import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// On a terminal that is not UTF-8 the painter sends ASCII only, cell for cell.
@Suite("ASCII for terminals that are not UTF-8")
struct AsciiFallbackTests {
    @Test("The app's symbols and accented letters read as the nearest ASCII", arguments: [
        ("│", "|"), ("▸", ">"), ("▶", ">"), ("…", "~"), ("↓", "v"), ("·", "-"), ("›", ">"), ("┌", "+"),
        ("é", "e"), ("Ç", "C"), ("û", "u"), ("a", "a"), ("親", "??"), ("🥞", "??"), ("␛", "?"),
    ])
    func mapping(cell: String, ascii: String) {
        #expect(AsciiFallback.text(for: cell) == ascii)
    }

    @Test("Every frame maps to ASCII of exactly its width, cell for cell", arguments: [Size(width: 120, height: 40), Size(width: 60, height: 20), Size(width: 40, height: 12)])
    func wholeFrame(size: Size) {
        var state = appState(NavigationModel(selectedCategory: "breakfast", path: .recipes(["crepes"]), focus: .detail), size: size)
        state.prepareForFirstFrame(in: bundledCatalog)
        let buffer = state.render(in: bundledCatalog)
        for row in 0..<buffer.height {
            var line = ""
            for column in 0..<buffer.width where !buffer[row, column].isContinuation {
                line += AsciiFallback.text(for: buffer[row, column].text)
            }
            #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "\(line)")
            #expect(line.count == buffer.width, "row \(row): \(line)")
        }
    }
}
