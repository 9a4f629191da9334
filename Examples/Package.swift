// swift-tools-version: 6.1
//
// The UDFKit examples: a package of its own that depends on UDFKit by path, as any app would
// by URL, which proves that UDFKit imports cleanly into another package.
//
//   swift run --package-path Examples Counter
//   swift run --package-path Examples Todo -- todos.json
//   swift run --package-path Examples Navigator
//   swift run --package-path Examples TableRows
//   swift run --package-path Examples Synced
//   swift test --package-path Examples

import PackageDescription

let udfKit = Target.Dependency.product(name: "UDFKit", package: "UDFKit")
let udfKitTesting = Target.Dependency.product(name: "UDFKitTesting", package: "UDFKit")
let udfKitDevTools = Target.Dependency.product(name: "UDFKitDevTools", package: "UDFKit")

let package = Package(
    name: "Examples",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        // `traits: []`: the app and its dependencies off, as an app that adopts UDFKit writes it.
        .package(name: "UDFKit", path: "..", traits: []),
    ],
    targets: [
        .executableTarget(name: "Counter", dependencies: [udfKit, udfKitDevTools]),
        .executableTarget(name: "Todo", dependencies: [udfKit, udfKitDevTools]),
        .executableTarget(name: "Navigator", dependencies: [udfKit]),
        .executableTarget(name: "TableRows", dependencies: [udfKit]),
        .executableTarget(name: "Synced", dependencies: [udfKit]),
        .testTarget(name: "CounterTests", dependencies: ["Counter", udfKit, udfKitTesting, udfKitDevTools]),
        .testTarget(name: "TodoTests", dependencies: ["Todo", udfKit, udfKitTesting, udfKitDevTools]),
        .testTarget(name: "NavigatorTests", dependencies: ["Navigator", udfKit, udfKitTesting]),
        .testTarget(name: "TableRowsTests", dependencies: ["TableRows", udfKit]),
        .testTarget(name: "SyncedTests", dependencies: ["Synced", udfKit]),
    ],
    swiftLanguageModes: [.v6]
)
