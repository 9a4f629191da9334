import AppCore
import Foundation
import UDFKit

/// One field of a conflict: the user's value (mine) beside the file's current one (theirs);
/// nil stands for a record that is not there on that side.
///
/// ```swift
/// ConflictField(record: "item of Mileage", field: "amount", mine: "500 km", theirs: "400 km")
/// ```
public struct ConflictField: Equatable, Sendable {
    /// Which record ("item of Mileage on 2026-11-28 10:00", "project Mileage").
    public var record: String
    /// Which field ("amount"), or "record" when one side has no such record.
    public var field: String
    /// The user's value; nil when mine removes the record.
    public var mine: String?
    /// The current value; nil when the record is gone here.
    public var theirs: String?

    /// A field from its parts.
    public init(record: String, field: String, mine: String?, theirs: String?) {
        self.record = record
        self.field = field
        self.mine = mine
        self.theirs = theirs
    }

    /// The fields of a project that differ between its two sides.
    static func fields(of change: ElementChange<Project>) -> [ConflictField] {
        let name = "project " + ((change.after ?? change.before)?.title ?? "?")
        return compare(change.before, change.after, record: name, [
            ("title", { $0.title }), ("units", { $0.units }), ("frequency", { "\($0.frequency)" }),
            ("target", { project in project.target.map { $0.text(units: project.units) } ?? "none" }),
        ])
    }

    /// The fields of an item that differ between its two sides.
    static func fields(of change: ElementChange<Item>, units: String, data: AppData, calendar: CalendarText) -> [ConflictField] {
        let item = change.after ?? change.before
        let name = "item of " + (item.map { title(of: $0.projectID, in: data) } ?? "?")
        return compare(change.before, change.after, record: name, [
            ("amount", { NumberText.amount($0.amount, units: units) }), ("time", { calendar.dateTime($0.timestamp) }),
            ("notes", { $0.notes.flatMap { $0.isEmpty ? nil : $0 } ?? "(none)" }), ("project", { title(of: $0.projectID, in: data) }),
        ])
    }

    /// A project's title as the data has it, or "a deleted project".
    static func title(of project: ProjectID, in data: AppData) -> String {
        data.projects[id: project]?.title ?? "a deleted project"
    }

    /// One field per named value that differs; when a side is missing (deleted there), every
    /// value of the other beside "(deleted)", so that a record deleted elsewhere still shows
    /// what keep mine would make again.
    private static func compare<Record>(
        _ theirs: Record?, _ mine: Record?, record: String, _ values: [(String, (Record) -> String)]
    ) -> [ConflictField] {
        values.compactMap { name, value in
            let (mineText, theirsText) = (mine.map(value), theirs.map(value))
            return mineText == theirsText ? nil : ConflictField(record: record, field: name, mine: mineText, theirs: theirsText)
        }
    }
}
