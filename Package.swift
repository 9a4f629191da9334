// swift-tools-version: 6.1
//
// UDFKit: a zero-dependency unidirectional-data-flow library, the AppCore domain built on it,
// and udf-tui, a full-screen terminal program that proves it.
//
// Products are what other packages import: UDFKit, UDFKitTesting and UDFKitDevTools. An
// importer that writes `traits: []` resolves no other package; `traits: ["CustomDump"]` adds
// swift-custom-dump (and xctest-dynamic-overlay) for UDFKitTesting's -/+ diffs. Every other
// dependency serves the app and is behind the `App` trait, on by default here, so that
// `swift run udf-tui` and `swift test` need no flag. (Tests/PublicAPI and Examples are such
// importers; .ci/run checks what they resolve.)
//
// Module graph (arrows point to what a module imports; nothing imports upwards):
//
//   UDFKit             (no packages: stdlib, Synchronization, Foundation)
//   UDFKitTesting      -> UDFKit, CustomDump                      test store, fixture runner, diffs
//   UDFKitDevTools     -> UDFKit                                  action log, diffs, time travel, socket protocol
//   AppCore            -> UDFKit                                  pure domain
//   AppStorage         -> AppCore, UDFKit, GRDB                   SQLite schema and persistence; the storage seam
//   AppStoragePostgres -> AppStorage, AppCore, UDFKit, PostgresNIO, Logging   the same storage on a PostgreSQL server
//   TerminalUI         (no packages)                              toolkit: cell grid, widgets, keys, line editing
//   DevToolsUI         -> UDFKitDevTools, TerminalUI              the devtools screen
//   TrackerUI          -> AppCore, UDFKit, TerminalUI, UDFKitDevTools, DevToolsUI   the screens: one store, keys as actions
//   CNcurses           (system library over ncursesw)
//   NcursesBackend     -> TerminalUI, CNcurses                    the only importer of CNcurses
//   AppSync            -> AppCore, AppStorage, AppStoragePostgres, UDFKit, Crypto   local-first sync of a file with a server
//   TrackerCommands    -> UDFKit, AppCore, AppStorage, AppStoragePostgres, AppSync, TerminalUI, TrackerUI, NcursesBackend, UDFKitDevTools, DevToolsUI, ArgumentParser   commands and run loop
//   udf-tui            -> TrackerCommands                         the shipped program: main.swift only
//
// Not shipped (no product; built for tests and measurements):
//   udf-tui-lab        -> TrackerCommands, LargeSamples           udf-tui with test hooks, stress-writer, bench-storage
//   LargeSamples       -> AppCore, UDFKit                         large generated data for benchmarks and tests
//   udfkit-bench       -> UDFKit, UDFKitDevTools, TrackerUI, LargeSamples, MallocInterposer   (Benchmarks/)
//   Fuzz*              -> AppStorage, TerminalUI                  libFuzzer targets (Fuzz/, built by Fuzz/run.sh)
//   Tests/ProcessTesting, Tests/TerminalUITesting, Tests/SeededGenerators   test helpers, compiled only for tests

import PackageDescription

/// The dependencies of the app, its tools and its tests: resolved only with the `App` trait.
let app: Set<String> = ["App"]

