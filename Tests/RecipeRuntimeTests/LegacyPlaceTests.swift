import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp
@testable import RecipeRuntime

/// The single state.json of earlier versions becomes the place of the source that resolves it, and of no other; it is never lost.
@Suite("Migrating the single state.json")
struct LegacyPlaceTests {
    /// A collection with a folder named like the bundled category `drink`, and another category.
    let collection: RecipeCatalog
    let bundled = bundledCatalog

    init() throws {
        let folder = try makeCooklangFolder(text: ["drink/Chai.cook": "Boil @water{1%cup}.\n", "Mains/Stew.cook": "Simmer @beans{2%cups}.\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        collection = try RecipeCatalog(cooklangFolder: folder.path)
    }

    /// Drinks › Masala Chai, as the bundled data saves it.
    let masalaChai = NavigationModel(selectedCategory: "drink", path: .recipes(["masala-chai"]), focus: .detail)

    func belongs(_ navigation: NavigationModel, view: SavedView? = nil, to catalog: RecipeCatalog) throws -> Bool {
        let restored = try NavigationModel.restore(from: navigation.encodedJSON(view: view), in: catalog)
        return LegacyPlace.belongs(restored, view: view, to: catalog)
    }

    @Test("A bundled place belongs to the bundled data, not to a collection with a folder of its category's name")
    func bundledPlace() throws {
        #expect(collection.category(id: "drink") != nil)
        #expect(try belongs(masalaChai, to: bundled))
        #expect(try !belongs(masalaChai, to: collection))
    }

    @Test("A category alone is told apart by the rows its view names")
    func categoryWithView() throws {
        let category = NavigationModel(selectedCategory: "drink", path: [], focus: .recipes)
        let view = SavedView(categoriesTop: "breakfast", recipesTop: "masala-chai")
        #expect(try belongs(category, view: view, to: bundled))
        #expect(try !belongs(category, view: view, to: collection))
        // With nothing to tell them apart, the first source that has the category takes it: nothing of the place is lost there.
        #expect(try belongs(category, to: collection))
    }

    @Test("A collection's place belongs to the collection, not to the bundled data")
    func collectionPlace() throws {
        let stew = NavigationModel(selectedCategory: "Mains", path: .recipes(["Mains/Stew"]), focus: .detail)
        #expect(try belongs(stew, to: collection))
        #expect(try !belongs(stew, to: bundled))
    }

    @Test("A place that would lose a screen, or whose detail row is gone, belongs nowhere")
    func partialPlace() throws {
        let gone = NavigationModel(selectedCategory: "drink", path: .recipes(["masala-chai", "no-such-recipe"]), focus: .detail)
        #expect(try !belongs(gone, to: bundled))
        let view = SavedView(detail: SavedView.Detail(screen: RouteMember(.recipe("masala-chai")), firstLine: 0, cursor: RouteMember(.recipe("Mains/Stew"))))
        #expect(try !belongs(masalaChai, view: view, to: bundled))
    }

    /// The navigation a load restored with nothing dropped, else nil.
    static func restoredWhole(_ result: StateStore.LoadResult) -> NavigationModel? {
        guard case .restored(let restored) = result, restored.report.isEmpty else { return nil }
        return restored.model
    }

    /// Runs `body` with a fresh state folder: the legacy file's path and the places folder's.
    func inStateFolder(_ body: (_ legacy: String, _ places: String) throws -> Void) throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try body(folder.path + "/state.json", folder.path + "/places")
    }

    @Test("Switching sources: the collection leaves the bundled place where it is, the bundled data takes it whole")
    func migrateToItsSource() throws {
        try inStateFolder { legacy, places in
            try StateStore(path: legacy).save(masalaChai)
            let saved = try Data(contentsOf: URL(fileURLWithPath: legacy))
            let collectionPlace = places + "/recipes-0123456789abcdef.json"
            #expect(LegacyPlace.migrate(from: legacy, to: collectionPlace, in: collection) == .untouched)
            #expect(FileManager.default.fileExists(atPath: legacy))
            #expect(!FileManager.default.fileExists(atPath: collectionPlace))

            let bundledPlace = places + "/bundled.json"
            #expect(LegacyPlace.migrate(from: legacy, to: bundledPlace, in: bundled) == .moved)
            #expect(!FileManager.default.fileExists(atPath: legacy))
            #expect(try Data(contentsOf: URL(fileURLWithPath: bundledPlace)) == saved)
            #expect(Self.restoredWhole(StateStore(path: bundledPlace).load(in: bundled)) == masalaChai)
        }
    }

    @Test("A source that has a place keeps it, and the legacy file stays for its own source")
    func placeWins() throws {
        try inStateFolder { legacy, places in
            try StateStore(path: legacy).save(masalaChai)
            let place = places + "/bundled.json"
            let own = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
            try StateStore(path: place).save(own)
            #expect(LegacyPlace.migrate(from: legacy, to: place, in: bundled) == .untouched)
            #expect(Self.restoredWhole(StateStore(path: place).load(in: bundled)) == own)
            #expect(Self.restoredWhole(StateStore(path: legacy).load(in: bundled)) == masalaChai)
        }
    }

    @Test("A legacy file that is no state is set aside as any corrupt state is, and no place is made of it")
    func corruptLegacy() throws {
        try inStateFolder { legacy, places in
            try Data("{ not json".utf8).write(to: URL(fileURLWithPath: legacy))
            let place = places + "/bundled.json"
            guard case .setAside(_, let movedTo) = LegacyPlace.migrate(from: legacy, to: place, in: bundled) else {
                Issue.record("the corrupt legacy file was not set aside")
                return
            }
            #expect(movedTo.hasPrefix(legacy + ".corrupt-"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: movedTo)) == Data("{ not json".utf8))
            #expect(!FileManager.default.fileExists(atPath: legacy))
            #expect(!FileManager.default.fileExists(atPath: place))
        }
    }

    @Test("No legacy file, or one that cannot be read, changes nothing")
    func nothingToMigrate() throws {
        try inStateFolder { legacy, places in
            #expect(LegacyPlace.migrate(from: legacy, to: places + "/bundled.json", in: bundled) == .untouched)
            try FileManager.default.createDirectory(atPath: legacy, withIntermediateDirectories: false)
            #expect(LegacyPlace.migrate(from: legacy, to: places + "/bundled.json", in: bundled) == .untouched)
            #expect(FileManager.default.fileExists(atPath: legacy))
            #expect(!FileManager.default.fileExists(atPath: places + "/bundled.json"))
        }
    }

    @Test("A legacy file that is a link (kept in a dotfiles repository) moves as the link, and its target stays")
    func linkedLegacy() throws {
        try inStateFolder { legacy, places in
            let target = legacy.deletingLastPathComponent + "/dotfiles-state.json"
            try StateStore(path: target).save(masalaChai)
            try FileManager.default.createSymbolicLink(atPath: legacy, withDestinationPath: target)
            let place = places + "/bundled.json"
            #expect(LegacyPlace.migrate(from: legacy, to: place, in: bundled) == .moved)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: place) == target)
            #expect(FileManager.default.fileExists(atPath: target))
        }
    }
}
