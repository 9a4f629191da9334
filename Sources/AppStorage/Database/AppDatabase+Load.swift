import AppCore
import GRDB
import UDFKit

extension AppDatabase {
    /// Reads the whole ``AppData``, in one read transaction so that the three tables agree.
    ///
    /// Each array comes back in the order it had in memory when it was written (the
    /// `position` column), so a state written and loaded again compares equal. Rows are
    /// decoded by column index: 100,000 items in about 90 ms. A database opened for
    /// writing is checked for damage meanwhile, on a second connection.
    ///
    /// - Throws: ``StorageError/damaged(path:detail:)`` if the file is damaged or a row
    ///   cannot be part of the data (a wrong type, an unknown frequency, a duplicate id),
    ///   ``StorageError/lockedWhileReading(path:seconds:)`` when read-only and another
    ///   program holds the file, or another ``StorageError``.
    public func loadData() throws(StorageError) -> AppData {
        if isEmptyReadOnly { return AppData() }
        let (data, sync) = try loadCheckingIntegrity { () throws(StorageError) in
            try read { db in
                let loaded = (try Self.loadData(db, shape: shape), try SyncPoint.read(db))
                try Self.growPageCache(db)
                return loaded
            }
        }
        syncPoint.withLock { $0 = sync }
        return data
    }

    /// Every project and activity and no item, in one read transaction: the first frame of
    /// the full-screen program, drawn while ``loadData()`` reads the items on another thread.
    /// No damage check (the whole load runs it) and no sync point.
    package func loadDataWithoutItems() throws(StorageError) -> AppData {
        if isEmptyReadOnly { return AppData() }
        return try read { [shape] db in try Self.loadData(db, items: .none, shape: shape) }
    }

    /// Runs `body` in one read transaction, its errors turned into a ``StorageError`` (the
    /// "nothing was read" kind for a database opened read-only).
    func read<T>(_ body: (Database) throws -> T) throws(StorageError) -> T {
        do {
            return try queue.read(body)
        } catch {
            let failure = StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
            throw access == .readOnly ? failure.whileReading : failure
        }
    }

    /// Another program's changes since `data` (what this store holds, at the ``syncPoint``):
    /// only the changed rows when the ``ChangeLog`` tells them and they fit `data`,
    /// otherwise everything.
    package func reload(from data: AppData) throws(StorageError) -> Reloaded {
        if let known = syncPoint.withLock({ $0 }) {
            let delta: DataDelta?
            do {
                delta = try queue.read { db in try ChangeLog.delta(since: known, db) }
            } catch {
                throw StorageError.wrapping(error, path: path, busyTimeout: options.boundedBusyTimeout)
            }
            if let delta, delta.rows.fits(data) {
                syncPoint.withLock { $0 = delta.sync }
                return .rows(delta.rows)
            }
        }
        return .whole(try loadData())
    }

    /// Reads the data on a connection that is already in a transaction, whose tables
    /// have the columns of `shape`.
    static func loadData(_ db: Database, shape: StoredShape = .current) throws -> AppData {
        try loadData(db, items: .all, shape: shape)
    }

    /// Which items a load reads.
    enum ItemSelection {
        /// Every item.
        case all
        /// No item.
        case none
        /// Those a `WHERE` clause selects.
        case filtered(sql: String, arguments: StatementArguments)
    }

    /// Every project and activity, and the items `selection` names, on a connection that is
    /// already in a transaction, whose tables have the columns of `shape`: what every load
    /// reads, whole or in part.
    static func loadData(_ db: Database, items selection: ItemSelection, shape: StoredShape) throws -> AppData {
        let items: IdentifiedList<Item> = switch selection {
        case .all: try fetchIdentified(ItemTable.self, db, kind: "items", shape: shape)
        case .none: []
        case .filtered(let sql, let arguments):
            try fetchIdentified(ItemTable.self, db, kind: "items", shape: shape, filter: (sql, arguments))
        }
        let data = AppData(
            projects: try fetchIdentified(ProjectTable.self, db, kind: "projects", shape: shape),
            items: items,
            activities: try fetchIdentified(ActivityTable.self, db, kind: "activities", shape: shape)
        )
        try StoredRows.checkOwners(data)
        return data
    }

    /// Every row of a table in `position` order, each turned into an element of ``AppData``,
    /// as an identified array; an error if two elements share an id (a damaged file: the
    /// schema makes ids unique).
    ///
    /// The array is allocated once for the ``rowCountBound(_:_:)``, and each element goes
    /// straight into it with `updateOrAppend`, which looks its id up once (`append` looks
    /// it up twice and inserts through the generic `replaceSubrange`; a separate set of
    /// the ids seen costs 2 MB more at 100,000 items); a replaced element is a duplicate.
    ///
    /// With `filter` (a `WHERE` clause and its arguments), only the rows it selects, in the
    /// same order, and nothing reserved ahead.
    static func fetchIdentified<Table: StoredTable>(
        _ table: Table.Type, _ db: Database, kind: String, shape: StoredShape,
        filter: (sql: String, arguments: StatementArguments)? = nil
    ) throws -> IdentifiedList<Table.Element> {
        var array = IdentifiedList<Table.Element>()
        if filter == nil { array.reserveCapacity(try rowCountBound(Table.name, db)) }
        let sql = "SELECT \(shape.selection(of: table)) FROM \(Table.name) \(filter.map { "WHERE " + $0.sql } ?? "") ORDER BY position"
        let cursor = try Row.fetchCursor(db, sql: sql, arguments: filter?.arguments ?? [])
        while let row = try cursor.next() {
            var cells = SQLiteCells(row)
            if !array.append(try Table.element(&cells)).inserted {
                throw UnreadableRow(reason: "two \(kind) have the same id")
            }
        }
        return array
    }

    /// The number of rows of `table` or a little more, read in O(log n): positions are
    /// rowids, so the rows fit between the first position and the last, which are usually
    /// consecutive. `count(*)` would read a whole index (about 12 ms at 100,000 items).
    /// Read as a Double (SQLite turns an overflowing subtraction into a REAL) and capped at
    /// ten million, so that odd positions cannot make it reserve terabytes; a larger table
    /// still loads, its array growing as it goes.
    private static func rowCountBound(_ table: String, _ db: Database) throws -> Int {
        // Two subqueries: SQLite reads a lone min() or max() from one end of the table, but
        // scans the whole table for both in one SELECT.
        let sql = "SELECT (SELECT max(position) FROM \(table)) - (SELECT min(position) FROM \(table)) + 1"
        let span = try Double.fetchOne(db, sql: sql) ?? 0
        return span.isFinite ? Int(min(max(span, 0), 10_000_000)) : 0
    }
}
