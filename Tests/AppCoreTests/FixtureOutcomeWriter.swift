import AppCore
import Foundation
import Testing
import UDFKit

/// Writes, for every fixture in Tests/AppCoreTests/Fixtures, the state its actions now
/// produce to `FIXTURE_OUTCOMES`/NAME.json (keys sorted): for updating the fixtures' `then`
/// after a change of the state's shape. Review every change, as the fixtures are the rules'
/// documentation. Run it with `scripts/fixture-outcomes.sh DIR`; in other runs it is
/// reported as skipped.
@Suite struct FixtureOutcomeWriter {
    static let output = ProcessInfo.processInfo.environment["FIXTURE_OUTCOMES"]

    @Test(.enabled(if: FixtureOutcomeWriter.output != nil, "writes the fixtures' outcomes only when asked: scripts/fixture-outcomes.sh DIR"))
    func writeTheOutcomeOfEveryFixture() throws {
        let output = URL(fileURLWithPath: try #require(Self.output))
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let marker = try #require(text.range(of: "\n  \"then\": "), "\(name) has no `then`")
            // The old `then` may no longer decode: the fixture is read without it.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("udf-fixture-" + name)
            defer { try? FileManager.default.removeItem(at: scratch) }
            try (String(text[..<marker.upperBound]) + "{}\n}\n").write(to: scratch, atomically: true, encoding: .utf8)
            let outcome = AppFixtures.runner.outcome(of: try AppFixtures.runner.load(scratch))
            try encoder.encode(outcome).write(to: output.appendingPathComponent(name))
        }
        #expect(names.count >= 40, "every fixture written")
        print("Wrote the outcome of \(names.count) fixtures to \(output.path)")
    }
}
