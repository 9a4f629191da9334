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
        let projects = try fetchAll(ProjectRecord.self, db) { try $0.project() }
        let items = try fetchAll(ItemRecord.self, db) { $0.item }
        let activities = try fetchAll(ActivityRecord.self, db) { $0.activity }
        return AppData(
            projects: try identified(projects, kind: "projects"),
            items: try identified(items, kind: "items"),
            activities: try identified(activities, kind: "activities")
        )
    }

    /// Every row of a table in `position` order, each turned into a value of ``AppData``.
    private static func fetchAll<Record: StoredRecord, Value>(
        _ record: Record.Type, _ db: Database, _ transform: (Record) throws -> Value
    ) throws -> [Value] {
        var values: [Value] = []
        let cursor = try Record.fetchCursor(db, sql: "SELECT \(Record.selection) FROM \(Record.databaseTableName) ORDER BY position")
        while let record = try cursor.next() {
            values.append(try transform(record))
        }
        return values
    }

    /// An identified array, or an error if two elements share an id (a damaged file:
    /// the schema makes ids unique). Appending to a reserved array is about twice as fast
    /// as `IdentifiedArray(_:uniquingIDsWith:)`.
    private static func identified<Element: Identifiable>(_ elements: [Element], kind: String) throws -> IdentifiedArrayOf<Element> {
        var array = IdentifiedArrayOf<Element>()
        array.reserveCapacity(elements.count)
        for element in elements where !array.append(element).inserted {
            throw UnreadableRow(reason: "two \(kind) have the same id")
        }
        return array
    }
}
