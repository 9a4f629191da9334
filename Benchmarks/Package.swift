// swift-tools-version: 6.1
//
// Benchmarks for UDFKit, kept out of the root package so that library users never build them.
// `swift run -c release --package-path Benchmarks udfkit-bench` prints one line per scenario:
// UDFKit against a hand-written minimal store, in the same run.

import PackageDescription

let package = Package(
    name: "UDFKitBenchmarks",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "UDFKit", path: ".."),
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        .executableTarget(
            name: "udfkit-bench",
            dependencies: [
                .product(name: "UDFKit", package: "UDFKit"),
                .product(name: "UDFKitDevTools", package: "UDFKit"),
                .product(name: "AppCore", package: "UDFKit"),
                .product(name: "TerminalUI", package: "UDFKit"),
                .product(name: "TrackerUI", package: "UDFKit"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
