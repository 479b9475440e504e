import Foundation
import RecipeTestSupport
import Testing

@testable import RecipeApp

@Suite("Finding the bundled data")
struct BundledDataTests {
    @Test("From an executable outside the package, the bundled data is found in the source tree the app was built from")
    func foundFromTheSourceTree() {
        #expect(BundledData.locate(executablePath: "/nonexistent/bin/recipe-tui") == TestCatalogs.bundledPath)
    }
}
