import Foundation
import Testing
import UDFKit
import UDFKitTesting

struct Diary: Equatable, Sendable, Codable {
    var entries: [Date] = []
}

enum DiaryAction: Action, Equatable, Codable {
    case written(at: Date)
}

let diaryReducer = Reducer<Diary>(DiaryAction.self) { diary, action in
    switch action {
    case .written(let date): diary.entries.append(date)
    }
}

/// A folder of fixture files written from the given texts.
func fixtureFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "fixtures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
        try Data(text.utf8).write(to: folder.appending(path: name))
    }
    return folder
}

@Suite struct FixtureRunnerTests {
    let runner: FixtureRunner<Counter>

    init() throws {
        runner = FixtureRunner(reducer: counterReducer, registry: try ActionRegistry([CounterAction.self]))
    }

    let counting = """
        {
          "title": "Each click counts once",
          "story": "People count on the counter to match their clicks.",
          "given": { "count": 1, "label": "clicks" },
          "when": [ { "type": "CounterAction", "action": { "incremented": {} } } ],
          "then": { "count": 2, "label": "clicks" }
        }
        """

    @Test func aFixtureWhoseThenHoldsPasses() throws {
        let folder = try fixtureFolder(["counting.json": counting])
        #expect(runner.run(folder.appending(path: "counting.json")))
        let fixture = try runner.load(folder.appending(path: "counting.json"))
        #expect(fixture.title == "Each click counts once")
        #expect(fixture.file == "counting.json")
        #expect(runner.outcome(of: fixture) == Counter(count: 2, label: "clicks"))
    }

    @Test func aFixtureWhoseThenIsWrongFailsWithItsStoryAndADiff() throws {
        let folder = try fixtureFolder(["counting.json": counting.replacingOccurrences(of: #""count": 2"#, with: #""count": 3"#)])
        let line = #line + 2
        withKnownIssue {
            #expect(runner.run(folder.appending(path: "counting.json")) == false)
        } matching: { issue in
            issue.sourceLocation?.line == line && text(of: issue) == """
                Fixture "Each click counts once" (counting.json) failed.
                Why it matters: People count on the counter to match their clicks.
                The state after `when` is not `then` (Expected: -, Actual: +)
                  Counter(
                -   count: 3,
                +   count: 2,
                    label: "clicks"
                  )
                """
        }
    }

    @Test func aFixtureWithAnUnknownActionFailsNamingTheFileAndThePlace() throws {
        let folder = try fixtureFolder(["counting.json": counting.replacingOccurrences(of: #""type": "CounterAction""#, with: #""type": "ClickAction""#)])
        withKnownIssue {
            runner.run(folder.appending(path: "counting.json"))
        } matching: { issue in
            text(of: issue) == #"Fixture counting.json: at when[0].type: unknown action type "ClickAction" (not in the ActionRegistry)"#
        }
    }

    @Test func fixturesMustHaveAStoryAndActions() throws {
        let folder = try fixtureFolder([
            "no-story.json": counting.replacingOccurrences(of: "People count on the counter to match their clicks.", with: "  "),
            "no-actions.json": counting.replacingOccurrences(of: #"{ "type": "CounterAction", "action": { "incremented": {} } }"#, with: ""),
            "broken.json": "{ \"title\": ",
        ])
        #expect(throws: FixtureError(file: "no-story.json", reason: "at story: the story must not be blank")) {
            try runner.load(folder.appending(path: "no-story.json"))
        }
        #expect(throws: FixtureError(file: "no-actions.json", reason: "at when: a fixture needs at least one action")) {
            try runner.load(folder.appending(path: "no-actions.json"))
        }
        #expect(throws: FixtureError.self) { try runner.load(folder.appending(path: "broken.json")) }
        #expect(throws: FixtureError.self) { try runner.load(folder.appending(path: "missing.json")) }
    }

    @Test func datesInFixturesAreISO8601ByDefault() throws {
        let diary = FixtureRunner(reducer: diaryReducer, registry: try ActionRegistry([DiaryAction.self]))
        let folder = try fixtureFolder(["writing.json": """
            {
              "title": "Writing adds a dated entry",
              "story": "The diary keeps the moment each entry was written.",
              "given": { "entries": ["2024-03-01T09:30:00Z"] },
              "when": [ { "type": "DiaryAction", "action": { "written": { "at": "2024-03-02T18:00:00Z" } } } ],
              "then": { "entries": ["2024-03-01T09:30:00Z", "2024-03-02T18:00:00Z"] }
            }
            """])
        let fixture = try diary.load(folder.appending(path: "writing.json"))
        #expect(fixture.then.entries == [Date(timeIntervalSince1970: 1_709_285_400), Date(timeIntervalSince1970: 1_709_402_400)])
        #expect(diary.run(fixture))
    }

    @Test func anotherDateStrategyCanBeConfigured() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let diary = FixtureRunner(reducer: diaryReducer, registry: try ActionRegistry([DiaryAction.self]), decoder: decoder)
        let folder = try fixtureFolder(["writing.json": """
            {"title": "Writing", "story": "Entries keep their time.", "given": {"entries": []},
             "when": [{"type": "DiaryAction", "action": {"written": {"at": 60}}}], "then": {"entries": [60]}}
            """])
        #expect(diary.run(folder.appending(path: "writing.json")))
    }

    @Test func runAllRunsEveryFixtureOfAFolderInNameOrder() throws {
        let folder = try fixtureFolder(["b.json": counting, "a.json": counting, "notes.txt": "not a fixture"])
        #expect(FixtureRunner<Counter>.files(in: folder).map(\.lastPathComponent) == ["a.json", "b.json"])
        runner.runAll(in: folder)
    }

    @Test func runAllFailsForAFolderWithoutFixtures() throws {
        let folder = try fixtureFolder([:])
        withKnownIssue {
            runner.runAll(in: folder)
        } matching: { issue in
            text(of: issue) == "No fixtures (.json files) in \(folder.path)"
        }
    }
}
