import AppCore
import Foundation

/// The CSV form of the data, for spreadsheets: one row per item, with its project.
///
/// Columns: `project_id,project,units,frequency,item_id,timestamp,amount,notes`. Projects
/// come in list order, and the items of each project oldest first; timestamps are UTC
/// ISO 8601 with milliseconds. CSV is for people and spreadsheets: projects without items
/// and running activities are not in it, and timestamps are rounded to the millisecond.
/// The JSON export (``ExportDocument``) is the exact one. Text cells that a spreadsheet
/// would run as a formula get a `'` in front (see ``CSVCellGuard``), which ``CSVImport``
/// takes off again.
///
/// ```swift
/// let text = CSVExport.text(of: data)
/// // project_id,project,units,frequency,item_id,timestamp,amount,notes
/// // 00000000-…-0001,Mileage,km,monthly,00000000-…-0101,2025-03-05T18:00:00.000Z,412.5,Full tank
/// ```
public enum CSVExport {
    /// The header row's column names, in order.
    public static let columns = ["project_id", "project", "units", "frequency", "item_id", "timestamp", "amount", "notes"]

    /// The whole file: the header, then the rows, each ending with CRLF.
    public static func text(of data: AppData) -> String {
        var text = ""
        write(data) { text += $0 }
        return text
    }

    /// The text of ``text(of:)``, handed to `write` in pieces (the header, then the rows of
    /// one project at a time), so that the file's text is never whole in memory.
    ///
    /// - Throws: whatever `write` throws.
    public static func write<Failure: Error>(_ data: AppData, to write: (String) throws(Failure) -> Void) throws(Failure) {
        let snapshot = MemorySnapshot(data)
        try write(CSVText.line(columns))
        for project in data.projectList() {
            let items = snapshot.items(of: project.id)
            if !items.isEmpty { try write(rows(items, of: project)) }
        }
    }

    /// The text of ``text(of:)`` for the data of `snapshot`, handed to `write` in pieces
    /// (the header, then the rows of at most `rowsPerPiece` items of one project): the
    /// export of a database of any size, holding one batch of items at a time.
    ///
    /// The projects come in list order, and each one's items are read oldest first by the
    /// snapshot (through the `(projectID, timestamp)` index on both engines).
    ///
    /// - Throws: a ``StorageError`` if the snapshot cannot be read; whatever `write` throws.
    package static func write(_ snapshot: some ExportSnapshot, rowsPerPiece: Int = 4_096, to write: (String) throws -> Void) throws {
        try snapshot.checkItemOwners()
        // The header goes with the first rows, so that a row refused on reading leaves nothing
        // written when it is the first.
        var header: String? = CSVText.line(columns)
        for project in snapshot.skeleton.projectList() {
            try snapshot.items(of: project.id, batchSize: rowsPerPiece) { items in
                try write((header ?? "") + rows(items, of: project))
                header = nil
            }
        }
        if let header { try write(header) }
    }

    /// The lines of `items`, each ending with CRLF: `CSVText.line` of the eight cells, with
    /// the project's four cells (the same on each of its rows) escaped once.
    private static func rows(_ items: [Item], of project: Project) -> String {
        let projectCells = [
            project.id.description, CSVCellGuard.protect(project.title), CSVCellGuard.protect(project.units), project.frequency.rawValue,
        ].map(CSVText.escape).joined(separator: ",") + ","
        var rows = ""
        for item in items {
            rows += projectCells
            rows += CSVText.line([
                item.id.description, DateText.iso8601(item.timestamp), AmountText.format(item.amount), CSVCellGuard.protect(item.notes ?? ""),
            ])
        }
        return rows
    }
}
