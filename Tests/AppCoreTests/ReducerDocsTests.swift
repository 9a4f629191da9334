import Foundation
import Testing

/// docs/reducers.md is generated from the fixtures; this test fails when it is out of date.
/// Regenerate it with `UPDATE_DOCS=1 swift test --filter ReducerDocs`.
@Suite struct ReducerDocsTests {
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/reducers.md")

    func fixtures() throws -> [DocEntry] {
        try DocEntry.loadAll()
    }

    @Test func reducerDocsAreUpToDateWithTheFixtures() throws {
        let rendered = ReducerDocs.render(try fixtures())

        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1" {
            try FileManager.default.createDirectory(at: Self.document.deletingLastPathComponent(), withIntermediateDirectories: true)
            try rendered.write(to: Self.document, atomically: true, encoding: .utf8)
        }
        let current = try? String(contentsOf: Self.document, encoding: .utf8)
        #expect(current == rendered, "docs/reducers.md is out of date: run UPDATE_DOCS=1 swift test --filter ReducerDocs")
    }

    @Test func theDocsChangeWhenAFixtureChanges() throws {
        var changed = try fixtures()
        changed[0].fixture.story = "A different story."

        #expect(ReducerDocs.render(changed) != ReducerDocs.render(try fixtures()))
    }

    @Test func everyFixtureAppearsInTheDocs() throws {
        let rendered = ReducerDocs.render(try fixtures())

        for file in AppFixtures.files {
            #expect(rendered.contains("[\(AppFixtures.name(of: file)).json]"))
        }
    }
}
