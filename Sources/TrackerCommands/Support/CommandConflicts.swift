import AppCore
import AppStorage
import AppSync
import TrackerUI

/// The conflicts a file keeps, as `udf-tui sync status` prints them and the conflicts screen
/// shows them (``TrackerUI/SyncConflictEntry``), each beside the file's current data.
///
/// ```swift
/// let (entries, data) = try CommandConflicts.entries(in: database)
/// ```
enum CommandConflicts {
    /// Every kept conflict, oldest first, with the data they are seen against.
    static func entries(in database: AppDatabase) throws(StorageError) -> (entries: [SyncConflictEntry], data: AppData) {
        let kept = try database.syncConflicts()
        guard !kept.isEmpty else { return ([], AppData()) }
        let data = try database.loadData()
        let entries = kept.map { conflict in
            let sides = ConflictSides(conflict, on: data)
            return SyncConflictEntry(id: conflict.id, what: SyncStatusText.describe(conflict.pending), reason: conflict.reason,
                                     record: sides.record, refusal: sides.refusal)
        }
        return (entries, data)
    }

    /// The lines `sync status` prints for one conflict: what and why, then mine beside
    /// theirs per field, or why keep mine is refused now.
    static func lines(of entry: SyncConflictEntry, in data: AppData, calendar: CalendarText) -> [String] {
        var lines = ["Conflict \(entry.id): \(entry.what) — \(entry.reason)."]
        for field in entry.fields(in: data, calendar: calendar) {
            lines.append("  \(field.record) · \(field.field): mine \(field.mine ?? "(deleted)"), theirs \(field.theirs ?? "(deleted)")")
        }
        if let refusal = entry.refusal { lines.append("  Keep mine is refused on the current data: \(refusal).") }
        return lines
    }
}
