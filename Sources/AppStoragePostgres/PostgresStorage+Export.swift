import Foundation
import AppCore
import AppStorage
import PostgresNIO

extension PostgresStorage {
    /// Runs `body` on one snapshot of the data for an export: every project and activity
    /// read at once, and the items read through a server-side cursor (`DECLARE` … `FETCH`)
    /// a batch at a time as `body` asks for them, all in one `REPEATABLE READ READ ONLY`
    /// transaction, so that a program writing meanwhile changes nothing of what the export
    /// sees, and memory holds one batch of items at a time.
    ///
    /// Unlike ``loadData()``, item ids are not checked for duplicates (the primary key
    /// makes them unique).
    ///
    /// - Throws: a ``AppStorage/StorageError`` if the rows cannot be read; whatever `body`
    ///   throws.
    package func readForExport<T>(_ body: (any ExportSnapshot) throws -> T) throws -> T {
        let outcome = try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { session in
            let skeleton = try Self.loadData(session, items: nil)
            let snapshot = PostgresExportSnapshot(skeleton: skeleton, session: session, location: postgresLocation)
            return Result { try body(snapshot) }
        }
        return try outcome.get()
    }
}

/// The items of a PostgreSQL read transaction, fetched from a cursor a batch at a time.
private struct PostgresExportSnapshot: ExportSnapshot {
    let skeleton: AppData
    let session: BlockingConnection.Session
    let location: PostgresLocation

    func items(batchSize: Int, _ body: ([Item]) throws -> Void) throws {
        try items("SELECT \(unescaped: PostgresStorage.itemColumns) FROM item ORDER BY position", batchSize: batchSize, body)
    }

    /// By the `(projectID, "timestamp")` index; the items of one instant by id (PostgreSQL
    /// compares `uuid`s byte by byte, as `Identifier` does). A page at a time, each starting
    /// after the last item of the one before (keyset paging, in the same snapshot): one
    /// round trip for a project of fewer items than a batch, where a cursor takes three
    /// (`DECLARE`, `FETCH`, `CLOSE`), which a CSV export pays for every project.
    func items(of project: ProjectID, batchSize: Int, _ body: ([Item]) throws -> Void) throws {
        let size = max(1, batchSize)
        var after: Item?
        while true {
            let query: PostgresQuery = if let after {
                """
                SELECT \(unescaped: PostgresStorage.itemColumns) FROM item WHERE projectID = \(project.rawValue)
                    AND ("timestamp", id) > (\(after.timestamp.timeIntervalSinceReferenceDate), \(after.id.rawValue))
                    ORDER BY "timestamp", id LIMIT \(size)
                """
            } else {
                """
                SELECT \(unescaped: PostgresStorage.itemColumns) FROM item WHERE projectID = \(project.rawValue)
                    ORDER BY "timestamp", id LIMIT \(size)
                """
            }
            let batch = try items(session.query(query))
            if !batch.isEmpty { try body(batch) }
            guard batch.count == size, let last = batch.last else { return }
            after = last
        }
    }

    /// An anti-join of the items and the projects, stopping at the first item without one.
    func checkItemOwners() throws {
        let query: PostgresQuery = """
            SELECT id, projectID FROM item
            WHERE NOT EXISTS (SELECT 1 FROM project WHERE project.id = item.projectID) LIMIT 1
            """
        do {
            if let row = try session.query(query).first {
                var cells = Cells(row)
                let (id, project) = (ItemID(try cells.next(UUID.self)), ProjectID(try cells.next(UUID.self)))
                throw StoredRows.orphan(id, of: project)
            }
        } catch {
            throw PostgresErrors.storageError(error, location: location)
        }
    }

    /// The rows of `query`, through a cursor closed at the end (the transaction's end
    /// closes it on an error).
    private func items(_ query: PostgresQuery, batchSize: Int, _ body: ([Item]) throws -> Void) throws {
        let size = max(1, batchSize)
        var declare = query
        declare.sql = "DECLARE udf_tui_export NO SCROLL CURSOR FOR " + query.sql
        try session.query(declare)
        while true {
            let batch = try items(session.query(PostgresQuery(unsafeSQL: "FETCH FORWARD \(size) FROM udf_tui_export")))
            if !batch.isEmpty { try body(batch) }
            if batch.count < size { break }
        }
        try session.query("CLOSE udf_tui_export")
    }

    /// The items of `rows`, or the error of a row that is not one.
    private func items(_ rows: PostgresQueryResult) throws(StorageError) -> [Item] {
        var batch: [Item] = []
        batch.reserveCapacity(rows.count)
        do {
            for row in rows { batch.append(try PostgresStorage.element(of: ItemTable.self, row)) }
        } catch {
            throw PostgresErrors.storageError(error, location: location)
        }
        return batch
    }
}
