// swift-tools-version: 6.1
import PackageDescription

/// Release builds on Linux use the static Swift runtime and Foundation: loading and binding a dozen
/// shared libraries took more time than the whole first frame, and more memory than everything else
/// (see the README's benchmark). Every module that imports Foundation, and every executable that
/// links one, must use the static variant.
let staticRuntimeInRelease: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
/// The folder of this manifest, for link settings that name a file of the package.
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))

/// Executables also link libstdc++ statically in release on Linux (the Swift runtime needs it): as a shared
/// library it cost every launch about 1,700 symbol relocations, 1.8 million instructions and 1.2 MB before the
/// first frame (see docs/PERFORMANCE.md). `LinkerScripts/libstdc++.so` stands for the shared library and
/// names the static archive, and its folder is searched first.
///
/// They are linked by lld (which the Swift toolchain ships) with relative relocations packed (`DT_RELR`, read by
/// glibc 2.36 and later): the statically linked runtime's metadata holds about 45,000 pointers that the dynamic
/// loader adjusts at every launch of a position-independent executable. Listed one by one (gold's only form)
/// they took a 1 MB table that the loader reads whole at each launch, and most of its time (927,000 cycles,
/// 288,000 packed); packed, they take 8.5 KB (see docs/PERFORMANCE.md, *Round three*).
let staticLinkInRelease: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
    .unsafeFlags(["-L", packageDirectory + "/LinkerScripts"], .when(platforms: [.linux], configuration: .release)),
    .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"], .when(platforms: [.linux], configuration: .release)),
    // The toolchain's static-stdlib link exports every symbol of the app's own code (6,250) to the dynamic
    // symbol table, which nothing here looks up: the loader searched it for each library's symbols, and the
    // runtime's start (`dladdr` for its own path) scanned it, about 190,000 instructions and 0.2 ms a launch.
    .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release)),
]

