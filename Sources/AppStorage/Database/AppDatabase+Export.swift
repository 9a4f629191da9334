import AppCore
import Foundation
import GRDB

extension AppDatabase {
    /// Runs `body` on one snapshot of the data for an export: every project and activity
    /// read at once, and the items read through a GRDB cursor as `body` asks for them, all
    /// in one read transaction, so that a program writing meanwhile changes nothing of what
    /// the export sees, and memory holds one batch of items at a time.
    ///
    /// Unlike ``loadData()``, ids are not checked for duplicates (that would need a set of
    /// every id; the schema's `UNIQUE` makes them unique), and the file is not checked for
    /// damage first: a damaged page is still an error when it is read.
    ///
    /// - Throws: a ``StorageError`` if the rows cannot be read; whatever `body` throws.
    package func readForExport<T>(_ body: (any ExportSnapshot) throws -> T) throws -> T {
        if isEmptyReadOnly { return try body(MemorySnapshot(AppData())) }
        let outcome = try read { [shape] db in
            let skeleton = try Self.loadData(db, items: .none, shape: shape)
            let snapshot = SQLiteExportSnapshot(skeleton: skeleton, db: db, itemColumns: shape.selection(of: ItemTable.self)) { [path, access, options] error in
                let failure = StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
                return access == .readOnly ? failure.whileReading : failure
            }
            return Result { try body(snapshot) }
        }
        return try outcome.get()
    }
}

/// The items of an SQLite read transaction, read with a cursor a batch at a time.
private struct SQLiteExportSnapshot: ExportSnapshot {
    let skeleton: AppData
    let db: Database
    /// The `SELECT` list of the items in this file's schema.
    let itemColumns: String
    /// The error a failed read throws.
    let failure: (any Error) -> StorageError

    func items(batchSize: Int, _ body: ([Item]) throws -> Void) throws {
        try items("SELECT \(itemColumns) FROM item ORDER BY position", [], batchSize: batchSize, body)
    }

    /// By the `(projectID, timestamp)` index; SQLite sorts the items of one instant by id,
    /// comparing the 16 bytes as `Identifier` does.
    func items(of project: ProjectID, batchSize: Int, _ body: ([Item]) throws -> Void) throws {
        let sql = "SELECT \(itemColumns) FROM item WHERE projectID = ? ORDER BY timestamp, id"
        try items(sql, [project.rawValue], batchSize: batchSize, body)
    }

    /// By the `(projectID, timestamp)` index, an anti-join: one probe of the project ids per
    /// item, stopping at the first item without a project.
    func checkItemOwners() throws {
        let sql = "SELECT id, projectID FROM item WHERE NOT EXISTS (SELECT 1 FROM project WHERE project.id = item.projectID) LIMIT 1"
        let orphan: (UUID, UUID)?
        do {
            orphan = try Row.fetchOne(db, sql: sql).map { ($0[0], $0[1]) }
        } catch {
            throw failure(error)
        }
        if let (id, project) = orphan {
            throw failure(StoredRows.orphan(ItemID(id), of: ProjectID(project)))
        }
    }

    private func items(_ sql: String, _ arguments: StatementArguments, batchSize: Int, _ body: ([Item]) throws -> Void) throws {
        let cursor: RowCursor
        do {
            cursor = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        } catch {
            throw failure(error)
        }
        var batch: [Item] = []
        batch.reserveCapacity(max(1, batchSize))
        while true {
            let item: Item?
            do {
                item = try cursor.next().map { row in
                    var cells = SQLiteCells(row)
                    return try ItemTable.element(&cells)
                }
            } catch {
                throw failure(error)
            }
            guard let item else { break }
            batch.append(item)
            if batch.count >= batchSize {
                try body(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { try body(batch) }
    }
}
