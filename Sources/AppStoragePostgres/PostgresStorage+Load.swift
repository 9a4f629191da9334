import AppCore
import AppStorage
import Foundation
import UDFKit
import PostgresNIO
import Synchronization

extension PostgresStorage {
    /// The whole data, in the order it was written, from one snapshot of the database.
    ///
    /// Each table's rows are decoded as they arrive (``BlockingConnection/Session/forEachRow(_:_:)``),
    /// by position in the row, straight into the identified arrays.
    public func loadData() throws(StorageError) -> AppData {
        let (data, sync) = try loadSnapshot()
        syncPoint.withLock { $0 = sync }
        return data
    }

    /// The whole data and the change log's point it is at, from one snapshot, leaving this
    /// storage's own sync point alone: what a synchronizer keeps as its copy of the server's
    /// data, moved on later with ``changes(since:)``.
    package func loadSnapshot() throws(StorageError) -> (data: AppData, point: SyncPoint) {
        try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { session in
            let items: PostgresQuery = "SELECT \(unescaped: Self.itemColumns) FROM item ORDER BY position"
            let data = try Self.loadData(session, items: items, reserving: Self.rowCountBound(of: "item", session))
            return (data, try PostgresChangeLog.syncPoint(session))
        }
    }

    /// The rows changed since `point`, from one snapshot (O(changes)); nil when only reading
    /// everything can follow (the log no longer reaches back, an import, rows moved), or when
    /// more than `limit` log entries follow `point`: each changed row is read on its own (two
    /// round trips), so past a few hundred reading everything is quicker.
    package func changes(since point: SyncPoint, limit: Int64? = nil) throws(StorageError) -> DataDelta? {
        try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { session in
            if let limit, try PostgresChangeLog.lastSequence(session) - point.sequence > limit { return nil }
            return try PostgresChangeLog.delta(since: point, session)
        }
    }

    /// Every project and activity and no item, from one snapshot: what the full-screen
    /// program draws first while ``loadData()`` reads the items. The sync point is left alone.
    public func loadDataWithoutItems() throws(StorageError) -> AppData {
        try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { session in
            try Self.loadData(session, items: nil)
        }
    }

    /// Every project and activity, and the items `items` selects in their order (nil: none),
    /// in the transaction of `session`: what every load reads, whole or in part. `capacity`
    /// is how many items to reserve room for.
    static func loadData(_ session: BlockingConnection.Session, items: PostgresQuery?, reserving capacity: Int = 0) throws -> AppData {
        let data = AppData(
            projects: try identified(ProjectTable.self, session, "SELECT \(unescaped: projectColumns) FROM project ORDER BY position", kind: "projects"),
            items: try items.map { try identified(ItemTable.self, session, $0, kind: "items", reserving: capacity) } ?? [],
            activities: try identified(ActivityTable.self, session, "SELECT \(unescaped: activityColumns) FROM activity ORDER BY position", kind: "activities")
        )
        try StoredRows.checkOwners(data)
        return data
    }

    /// The rows of `query`, each turned into an element as it arrives, as an identified
    /// array; an error if two elements share an id.
    static func identified<Table: StoredTable>(
        _ table: Table.Type, _ session: BlockingConnection.Session, _ query: PostgresQuery, kind: String, reserving capacity: Int = 0
    ) throws -> IdentifiedList<Table.Element> where Table.Element: Equatable & Sendable {
        var collector = IdentifiedCollector<Table.Element>(kind: kind)
        collector.array.reserveCapacity(capacity)
        let collected = Mutex(collector)
        try session.forEachRow(query) { row in
            let next = try element(of: table, row)
            try collected.withLock { try $0.append(next) }
        }
        return collected.withLock { $0.array }
    }

    /// The number of rows of `table` or a little more, from the two ends of its `position`
    /// index (a `count(*)` reads all of it: 70 ms at 1,000,000 items), capped at ten million
    /// so that odd positions cannot make it reserve too much; what the array is reserved for,
    /// which saves growing its hash table again and again (about a fifth of the load).
    static func rowCountBound(of table: String, _ session: BlockingConnection.Session) throws -> Int {
        // In double precision, so that positions far apart cannot overflow a bigint.
        let sql = "SELECT (SELECT max(position) FROM \(table))::float8 - (SELECT min(position) FROM \(table))::float8 + 1"
        let span = try session.query(PostgresQuery(unsafeSQL: sql)).first { _ in true }.map { try $0.decode(Double?.self) } ?? nil
        guard let span, span.isFinite else { return 0 }
        return Int(min(max(span, 0), 10_000_000))
    }
}

/// Elements gathered into an identified array, one lookup of the id each
/// (`updateOrAppend`); one that replaces an earlier element is a duplicate id, which the
/// schema forbids: the data is refused as unreadable rather than trapping.
struct IdentifiedCollector<Element: Identifiable & Equatable> where Element.ID: Sendable {
    /// What the elements are, for the message ("items").
    let kind: String
    /// The elements so far, in their order.
    var array = IdentifiedList<Element>()

    /// Appends `element`; throws if its id is already there.
    mutating func append(_ element: Element) throws {
        if !array.append(element).inserted {
            throw UnreadableRow(reason: "two \(kind) have the same id")
        }
    }
}

/// The cells of a row, read in their order, each decoded as the type the caller names
/// (``AppStorage/StoredCells``).
struct Cells: StoredCells {
    private var iterator: PostgresRow.Iterator

    /// The cells of `row`, from its first column.
    init(_ row: PostgresRow) {
        iterator = row.makeIterator()
    }

    /// The next cell as a `T`; throws when the row has no more cells or the cell is not a `T`.
    mutating func next<T: PostgresDecodable>(_ type: T.Type) throws -> T {
        guard let cell = iterator.next() else { throw UnreadableRow(reason: "a row has fewer columns than expected") }
        return try cell.decode(T.self)
    }

    mutating func uuid() throws -> UUID { try next(UUID.self) }
    mutating func text() throws -> String { try next(String.self) }
    mutating func optionalText() throws -> String? { try next(String?.self) }
    mutating func real() throws -> Double { try next(Double.self) }
    mutating func optionalReal() throws -> Double? { try next(Double?.self) }
    mutating func integer() throws -> Int64 { try next(Int64.self) }
}