func appProduct(_ name: String, _ package: String) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: app))
}

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
        .executable(name: "udf-tui", targets: ["udf-tui"]),
    ],
    traits: [
        .trait(name: "App", description: "udf-tui, its storage engines, tools and tests, and every dependency they need.", enabledTraits: ["CustomDump"]),
        .trait(name: "CustomDump", description: "UDFKitTesting's failures show a -/+ diff made by swift-custom-dump (without it, both values whole)."),
        .default(enabledTraits: ["App"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // SHA-256 for sync receipts; postgres-nio builds it already.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
        // `swift package generate-documentation --target UDFKit` (and UDFKitTesting): DocC.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The library and its companions: the products.
        .target(name: "UDFKit"),
        .target(name: "UDFKitDevTools", dependencies: ["UDFKit"]),
        .target(
            name: "UDFKitTesting",
            dependencies: ["UDFKit", .product(name: "CustomDump", package: "swift-custom-dump", condition: .when(traits: ["CustomDump"]))]
        ),

        // The app.
        .target(name: "AppCore", dependencies: ["UDFKit"]),
        .target(
            name: "AppStorage",
            dependencies: ["AppCore", "UDFKit", appProduct("GRDB", "GRDB.swift")]
        ),
        .target(
            name: "AppStoragePostgres",
            dependencies: [
                "AppStorage", "AppCore", "UDFKit",
                appProduct("PostgresNIO", "postgres-nio"),
                appProduct("Logging", "swift-log"),
            ]
        ),
        // Local-first sync of a file with a PostgreSQL server (docs/sync.md).
        .target(
            name: "AppSync",
            dependencies: ["AppCore", "AppStorage", "AppStoragePostgres", "UDFKit", appProduct("Crypto", "swift-crypto")]
        ),
        // The toolkit imports neither AppCore nor UDFKit.
        .target(name: "TerminalUI"),
        // The devtools screen, drawn with the terminal toolkit: in udf-tui and attached.
        .target(name: "DevToolsUI", dependencies: ["UDFKitDevTools", "TerminalUI"]),
        .target(name: "TrackerUI", dependencies: ["AppCore", "UDFKit", "TerminalUI", "UDFKitDevTools", "DevToolsUI"]),
        // No pkgConfig: SwiftPM rejects the -D_XOPEN_SOURCE flags ncursesw's .pc file
        // carries; shim.h defines what they would, and NcursesBackend links the library.
        .systemLibrary(name: "CNcurses"),
        // The only module that imports CNcurses: draws TerminalUI screens with ncurses, the
        // wide-character library (libncursesw on Linux; macOS ships it as libncurses).
        .target(
            name: "NcursesBackend",
            dependencies: ["TerminalUI", "CNcurses"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        .target(
            name: "TrackerCommands",
            dependencies: [
                "UDFKit", "AppCore", "AppStorage", "AppStoragePostgres", "AppSync", "TerminalUI", "TrackerUI", "NcursesBackend",
                "UDFKitDevTools", "DevToolsUI",
                appProduct("ArgumentParser", "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "udf-tui", dependencies: ["TrackerCommands"]),

        // Tools for tests and measurements, never shipped.
        .target(name: "LargeSamples", dependencies: ["AppCore", "UDFKit"]),
        .executableTarget(
            name: "udf-tui-lab",
            dependencies: [
                "TrackerCommands", "AppCore", "AppStorage", "AppStoragePostgres", "UDFKit", "LargeSamples",
                appProduct("ArgumentParser", "swift-argument-parser"),
            ]
        ),
        // `swift run -c release udfkit-bench`: every scenario against a hand-written store.
        .executableTarget(
            name: "udfkit-bench",
            dependencies: [
                "UDFKit", "UDFKitDevTools", "AppCore", "TerminalUI", "TrackerUI", "LargeSamples",
                appProduct("MallocInterposerSwift", "malloc-interposer"),
            ],
            path: "Benchmarks/Sources/udfkit-bench"
        ),
        // libFuzzer targets, built with -sanitize=fuzzer by Fuzz/run.sh (a plain build links
        // them as programs that do nothing).
        .target(name: "FuzzDriver", path: "Fuzz/Sources/FuzzDriver"),
        .executableTarget(name: "FuzzJSONImport", dependencies: ["FuzzDriver", "AppCore", "AppStorage"], path: "Fuzz/Sources/FuzzJSONImport"),
        .executableTarget(name: "FuzzCSVImport", dependencies: ["FuzzDriver", "AppCore", "AppStorage"], path: "Fuzz/Sources/FuzzCSVImport"),
        .executableTarget(name: "FuzzKeyDecoder", dependencies: ["FuzzDriver", "TerminalUI"], path: "Fuzz/Sources/FuzzKeyDecoder"),
        .executableTarget(name: "FuzzLineEditor", dependencies: ["FuzzDriver", "TerminalUI"], path: "Fuzz/Sources/FuzzLineEditor"),
        // AppStoragePostgres's URL reader, from its own files (symbolic links in the folder).
        .executableTarget(name: "FuzzPostgresURL", dependencies: ["FuzzDriver"], path: "Fuzz/Sources/FuzzPostgresURL"),

        // Tests. The helpers are test targets too, so only `--build-tests` compiles them.
        .testTarget(name: "ProcessTesting"),
        .testTarget(name: "TerminalUITesting", dependencies: ["TerminalUI"]),
        .testTarget(name: "SeededGenerators", dependencies: ["UDFKitTesting", appProduct("PropertyBased", "swift-property-based")]),
        .testTarget(name: "UDFKitTests", dependencies: ["UDFKit", "UDFKitTesting"]),
        .testTarget(name: "UDFKitDevToolsTests", dependencies: ["UDFKitDevTools", "UDFKit"]),
        .testTarget(name: "DevToolsUITests", dependencies: ["DevToolsUI", "UDFKitDevTools", "UDFKit", "TerminalUI"]),
        .testTarget(name: "UDFKitTestingTests", dependencies: ["UDFKit", "UDFKitTesting"]),
        .testTarget(
            name: "AppCoreTests",
            dependencies: ["AppCore", "UDFKit", "UDFKitTesting", "LargeSamples", "SeededGenerators", appProduct("PropertyBased", "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "AppStorageTests",
            dependencies: [
                "AppStorage", "AppStoragePostgres", "AppCore", "UDFKit", "UDFKitTesting", "ProcessTesting", "SeededGenerators", "LargeSamples", "udf-tui-lab",
                appProduct("PropertyBased", "swift-property-based"),
            ],
            // Database files and exports made by earlier versions of udf-tui (Fixtures/README.md).
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "AppSyncTests",
            dependencies: ["AppSync", "AppStorage", "AppStoragePostgres", "AppCore", "UDFKit", "ProcessTesting", "udf-tui-lab"]
        ),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUITesting"]),
        .testTarget(
            name: "TrackerUITests",
            dependencies: ["TrackerUI", "TerminalUI", "TerminalUITesting", "AppCore", "AppStorage", "UDFKit", "LargeSamples"]
        ),
        .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalUI", "CNcurses"]),
        .testTarget(name: "EndToEndTests", dependencies: ["udf-tui", "udf-tui-lab", "ProcessTesting"]),
        .testTarget(name: "ManifestTests", dependencies: ["ProcessTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
