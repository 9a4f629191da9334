import AppCore
import Foundation
import Testing
import UDFKit

/// `FIXTURE_OUTCOMES=DIR swift test --filter FixtureUpdate` writes, for every fixture in
/// Tests/AppCoreTests/Fixtures, the state its actions now produce to DIR/NAME.json (keys
/// sorted), for updating the fixtures' `then` after a change of the state's shape; review
/// every change, as the fixtures are the rules' documentation. Without the variable this
/// test writes nothing.
@Suite struct FixtureUpdateTests {
    @Test func writeOutcomesWhenAsked() throws {
        guard let output = ProcessInfo.processInfo.environment["FIXTURE_OUTCOMES"] else { return }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard let marker = text.range(of: "\n  \"then\": ") else { continue }
            // The old `then` may no longer decode: the fixture is read without it.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            try (String(text[..<marker.upperBound]) + "{}\n}\n").write(to: scratch, atomically: true, encoding: .utf8)
            let outcome = AppFixtures.runner.outcome(of: try AppFixtures.runner.load(scratch))
            try encoder.encode(outcome).write(to: URL(fileURLWithPath: output).appendingPathComponent(name))
        }
    }
}
