import AppCore
import Foundation
import UDFKitTesting

/// One fixture as the docs show it: its file name, its typed content and its actions as written.
struct DocEntry {
    var name: String
    var fixture: Fixture<AppState>
    var steps: [WrittenActions.Step]

    static func loadAll() throws -> [DocEntry] {
        try AppFixtures.files.map { file in
            DocEntry(name: AppFixtures.name(of: file), fixture: try AppFixtures.runner.load(file), steps: try WrittenActions.load(file))
        }
    }
}

/// Renders docs/reducers.md from the fixtures: every rule of the app, grouped by the action
/// it is about (see ``key(of:)``), each shown as given / when / then.
enum ReducerDocs {
    /// The chapters, in the order of the docs; a family missing here goes last.
    static let families = ["ProjectAction", "ItemAction", "ActivityAction", "ErrorAction", "HistoryAction"]

    static func render(_ fixtures: [DocEntry]) -> String {
        let grouped = Dictionary(grouping: fixtures) { key(of: $0.steps) }
        let keys = grouped.keys.sorted { order(of: $0) < order(of: $1) }
        var lines = header(keys)
        for (index, key) in keys.enumerated() {
            if index == 0 || keys[index - 1].type != key.type {
                lines += ["## \(key.type)", ""]
            }
            lines += ["### \(key.caseName)", ""]
            let rules = (grouped[key] ?? []).sorted { (rank($0.fixture), $0.name) < (rank($1.fixture), $1.name) }
            for rule in rules {
                lines += section(rule)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Accepted actions before refused ones.
    static func rank(_ fixture: Fixture<AppState>) -> Int {
        fixture.then.lastError == nil ? 0 : 1
    }

    struct Key: Hashable {
        var type: String
        var caseName: String
    }

    /// What a fixture is about: its last history action if it has one (the data actions
    /// before it set the scene), else its last action.
    static func key(of steps: [WrittenActions.Step]) -> Key {
        let subject = steps.last { $0.type == "HistoryAction" } ?? steps.last
        return Key(type: subject?.type ?? "", caseName: subject.map(ActionLine.caseName) ?? "")
    }

    static func order(of key: Key) -> (Int, Int, String) {
        let family = families.firstIndex(of: key.type) ?? families.count
        let caseIndex = Catalog.actionCases.firstIndex(of: key.caseName) ?? Catalog.actionCases.count
        return (family, caseIndex, key.caseName)
    }

    static func header(_ keys: [Key]) -> [String] {
        var lines = [
            "# AppCore: every rule, by action",
            "",
            "<!-- Generated from Tests/AppCoreTests/Fixtures by ReducerDocsTests; do not edit.",
            "     After changing a fixture run: UPDATE_DOCS=1 swift test --filter ReducerDocs -->",
            "",
            "Each rule is one fixture file: a **given** state, the actions that happen **when**, and",
            "the state **then**, shown as the lines that changed (`-` removed, `+` added). Ids are",
            "written `#1` for `00000000-0000-0000-0000-000000000001`; times are UTC.",
            "",
        ]
        let families = keys.map(\.type).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for family in families {
            let cases = keys.filter { $0.type == family }.map { "[\($0.caseName)](#\($0.caseName.lowercased()))" }
            lines.append("- **\(family)**: " + cases.joined(separator: ", "))
        }
        return lines + [""]
    }

    static func section(_ entry: DocEntry) -> [String] {
        let (name, fixture) = (entry.name, entry.fixture)
        let given = StateLines.of(fixture.given)
        var lines = ["#### \(fixture.title)", "", fixture.story, ""]
        lines += given.isEmpty ? ["Given an empty state,", ""] : ["Given", "", "```"] + given + ["```", ""]
        lines += ["when"] + [""] + entry.steps.map { "- `\(ActionLine.of($0))`" } + [""]
        lines += ["then", "", "```diff"] + lineDiff(given, StateLines.of(fixture.then)) + ["```", ""]
        lines += ["<sub>[\(name).json](../Tests/AppCoreTests/Fixtures/\(name).json)</sub>", ""]
        return lines
    }
}
