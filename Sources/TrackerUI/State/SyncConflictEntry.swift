import AppCore
import Foundation
import UDFKit

/// One change the sync server refused, kept in the file until the person resolves it, as the
/// conflicts screen and `udf-tui sync status` show it: the user's version (mine) of each
/// record beside the file's current one (theirs, the server's after a pull).
///
/// The program's sync side fills it (``ConflictAction/conflictsLoaded(_:)``); the screen only
/// reads it.
///
/// ```swift
/// let entry = SyncConflictEntry(id: 1, what: "itemEdited (ItemAction)", reason: "item changed elsewhere",
///                               record: theirsToMine, refusal: nil)
/// entry.fields(in: data, calendar: calendar).map(\.field)    // ["amount"]
/// ```
public struct SyncConflictEntry: Codable, Hashable, Sendable, Identifiable {
    /// The number `udf-tui sync resolve` takes.
    public var id: Int64
    /// What the change was ("itemEdited (ItemAction)").
    public var what: String
    /// Why the server refused it.
    public var reason: String
    /// From theirs (`before`) to mine (`after`), per record; nil when the current data
    /// refuses the change (``refusal``).
    public var record: AppChanges?
    /// Why keep mine cannot apply it now; nil when it can.
    public var refusal: String?

    /// An entry from its parts.
    public init(id: Int64, what: String, reason: String, record: AppChanges?, refusal: String?) {
        self.id = id
        self.what = what
        self.reason = reason
        self.record = record
        self.refusal = refusal
    }

    /// The one item this conflict changes, mine: what the edit key opens the item form on
    /// (its project's `updatedAt`, which moves with it, is no second record).
    public var myItem: Item? {
        guard let items = record?.items.elements, items.count == 1 else { return nil }
        return items[0].after
    }

    /// The one project this conflict changes, mine, when it changes no item.
    public var myProject: Project? {
        guard let projects = record?.projects.elements, projects.count == 1, record?.items.elements.isEmpty == true else { return nil }
        return projects[0].after
    }

    /// Mine beside theirs, one line per field that differs, records in the change's order.
    public func fields(in data: AppData, calendar: CalendarText) -> [ConflictField] {
        guard let record else { return [] }
        let projects = record.projects.elements.flatMap { ConflictField.fields(of: $0) }
        let items = record.items.elements.flatMap { change in
            let units = (change.after ?? change.before).flatMap { data.projects[id: $0.projectID] }?.units ?? ""
            return ConflictField.fields(of: change, units: units, data: data, calendar: calendar)
        }
        let timers = record.activities.elements.map { change in
            ConflictField(record: "timer of " + ConflictField.title(of: change.id, in: data), field: "started",
                          mine: change.after.map { calendar.dateTime($0.startedAt) }, theirs: change.before.map { calendar.dateTime($0.startedAt) })
        }
        return projects + items + timers
    }
}
