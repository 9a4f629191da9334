import AppCore
import Foundation
import UDFKit

/// One line of text per project, item, activity, undo step and error of a state, for the
/// docs.
enum StateLines {
    static func of(_ state: AppState) -> [String] {
        let data = state.data
        var lines = data.projects.map { project in
            "project \(short(project.id.rawValue)) \"\(project.title)\" in \(project.units.isEmpty ? "no unit" : project.units), "
                + "\(project.frequency.rawValue); created \(iso(project.createdAt)), updated \(iso(project.updatedAt))"
                + (project.target.map { "; target \($0.text(units: project.units)) per period" } ?? "")
        }
        lines += data.items.map { item in
            "item \(short(item.id.rawValue)) of project \(short(item.projectID.rawValue)): \(number(item.amount)) at \(iso(item.timestamp))"
                + (item.notes.map { ", notes \"\($0)\"" } ?? "")
        }
        lines += data.activities.map { "activity of project \(short($0.projectID.rawValue)) running since \(iso($0.startedAt))" }
        lines += state.history.undoable.map { "can undo: " + describe($0) }
        lines += state.history.redoable.map { "can redo: " + describe($0) }
        if state.history.isGrouping {
            lines.append("grouping undo steps")
        }
        if let error = state.lastError {
            lines.append("error: \"\(error.message)\"")
        }
        return lines
    }

    /// A step's changes, record by record: `project #1 changed, item #101 added` (a record moved
    /// is one that took a deleted item's place).
    static func describe(_ step: AppChanges) -> String {
        let projects = step.projects.elements.map { describe("project", $0.id.rawValue, $0) }
        let items = step.items.elements.map { describe("item", $0.id.rawValue, $0) }
        let timers = step.activities.elements.map { describe("timer of project", $0.id.rawValue, $0) }
        return (projects + items + timers).joined(separator: ", ")
    }

    private static func describe<Element>(_ noun: String, _ id: UUID, _ change: ElementChange<Element>) -> String {
        let verb = change.before == nil ? "added" : change.after == nil ? "deleted" : change.before == change.after ? "moved" : "changed"
        return "\(noun) \(short(id)) \(verb)"
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
