import AppCore
import GRDB
import IdentifiedCollections

extension AppDatabase {
    /// Reads the whole ``AppData``, in one read transaction so that the three tables agree.
    ///
    /// Each array comes back in the order it had in memory when it was written (the
    /// `position` column), so a state written and loaded again compares equal. Rows are
    /// decoded by column index: 100,000 items in well under 100 ms. A database opened for
    /// writing is checked for damage meanwhile, on a second connection.
    ///
    /// - Throws: ``StorageError/damaged(path:detail:)`` if the file is damaged or a row
    ///   cannot be part of the data (a wrong type, an unknown frequency, a duplicate id),
    ///   or another ``StorageError``.
    public func loadData() throws(StorageError) -> AppData {
        if isEmptyReadOnly { return AppData() }
        let (data, sync) = try loadCheckingIntegrity { () throws(StorageError) in
            do {
                return try queue.read { db in (try Self.loadData(db), try SyncPoint.read(db)) }
            } catch {
                throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
            }
        }
        syncPoint.withLock { $0 = sync }
        return data
    }

    /// `data` (what this store holds, at the ``syncPoint``) with another program's changes
    /// since then: only the changed rows are read when the ``ChangeLog`` allows it,
    /// otherwise everything is.
    func reloadData(from data: AppData) throws(StorageError) -> AppData {
        if let known = syncPoint.withLock({ $0 }) {
            let delta: DataDelta?
            do {
                delta = try queue.read { db in try ChangeLog.delta(since: known, db) }
            } catch {
                throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
            }
            var updated = data
            if let delta, delta.apply(to: &updated) {
                syncPoint.withLock { $0 = delta.sync }
                return updated
            }
        }
        return try loadData()
    }

    /// Reads the data on a connection that is already in a transaction.
    static func loadData(_ db: Database) throws -> AppData {
        AppData(
            projects: try fetchIdentified(ProjectRecord.self, db, kind: "projects") { try $0.project() },
            items: try fetchIdentified(ItemRecord.self, db, kind: "items") { $0.item },
            activities: try fetchIdentified(ActivityRecord.self, db, kind: "activities") { $0.activity }
        )
    }

    /// Every row of a table in `position` order, each turned into an element of ``AppData``,
    /// as an identified array; an error if two elements share an id (a damaged file: the
    /// schema makes ids unique).
    ///
    /// The rows are counted first (SQLite counts the entries of the smallest index without
    /// reading the rows), then built straight into the array with
    /// `IdentifiedArray(uncheckedUniqueElements:)` through ``UniqueRows``, which checks the
    /// ids with a set on the way: about half the work of appending each element to an
    /// `IdentifiedArray`, which looks every id up twice.
    private static func fetchIdentified<Record: StoredRecord, Element: Identifiable>(
        _ record: Record.Type, _ db: Database, kind: String, _ element: @escaping (Record) throws -> Element
    ) throws -> IdentifiedArrayOf<Element> {
        let table = Record.databaseTableName
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
        let cursor = try Record.fetchCursor(db, sql: "SELECT \(Record.selection) FROM \(table) ORDER BY position")
        let rows = UniqueRows(cursor: cursor, count: count, kind: kind, element: element)
        let array = IdentifiedArray(uncheckedUniqueElements: rows)
        if let failure = rows.failure { throw failure }
        return array
    }
}
