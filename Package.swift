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
        .executable(name: "recipe-gen", targets: ["RecipeGen"]),
        .executable(name: "recipe-bench", targets: ["RecipeBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The terminal: libncursesw through a module map and a small shim header.
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),

        // libc's wcwidth for the pure text code, without pulling in ncurses.
        .systemLibrary(name: "CWidth"),

        // The pure core: catalog, navigation state and its transitions. No terminal code.
        .target(name: "RecipeModel", swiftSettings: staticRuntimeInRelease),

        // The app: pure screen and views, the app loop, and a thin ncurses layer.
        .executableTarget(
            name: "RecipeTUI",
            dependencies: [
                "RecipeModel",
                "CNcurses",
                "CWidth",
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
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The benchmark: the in-app key loop, and recipe-tui on a pseudo-terminal (forkpty, from libutil).
        .systemLibrary(name: "CPty"),
        .executableTarget(
            name: "RecipeBench",
            dependencies: [
                "RecipeModel",
                "RecipeGenerator",
                "CPty",
                // Not imported: listed so that building or running the benchmark builds the app it measures.
                "RecipeTUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: staticRuntimeInRelease,
            linkerSettings: staticLinkInRelease
        ),

        // Tests.
        .testTarget(name: "RecipeModelTests", dependencies: ["RecipeModel", "RecipeGenerator"]),
        // The golden screens in Snapshots/ are read from the source tree, not bundled.
        .testTarget(name: "RecipeTUITests", dependencies: ["RecipeTUI", "RecipeModel", "RecipeGenerator"], exclude: ["Snapshots"]),
        .testTarget(name: "RecipeGeneratorTests", dependencies: ["RecipeGenerator", "RecipeModel"]),
        // Drives the built recipe-tui binary in tmux; depends on the executable only so it is built first.
        .testTarget(name: "RecipeTUIEndToEndTests", dependencies: ["RecipeTUI", "RecipeGenerator"]),
    ]
)
