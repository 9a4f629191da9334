// swift-tools-version: 6.1
//
// libFuzzer targets for the code that reads what people and other programs give it: the
// JSON and CSV importers, the terminal's key decoder (with the paste assembler), the
// line editor fed arbitrary key streams, and the PostgreSQL URL reader. Built and run by Fuzz/run.sh (with
// -sanitize=fuzzer,address); not part of `swift test`.

import PackageDescription

let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "UDFKit", path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzJSONImport", dependencies: ["FuzzDriver", .product(name: "AppStorage", package: "UDFKit")]),
        .executableTarget(name: "FuzzCSVImport", dependencies: ["FuzzDriver", .product(name: "AppStorage", package: "UDFKit")]),
        .executableTarget(name: "FuzzKeyDecoder", dependencies: ["FuzzDriver", .product(name: "TerminalUI", package: "UDFKit")]),
        .executableTarget(name: "FuzzLineEditor", dependencies: ["FuzzDriver", .product(name: "TerminalUI", package: "UDFKit")]),
        // AppStoragePostgres's URL reader, from its own files (linked: that module is no product).
        .executableTarget(name: "FuzzPostgresURL", dependencies: ["FuzzDriver"]),
    ]
)