let package = Package(
    name: "recipe-tui",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "recipe-tui", targets: ["RecipeTUI"]),
        .library(name: "RecipeModel", targets: ["RecipeModel"]),
        .library(name: "RecipeNavigation", targets: ["RecipeNavigation"]),
        .library(name: "RecipeApp", targets: ["RecipeApp"]),
        .library(name: "RecipeRuntime", targets: ["RecipeRuntime"]),
        .library(name: "CooklangConventions", targets: ["CooklangConventions"]),
        .executable(name: "recipe-gen", targets: ["RecipeGen"]),
        .executable(name: "recipe-bench", targets: ["RecipeBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
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

        // Well-formed UTF-8 checked on bytes, once for every module that reads text from a file.
        .target(name: "UTF8Validation"),

        // A day of the calendar without a time zone: the recipe of the day, a menu's days, a pantry's dates.
        .target(name: "CalendarDates", swiftSettings: staticRuntimeInRelease),

        // The catalog store: recipes and categories, loading, scanning and parsing, the index and its cache. No terminal code.
        .target(name: "RecipeModel", dependencies: ["SystemFiles", "UTF8Validation", "CalendarDates"], swiftSettings: staticRuntimeInRelease),

        // The Cooklang language: a .cook file's text parsed into a recipe and diagnostics, and the walk of a folder of them. No terminal code.
        .target(name: "Cooklang", dependencies: ["SystemFiles", "UTF8Validation", "YAMLReader"], swiftSettings: staticRuntimeInRelease),

        // YAML front matter read with libyaml (Debian's libyaml-dev) into nodes, as Yams reads it. Not Yams
        // itself: Yams imports Foundation, and linking Foundation statically made every launch 4-5 MB larger
        // and slower to start, whether or not a front matter needed it (see the README's Performance).
        // Linked statically in release, so that no shared library is added to the start; Yams stays the
        // tests' reference for what YAML means.
        .systemLibrary(name: "CLibYAML", providers: [.apt(["libyaml-dev"])]),
        .target(
            name: "YAMLReader",
            dependencies: ["CLibYAML"],
            linkerSettings: [
                .linkedLibrary("yaml", .when(configuration: .debug)),
                .linkedLibrary("yaml", .when(platforms: [.macOS], configuration: .release)),
                .unsafeFlags(["-Xlinker", "-l:libyaml.a"], .when(platforms: [.linux], configuration: .release)),
            ]
        ),

        // Quantities a cook can trust: the amount model for both sources (Cooklang quantities and JSON amount strings),
        // printed as a cook writes them, scaled, converted between metric and US units, added up; durations read from text.
        .target(name: "Quantities", dependencies: ["Cooklang"], swiftSettings: staticRuntimeInRelease),

        // A folder of Cooklang recipes as a catalog: the language's recipes laid out as categories and
        // recipes, references and "used in", and the caches of each file's parse and of the built catalog.
        // JSON text for a string, shared by the commands that print JSON (show, doctor, shopping-list).
        .target(name: "JSONLiteral", swiftSettings: staticRuntimeInRelease),

        .target(name: "CooklangCatalog", dependencies: ["RecipeModel", "Cooklang", "Quantities", "SystemFiles", "JSONLiteral"], swiftSettings: staticRuntimeInRelease),

        // The Cooklang conventions' files beside the recipes: aisle.conf, pantry.conf (TOML, read with its own
        // TOMLReader), .menu, .shopping-list and .shopping-checked, each read into values with one problem per
        // malformed line. Not TOMLKit: it imports Foundation, and linking it brought the whole of Foundation back
        // into the static release binary (34 MB to 90 MB, the bundled catalog's peak memory 13.9 MB to 17.3 MB);
        // TOMLKit stays the tests' reference for what TOML means.
        .target(
            name: "CooklangConventions",
            dependencies: ["Cooklang", "Quantities", "JSONLiteral", "CalendarDates"],
            swiftSettings: staticRuntimeInRelease
        ),

        // The navigation model on top of it: where the user is, its transitions, invariants, persistence and deep links.
        .target(name: "RecipeNavigation", dependencies: ["RecipeModel"], swiftSettings: staticRuntimeInRelease),

        // Search: folding for matching, fuzzy matching and ranking, the search across the catalog and its narrowing as the user types.
        .target(name: "RecipeSearch", dependencies: ["RecipeModel"], swiftSettings: staticRuntimeInRelease),

        // The app as a pure library: state and update, input, derived rows, screen and views. No threads, no watching, no state file.
        .target(
            name: "RecipeApp",
            dependencies: ["RecipeModel", "CooklangCatalog", "RecipeNavigation", "RecipeSearch", "Cooklang", "CWidth", "SystemFiles", "CooklangConventions", "Quantities", "JSONLiteral", "CalendarDates"],
            swiftSettings: staticRuntimeInRelease
        ),

        // The app running: the one loop (read events, apply, carry out effects, paint, save) with the terminal, the
        // clock, the editor behind small protocols, and what touches the world beside it: the state file and its
        // writer thread, the live reload's watcher and thread. The executable, the benchmark and the tests drive it.
        .target(
            name: "RecipeRuntime",
            dependencies: ["RecipeApp", "RecipeModel", "RecipeNavigation", "SystemFiles"],
            swiftSettings: staticRuntimeInRelease
        ),

        // The recipe-tui executable: command line, launcher, session loop, and the terminal, the only code that links ncurses.
        .executableTarget(
            name: "RecipeTUI",
            dependencies: [
                "RecipeApp",
                "RecipeRuntime",
                "RecipeModel",
                "CooklangCatalog",
                "RecipeNavigation",
                "CooklangConventions",
                "CNcurses",
                "CWidth",
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

        // The benchmark: the app's runtime on a terminal of its own making, and recipe-tui on a pseudo-terminal (forkpty, from libutil).
        .systemLibrary(name: "CPty"),
        .executableTarget(
            name: "RecipeBench",
            dependencies: [
                "RecipeApp",
                "RecipeRuntime",
                "RecipeModel",
                "RecipeNavigation",
                "CooklangCatalog",
                "CooklangConventions",
                "RecipeGenerator",
                "Quantities",
                "CPty",
                "SystemFiles",
                // Not imported: listed so that building or running the benchmark builds the app it measures.
                "RecipeTUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: staticRuntimeInRelease,
            linkerSettings: staticLinkInRelease
        ),

        // Tests, and what several of them share: small catalogs, paths, and the one scratch folder.
        .target(name: "RecipeTestSupport", dependencies: ["RecipeModel"], path: "Tests/RecipeTestSupport"),
        .testTarget(name: "RecipeModelTests", dependencies: ["RecipeModel", "CooklangCatalog", "RecipeTestSupport", "RecipeGenerator"]),
        .testTarget(name: "CooklangCatalogTests", dependencies: ["CooklangCatalog", "RecipeModel", "Cooklang", "RecipeTestSupport"]),
        .testTarget(name: "RecipeNavigationTests", dependencies: ["RecipeNavigation", "RecipeModel", "CooklangCatalog", "RecipeTestSupport", "RecipeGenerator"]),
        .testTarget(name: "RecipeSearchTests", dependencies: ["RecipeSearch", "RecipeModel", "RecipeTestSupport", "RecipeGenerator"]),
        // The golden screens in Snapshots/ are read from the source tree, not bundled.
        .testTarget(name: "RecipeAppTests", dependencies: ["RecipeApp", "RecipeModel", "CooklangCatalog", "JSONLiteral", "RecipeNavigation", "RecipeGenerator", "RecipeTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "RecipeRuntimeTests", dependencies: ["RecipeRuntime", "RecipeGenerator", "RecipeApp", "RecipeModel", "CooklangCatalog", "RecipeNavigation", "RecipeTestSupport"]),
        .testTarget(name: "SystemFilesTests", dependencies: ["SystemFiles", "RecipeTestSupport"]),
        // The specification's canonical suite and examples, copied into Fixtures/ with their licence, are read from the source tree, not bundled.
        .testTarget(name: "CooklangTests", dependencies: ["Cooklang", "RecipeGenerator", "SystemFiles", "UTF8Validation", "RecipeTestSupport", .product(name: "Yams", package: "Yams")], exclude: ["Fixtures"]),
        // The quantity model, checked against cooklang-rs's figures copied into Fixtures/ (see its README).
        .testTarget(name: "QuantitiesTests", dependencies: ["Quantities", "Cooklang"], exclude: ["Fixtures"]),
        // The conventions' files (aisle, pantry, menus, shopping lists) and the shopping list built from them;
        // the TOML reader checked against TOMLKit on the same texts.
        .testTarget(name: "CooklangConventionsTests", dependencies: ["CooklangConventions", "RecipeGenerator", "CalendarDates", "Quantities", "RecipeTestSupport", .product(name: "TOMLKit", package: "TOMLKit")]),
        // The YAML reader checked against Yams on the same texts.
        .testTarget(name: "YAMLReaderTests", dependencies: ["YAMLReader", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "RecipeGeneratorTests", dependencies: ["RecipeGenerator", "RecipeModel", "CooklangCatalog", "RecipeTestSupport"]),
        // The executable's own code that needs no terminal: the quick reading of the command line.
        .testTarget(name: "RecipeTUITests", dependencies: ["RecipeTUI", "RecipeApp", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Drives the built recipe-tui binary in tmux; depends on the executable only so it is built first.
        .testTarget(name: "RecipeTUIEndToEndTests", dependencies: ["RecipeTUI", "RecipeApp", "RecipeModel", "RecipeGenerator", "RecipeTestSupport"]),
    ]
)
