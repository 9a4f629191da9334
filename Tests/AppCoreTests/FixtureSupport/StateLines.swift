import AppCore
import Foundation

/// One line of text per project, item, activity and error of a state, for the docs.
enum StateLines {
    static func of(_ state: AppState) -> [String] {
        let data = state.data
        var lines = data.projects.map { project in
            "project \(short(project.id.rawValue)) \"\(project.title)\" in \(project.units.isEmpty ? "no unit" : project.units), "
                + "\(project.frequency.rawValue); created \(iso(project.createdAt)), updated \(iso(project.updatedAt))"
        }
        lines += data.items.map { item in
            "item \(short(item.id.rawValue)) of project \(short(item.projectID.rawValue)): \(number(item.amount)) at \(iso(item.timestamp))"
                + (item.notes.map { ", notes \"\($0)\"" } ?? "")
        }
        lines += data.activities.map { "activity of project \(short($0.projectID.rawValue)) running since \(iso($0.startedAt))" }
        if let error = state.lastError {
            lines.append("error: \"\(error.message)\"")
        }
        return lines
    }

    /// `#101` for the readable fixed ids, the whole UUID otherwise.
    static func short(_ uuid: UUID) -> String {
        short(uuid.uuidString)
    }

    static func short(_ text: String) -> String {
        let prefix = "00000000-0000-0000-0000-"
        guard text.hasPrefix(prefix), text.count == 36 else { return text }
        let digits = text.dropFirst(prefix.count).drop { $0 == "0" }
        return "#" + (digits.isEmpty ? "0" : digits)
    }

    static func iso(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// 412 rather than 412.0; other numbers as Swift prints them.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// A fixture action as one line: `itemAdded(id: #101, projectID: #1, amount: 412, ...)`.
enum ActionLine {
    /// The order arguments are shown in; others follow alphabetically.
    static let argumentOrder = ["id", "projectID", "itemID", "title", "units", "frequency", "amount", "timestamp", "notes", "at"]

    static func of(_ step: FixtureAction) -> String {
        guard case .object(let action) = step.json, let (name, payload) = action.first else { return step.caseName }
        guard case .object(let arguments) = payload, !arguments.isEmpty else { return name }
        let keys = arguments.keys.sorted { (argumentOrder.firstIndex(of: $0) ?? 99, $0) < (argumentOrder.firstIndex(of: $1) ?? 99, $1) }
        return name + "(" + keys.map { "\($0): \(value(arguments[$0] ?? .null))" }.joined(separator: ", ") + ")"
    }

    static func value(_ json: JSONValue) -> String {
        switch json {
        case .string(let text) where ["NaN", "Infinity", "-Infinity"].contains(text): text
        case .string(let text) where text.hasPrefix("00000000-"): StateLines.short(text)
        case .string(let text) where text.count == 20 && text.hasSuffix("Z"): text
        case .string(let text): "\"\(text)\""
        case .number(let number): StateLines.number(number)
        case .bool(let flag): String(flag)
        case .null: "nil"
        case .array(let values): "[" + values.map(value).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.keys.sorted().map { "\($0): \(value(members[$0] ?? .null))" }.joined(separator: ", ") + "}"
        }
    }
}
