import Foundation
import RecipeTestSupport
import Testing

/// `recipe-tui shopping-list --menu`, run as a script runs it: which paths name a menu, and the exit status of one that names none.
@Suite("recipe-tui shopping-list --menu")
struct ShoppingListCommandTests {
    /// Runs the built `recipe-tui shopping-list` with `arguments`, from `folder`.
    private static func shoppingList(_ arguments: [String], in folder: String, home: String) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            "/bin/sh", ["-c", "cd \"$1\" && shift && exec \"$@\"", "sh", folder, try RecipeTUIApp.binary(), "shopping-list"] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": home, "XDG_CACHE_HOME": home + "/cache"],
            standardInput: FileHandle(forReadingAtPath: "/dev/null"))
    }

    @Test("a menu by its path below the collection, with or without .menu, or a path to it from here; an unknown one exits 2 naming the path as given")
    func menuPaths() throws {
        let scratch = try ScratchFolder("recipe-e2e")
        defer { scratch.remove() }
        let root = scratch.path + "/recipes"
        for folder in ["recipes", "recipes/Mains", "recipes/Plans"] { try scratch.folder(folder) }
        try scratch.file("recipes/Mains/Soup.cook", "---\nservings: 2\n---\nSimmer @leeks{2} in @stock{1%l}.\n")
        try scratch.file("recipes/Plans/Week.menu", "= Monday\n@./Mains/Soup{2}\n")
        let expected = "leeks 4\nstock 2 l\n"

        for menu in ["Plans/Week.menu", "./Plans/Week", root + "/Plans/Week.menu"] {
            let result = try Self.shoppingList(["--data", root, "--plain", "--menu", menu], in: scratch.path, home: scratch.path)
            #expect(result.status == 0, "\(menu): \(result.standardError)")
            #expect(result.standardOutput == expected, "\(menu)")
        }
        // From the folder above the collection, a path to the file from here.
        let relative = try Self.shoppingList(["--data", root, "--plain", "--menu", "recipes/Plans/Week.menu"], in: scratch.path, home: scratch.path)
        #expect(relative.status == 0, "\(relative.standardError)")
        #expect(relative.standardOutput == expected)

        let unknown = try Self.shoppingList(["--data", root, "--menu", "Plans/Nope.menu"], in: scratch.path, home: scratch.path)
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "recipe-tui: the data has no menu \"Plans/Nope.menu\"\n")
        #expect(unknown.standardOutput.isEmpty)
    }
}
