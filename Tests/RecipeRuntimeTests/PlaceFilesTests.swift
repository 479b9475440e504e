import RecipeApp
import SystemFiles
import Testing

@testable import RecipeApp
@testable import RecipeRuntime

/// Where each data source's place lives: a name a user recognises, and a hash of the real path that tells sources apart.
@Suite("Place files")
struct PlaceFilesTests {
    let files = PlaceFiles(stateFolder: RawPath("/home/cook/.local/state/recipe-tui"))

    @Test("The bundled catalog has one place, wherever it is installed")
    func bundled() {
        #expect(PlaceFiles.fileName(for: .bundled) == "bundled.json")
        #expect(files.placeFile(for: .bundled) == RawPath("/home/cook/.local/state/recipe-tui/places/bundled.json"))
    }

    @Test("A data path's place is its last name and the FNV-1a hash of its real path")
    func dataPath() {
        // FNV-1a 64 of "/home/cook/recipes", worked out apart from the code.
        #expect(PlaceFiles.fileName(for: .data(realPath: RawPath("/home/cook/recipes"))) == "recipes-7b285a2f7cb40312.json")
        #expect(files.placeFile(for: .data(realPath: RawPath("/home/cook/recipes")))
            == RawPath("/home/cook/.local/state/recipe-tui/places/recipes-7b285a2f7cb40312.json"))
        #expect(PlaceFiles.fileName(for: .data(realPath: RawPath("/srv/data/recipes.json"))).hasPrefix("recipes.json-"))
    }

    @Test("The hash is FNV-1a 64, as published")
    func publishedHash() {
        #expect(PlaceFiles.hexHash([]) == "cbf29ce484222325")
        #expect(PlaceFiles.hexHash(Array("a".utf8)) == "af63dc4c8601ec8c")
        #expect(PlaceFiles.hexHash(Array("foobar".utf8)) == "85944171f73967e8")
    }

    @Test("Two folders of one name have two places")
    func sameNameTwoPlaces() {
        let first = PlaceFiles.fileName(for: .data(realPath: RawPath("/home/cook/recipes")))
        let second = PlaceFiles.fileName(for: .data(realPath: RawPath("/mnt/shared/recipes")))
        #expect(first != second)
        #expect(first.hasPrefix("recipes-") && second.hasPrefix("recipes-"))
    }

    @Test("A collection named like the bundled place has a place of its own")
    func namedBundled() {
        #expect(PlaceFiles.fileName(for: .data(realPath: RawPath("/home/cook/bundled"))).hasPrefix("bundled-"))
    }

    @Test(
        "The readable name keeps letters and digits of any script, and makes the rest plain",
        arguments: [
            ("/home/cook/Crêpes & Co", "Crêpes___Co"),
            ("/home/cook/レシピ", "レシピ"),
            ("/home/cook/recipes/", "recipes"),
            ("/home/cook/.recipes", "_recipes"),
            ("/", "data"),
            ("/home/cook/" + String(repeating: "x", count: 60), String(repeating: "x", count: 48)),
        ]
    )
    func readableName(path: String, name: String) {
        #expect(PlaceFiles.readableName(of: RawPath(path)) == name)
    }

    @Test("A name in Latin-1 bytes keeps its UTF-8 letters, and each other byte is one _")
    func latin1Name() {
        let path = RawPath(bytes: Array("/home/cook/caf".utf8) + [0xE9, 0x20, 0xE0] + Array("table".utf8))
        #expect(PlaceFiles.readableName(of: path) == "caf___table")
        #expect(PlaceFiles.fileName(for: .data(realPath: path)) == "caf___table-" + PlaceFiles.hexHash(path.bytes) + ".json")
        // The bytes decide the hash: the UTF-8 spelling of the same name is another folder.
        #expect(PlaceFiles.hexHash(path.bytes) != PlaceFiles.hexHash(Array("/home/cook/café à table".utf8)))
    }

    @Test(
        "Places sit beside the old state.json, under XDG_STATE_HOME when it is absolute, else HOME",
        arguments: [
            (["XDG_STATE_HOME": "/xdg/state", "HOME": "/home/ann"], "/xdg/state/recipe-tui"),
            (["HOME": "/home/ann"], "/home/ann/.local/state/recipe-tui"),
            (["XDG_STATE_HOME": "relative/state", "HOME": "/home/ann"], "/home/ann/.local/state/recipe-tui"),
            (["XDG_STATE_HOME": "", "HOME": "/home/ann"], "/home/ann/.local/state/recipe-tui"),
        ])
    func folders(environment: [String: String], folder: String) {
        let files = PlaceFiles(environment: environment)
        #expect(files.placesFolder == RawPath(folder + "/places"))
        #expect(files.legacyStateFile == RawPath(folder + "/state.json"))
    }

    @Test("A home folder named in Latin-1 is taken as its bytes, when they are what the environment holds")
    func latin1Home() {
        let home = Array("/home/caf".utf8) + [0xE9]
        let environment = ["HOME": String(decoding: home, as: UTF8.self)]
        let files = PlaceFiles(environment: environment, rawValue: { $0 == "HOME" ? RawPath(bytes: home) : nil })
        #expect(files.placesFolder == RawPath(bytes: home + Array("/.local/state/recipe-tui/places".utf8)))
        // Bytes of another value (a test's own environment, not the process's) are not taken.
        let other = PlaceFiles(environment: ["HOME": "/home/ann"], rawValue: { _ in RawPath(bytes: home) })
        #expect(other.placesFolder == RawPath("/home/ann/.local/state/recipe-tui/places"))
    }
}
