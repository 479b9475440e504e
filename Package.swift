// swift-tools-version: 6.1
import PackageDescription

/// Release builds on Linux use the static Swift runtime and Foundation: loading and binding a dozen
/// shared libraries took more time than the whole first frame, and more memory than everything else
/// (see the README's benchmark). Every module that imports Foundation, and every executable that
/// links one, must use the static variant.
let staticRuntimeInRelease: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
let staticLinkInRelease: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]

let package = Package(
    name: "recipe-tui",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "recipe-tui", targets: ["RecipeTUI"]),
        .library(name: "RecipeModel", targets: ["RecipeModel"]),
        .library(name: "RecipeNavigation", targets: ["RecipeNavigation"]),
        .library(name: "RecipeApp", targets: ["RecipeApp"]),
        .executable(name: "recipe-gen", targets: ["RecipeGen"]),
        .executable(name: "recipe-bench", targets: ["RecipeBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // The terminal: libncursesw through a module map and a small shim header.
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),

        // libc's wcwidth for the pure text code, without pulling in ncurses.
        .systemLibrary(name: "CWidth"),

        // statfs(2), for the kind of file system a collection's walk would enter.
        .systemLibrary(name: "CStatfs"),

        // A SIGBUS handler that answers a fault in a guarded file mapping with a page of zeros: a file
        // cut short while it is mapped cannot crash the app. C, since a signal handler must not run Swift.
        .target(name: "CMappingGuard"),

        // The system calls every part makes the same way: whole writes and reads, atomic replacement,
        // folders, the XDG base directories, guarded mappings. Only the C library, so that any target can use it.
        .target(name: "SystemFiles", dependencies: ["CMappingGuard", "CStatfs"]),

        // The catalog store: recipes and categories, loading, scanning and parsing, the index and its cache. No terminal code.
        .target(name: "RecipeModel", dependencies: ["SystemFiles"], swiftSettings: staticRuntimeInRelease),

        // The Cooklang language: a .cook file's text parsed into a recipe and diagnostics, and the walk of a folder of them. No terminal code.
        .target(name: "Cooklang", dependencies: ["SystemFiles", .product(name: "Yams", package: "Yams")], swiftSettings: staticRuntimeInRelease),

        // A folder of Cooklang recipes as a catalog: the language's recipes laid out as categories and
        // recipes, references and "used in", and the caches of each file's parse and of the built catalog.
        .target(name: "CooklangCatalog", dependencies: ["RecipeModel", "Cooklang", "SystemFiles"], swiftSettings: staticRuntimeInRelease),

        // The navigation model on top of it: where the user is, its transitions, invariants, persistence and deep links.
        .target(name: "RecipeNavigation", dependencies: ["RecipeModel"], swiftSettings: staticRuntimeInRelease),

        // Search: folding for matching, fuzzy matching and ranking, the search across the catalog and its narrowing as the user types.
        .target(name: "RecipeSearch", dependencies: ["RecipeModel"], swiftSettings: staticRuntimeInRelease),

        // The app as a library: state and update, input, derived rows, screen and views, persistence. Pure but for the state file.
        .target(
            name: "RecipeApp",
            dependencies: ["RecipeModel", "CooklangCatalog", "RecipeNavigation", "RecipeSearch", "Cooklang", "CWidth", "SystemFiles"],
            swiftSettings: staticRuntimeInRelease
        ),

        // The recipe-tui executable: command line, launcher, session loop, and the terminal, the only code that links ncurses.
        .executableTarget(
            name: "RecipeTUI",
            dependencies: [
                "RecipeApp",
                "RecipeModel",
                "RecipeNavigation",
                "CNcurses",
                "SystemFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: staticRuntimeInRelease,
            linkerSettings: staticLinkInRelease
        ),

        // Deterministic, realistic catalogs of any size for benchmarks and tests, and the command that writes them.
        .target(name: "RecipeGenerator"),
        .executableTarget(
            name: "RecipeGen",
            dependencies: [
                "RecipeGenerator",
                "SystemFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The benchmark: the app's key loop without a terminal, and recipe-tui on a pseudo-terminal (forkpty, from libutil).
        .systemLibrary(name: "CPty"),
        .executableTarget(
            name: "RecipeBench",
            dependencies: [
                "RecipeApp",
                "RecipeModel",
                "RecipeNavigation",
                "CooklangCatalog",
                "RecipeGenerator",
                "CPty",
                "SystemFiles",
                // Not imported: listed so that building or running the benchmark builds the app it measures.
                "RecipeTUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: staticRuntimeInRelease,
            linkerSettings: staticLinkInRelease
        ),

        // Tests, and the small catalogs and paths several of them share.
        .target(name: "RecipeTestSupport", dependencies: ["RecipeModel"], path: "Tests/RecipeTestSupport"),
        .testTarget(name: "RecipeModelTests", dependencies: ["RecipeModel", "CooklangCatalog", "RecipeTestSupport", "RecipeGenerator"]),
        .testTarget(name: "CooklangCatalogTests", dependencies: ["CooklangCatalog", "RecipeModel", "Cooklang", "RecipeTestSupport"]),
        .testTarget(name: "RecipeNavigationTests", dependencies: ["RecipeNavigation", "RecipeModel", "CooklangCatalog", "RecipeTestSupport", "RecipeGenerator"]),
        .testTarget(name: "RecipeSearchTests", dependencies: ["RecipeSearch", "RecipeModel", "RecipeTestSupport", "RecipeGenerator"]),
        // The golden screens in Snapshots/ are read from the source tree, not bundled.
        .testTarget(name: "RecipeAppTests", dependencies: ["RecipeApp", "RecipeModel", "CooklangCatalog", "RecipeNavigation", "RecipeGenerator", "RecipeTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "SystemFilesTests", dependencies: ["SystemFiles"]),
        // The language's canonical suite is read from ../shared/cooklang beside the checkout, not bundled.
        .testTarget(name: "CooklangTests", dependencies: ["Cooklang", "SystemFiles", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "RecipeGeneratorTests", dependencies: ["RecipeGenerator", "RecipeModel", "CooklangCatalog"]),
        // Drives the built recipe-tui binary in tmux; depends on the executable only so it is built first.
        .testTarget(name: "RecipeTUIEndToEndTests", dependencies: ["RecipeTUI", "RecipeApp", "RecipeModel", "RecipeGenerator", "RecipeTestSupport"]),
    ]
)
