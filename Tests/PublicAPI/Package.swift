// swift-tools-version: 6.1
//
// UDFKit as its users see it: a package of its own that depends on UDFKit by path, as an app
// would by URL, and imports nothing but its public API (no @testable). Each test checks one
// promise of a doc comment, docs/architecture.md or docs/toolbox.md, named after it.
//
//   swift test --package-path Tests/PublicAPI

import PackageDescription

let package = Package(
    name: "PublicAPI",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        // The app and its dependencies off, as an app that adopts UDFKit and its test companion
        // writes it: `traits: ["CustomDump"]` for UDFKitTesting's -/+ diffs, `traits: []` without.
        .package(name: "UDFKit", path: "../..", traits: ["CustomDump"]),
    ],
    targets: [
        .testTarget(
            name: "PublicAPITests",
            dependencies: [
                .product(name: "UDFKit", package: "UDFKit"),
                .product(name: "UDFKitTesting", package: "UDFKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
