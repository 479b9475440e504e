// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "recipe-tui",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "recipe-tui", targets: ["RecipeTUI"]),
        .library(name: "RecipeModel", targets: ["RecipeModel"]),
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
        .target(name: "RecipeModel"),

        // The app: pure screen and views, the app loop, and a thin ncurses layer.
        .executableTarget(
            name: "RecipeTUI",
            dependencies: [
                "RecipeModel",
                "CNcurses",
                "CWidth",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests.
        .testTarget(name: "RecipeModelTests", dependencies: ["RecipeModel"]),
        .testTarget(name: "RecipeTUITests", dependencies: ["RecipeTUI", "RecipeModel"]),
        // Drives the built recipe-tui binary in tmux; depends on the executable only so it is built first.
        .testTarget(name: "RecipeTUIEndToEndTests", dependencies: ["RecipeTUI"]),
    ]
)
