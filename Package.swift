// swift-tools-version: 6.1
//
// UDFKit: a zero-dependency unidirectional-data-flow library, the AppCore domain built on it,
// and udf-tui, a full-screen terminal program that proves it.
//
// Module graph (arrows point to what a module imports; nothing imports upwards):
//
//   UDFKit          (no packages: stdlib, Synchronization, FoundationEssentials)
//   UDFKitTesting   -> UDFKit, CustomDump            test store, fixture runner, diffs
//   AppCore         -> UDFKit, IdentifiedCollections  pure domain
//   AppStorage      -> AppCore, GRDB                  SQLite schema and persistence; the storage seam
//   AppStoragePostgres -> AppStorage, PostgresNIO     the same storage on a PostgreSQL server
//   TerminalUI         (no packages)                  toolkit: cell grid, widgets, keys, line editing, backends
//   TrackerUI       -> AppCore, UDFKit, TerminalUI    the tracker's screens: one store, keys as actions, views
//   CNcurses           system library over ncursesw
//   udf-tui         -> everything above               command line, ncurses backend, run loop

import PackageDescription

let package = Package(
    name: "UDFKit",
    // Every platform UDFKit builds for, at the first release with Synchronization's `Mutex`
    // and `Atomic`, which the store's lock and subscriptions need. Linux needs no entry.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "UDFKit", targets: ["UDFKit"]),
        .library(name: "UDFKitTesting", targets: ["UDFKitTesting"]),
        // Action log, diffs and time travel for any store, in process or over a socket.
        .library(name: "UDFKitDevTools", targets: ["UDFKitDevTools"]),
        // The domain, a product so that the benchmarks can measure its selectors.
        .library(name: "AppCore", targets: ["AppCore"]),
        // SQLite storage and the JSON/CSV importers, a product so that Fuzz/ can feed them.
        .library(name: "AppStorage", targets: ["AppStorage"]),
        // The terminal toolkit, usable by any program.
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        // The tracker's screens, a product so that the benchmarks can time keys over them.
        .library(name: "TrackerUI", targets: ["TrackerUI"]),
        .executable(name: "udf-tui", targets: ["udf-tui"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // PostgreSQL, for AppStoragePostgres only: an importer of UDFKit never builds it.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation --target UDFKit` (and UDFKitTesting): DocC.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "UDFKit"),
        .target(name: "UDFKitDevTools", dependencies: ["UDFKit"]),
        // The devtools screen, drawn with the terminal toolkit: in udf-tui and attached.
        .target(name: "DevToolsUI", dependencies: ["UDFKitDevTools", "TerminalUI"]),
        .target(
            name: "UDFKitTesting",
            dependencies: [
                "UDFKit",
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        .target(
            name: "AppCore",
            dependencies: [
                "UDFKit",
                .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
            ]
        ),
        .target(
            name: "AppStorage",
            dependencies: [
                "AppCore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The same storage on a PostgreSQL server (`--db postgres://…`), apart so that only
        // udf-tui and its tests build postgres-nio and SwiftNIO.
        .target(
            name: "AppStoragePostgres",
            dependencies: [
                "AppStorage", "AppCore",
                .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The toolkit imports neither AppCore nor UDFKit.
        .target(name: "TerminalUI"),
        // Test helpers for screens (snapshots, wide-character rules); no product: tests only.
        .target(name: "TerminalUITesting", dependencies: ["TerminalUI"]),
        // Starting programs from tests (posix_spawn with a clean signal mask); tests only.
        .target(name: "ProcessTesting"),
        .target(name: "TrackerUI", dependencies: ["AppCore", "UDFKit", "TerminalUI", "UDFKitDevTools", "DevToolsUI"]),
        // No pkgConfig: SwiftPM rejects the -D_XOPEN_SOURCE flags ncursesw's .pc file
        // carries; shim.h defines what they would and module.modulemap links ncursesw.
        .systemLibrary(name: "CNcurses"),
        // The only module that imports CNcurses: draws TerminalUI screens with ncurses.
        .target(name: "NcursesBackend", dependencies: ["TerminalUI", "CNcurses"]),
        .executableTarget(
            name: "udf-tui",
            dependencies: [
                "UDFKit", "AppCore", "AppStorage", "AppStoragePostgres", "TerminalUI", "TrackerUI", "NcursesBackend", "UDFKitDevTools", "DevToolsUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "UDFKitTests", dependencies: ["UDFKit", "UDFKitTesting"]),
        .testTarget(name: "UDFKitDevToolsTests", dependencies: ["UDFKitDevTools", "UDFKit"]),
        .testTarget(name: "DevToolsUITests", dependencies: ["DevToolsUI", "UDFKitDevTools", "UDFKit", "TerminalUI"]),
        .testTarget(name: "UDFKitTestingTests", dependencies: ["UDFKit", "UDFKitTesting"]),
        .testTarget(
            name: "AppCoreTests",
            dependencies: [
                "AppCore", "UDFKit", "UDFKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "AppStorageTests",
            dependencies: [
                "AppStorage", "AppStoragePostgres", "AppCore", "UDFKit", "ProcessTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            // Database files made by earlier versions of udf-tui, which must open and migrate.
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUITesting"]),
        .testTarget(
            name: "TrackerUITests",
            dependencies: ["TrackerUI", "TerminalUI", "TerminalUITesting", "AppCore", "AppStorage", "UDFKit"]
        ),
        .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalUI", "CNcurses"]),
        .testTarget(name: "EndToEndTests", dependencies: ["udf-tui", "ProcessTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
