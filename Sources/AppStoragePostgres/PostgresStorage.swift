import AppCore
import AppStorage
import Foundation
import UDFKit
import PostgresNIO
import Synchronization

/// udf-tui's data in a PostgreSQL database: the same storage as ``AppStorage/AppDatabase``
/// (SQLite), on a server that several machines share.
///
/// Open it with ``open(_:)``, then give it to a `PersistentStore` (the seam is
/// `DataStorage`). Each action is written in one transaction and acknowledged after the
/// server committed it; writers take one advisory lock for the length of their transaction,
/// so they follow one another as on SQLite; an update whose row no longer has the version
/// memory had is refused (`StorageError.changedElsewhere`) and nothing is written. Every
/// change sends a notification (`LISTEN`/`NOTIFY`) that other programs' stores reload on.
///
/// ```swift
/// let storage = try PostgresStorage.open(PostgresLocation(parsing: "postgres://tom@db:5432/udf"))
/// let data = try storage.loadData()
/// storage.close()
/// ```
public final class PostgresStorage: Sendable {
    /// Where the database is (printed without its password).
    public let postgresLocation: PostgresLocation
    /// The schema of the tables: their write lock and the channel their changes are
    /// announced on.
    let tables: TablesSchema
    /// This storage's id, sent with each of its changes, so that its own watcher ignores them.
    let writer = UUID().uuidString
    let connection: BlockingConnection
    /// The point of the change log the last loaded data is at, moved along by this
    /// storage's own writes; nil when unknown (the next reload reads everything).
    let syncPoint = Mutex<SyncPoint?>(nil)

    private init(location: PostgresLocation, connection: BlockingConnection, tables: TablesSchema) {
        postgresLocation = location
        self.connection = connection
        self.tables = tables
    }

    /// Connects, then creates or migrates the schema (see `PostgresSchema`); with
    /// `access` `.readOnly`, creates nothing and writes nothing: every transaction of the
    /// session is read-only.
    ///
    /// - Parameter sync: for a file that syncs with the database: called with what the
    ///   database holds (whether it has udf-tui's tables, and its identity) *before* anything
    ///   is created on it, so that a link to another database is refused first; then the
    ///   tables sync needs are required (a role that cannot make them is told who can).
    /// - Throws: a ``AppStorage/StorageError`` in one line: the server cannot be reached,
    ///   refused the login, holds another program's tables, or has a newer schema; read-only,
    ///   ``AppStorage/StorageError/notFound(path:)`` when the database has no tables yet
    ///   (a command that only reads then shows empty data). Nothing is written then.
    public static func open(_ location: PostgresLocation, access: AppDatabase.Access = .readWrite) throws(StorageError) -> PostgresStorage {
        try open(location, access: access, sync: nil)
    }

    package static func open(
        _ location: PostgresLocation, access: AppDatabase.Access = .readWrite,
        sync: ((_ hasTables: Bool, _ identity: ServerIdentity?) throws(StorageError) -> Void)?
    ) throws(StorageError) -> PostgresStorage {
        let connection = try BlockingConnection(location)
        do {
            let tables: TablesSchema
            if let sync {
                let (hasTables, identity) = try PostgresSchema.inspect(connection)
                try sync(hasTables, identity)
            }
            if access == .readOnly {
                try connection.query("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
                tables = try PostgresSchema.check(connection)
            } else {
                tables = try PostgresSchema.migrate(connection, forSync: sync != nil)
            }
            return PostgresStorage(location: location, connection: connection, tables: tables)
        } catch {
            connection.close()
            throw error
        }
    }

    /// The `SELECT` lists of the three tables, from their descriptions (``AppStorage/StoredTable``).
    static let projectColumns = StoredStatements<ProjectTable>.selection(.postgres)
    static let itemColumns = StoredStatements<ItemTable>.selection(.postgres)
    static let activityColumns = StoredStatements<ActivityTable>.selection(.postgres)

    /// The element of a row of `table`'s columns (``AppStorage/StoredTable/element(_:)``).
    static func element<Table: StoredTable>(of table: Table.Type, _ row: PostgresRow) throws -> Table.Element {
        var cells = Cells(row)
        return try Table.element(&cells)
    }

    /// `location` with its tables in a new, empty schema `schema` (any earlier one of that
    /// name is dropped with everything in it): for the storage benchmark.
    package static func emptySchema(_ schema: String, at location: PostgresLocation) throws(StorageError) -> PostgresLocation {
        let connection = try BlockingConnection(location)
        defer { connection.close() }
        let quoted = "\"" + schema.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        try connection.query(PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \(quoted) CASCADE"))
        try connection.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA \(quoted)"))
        var inSchema = location
        inSchema.options = "-c search_path=\(schema)"
        return inSchema
    }

    /// Closes the connection; later uses fail. Closing twice does nothing.
    public func close() {
        connection.close()
    }

    /// Runs `body` in a write transaction: the advisory lock that makes writers take turns
    /// (the tables' schema's, ``TablesSchema/takingWriteLock(writer:)``),
    /// and this writer's id for the notification the triggers send. The transaction also
    /// trims the change log and moves the sync point past this write when the data was at
    /// the sync point before it (if another program wrote in between, it is forgotten).
    func writeTransaction(_ body: (BlockingConnection.Session) throws -> Void) throws(StorageError) {
        let known = syncPoint.withLock { $0 }
        let after = try connection.transaction { session -> SyncPoint? in
            try session.query(tables.takingWriteLock(writer: writer), patience: .waitingForLock)
            let before = try PostgresChangeLog.lastSequence(session)
            try body(session)
            let after = try PostgresChangeLog.syncPoint(session, pruning: before)
            return known?.sequence == before ? after : nil
        }
        syncPoint.withLock { $0 = after }
    }
}

extension PostgresStorage: DataStorage {
    /// The URL without its password.
    package var location: String { postgresLocation.description }

    /// Other programs' changes since the sync point: only the changed rows when the change
    /// log tells them and they fit `data`, otherwise everything.
    package func reload(from data: AppData) throws(StorageError) -> Reloaded {
        if let known = syncPoint.withLock({ $0 }), let delta = try changes(since: known), delta.rows.fits(data) {
            syncPoint.withLock { $0 = delta.sync }
            return .rows(delta.rows)
        }
        return .whole(try loadData())
    }

    /// Forgets the sync point: the next reload reads everything.
    package func forgetLoadedState() {
        syncPoint.withLock { $0 = nil }
    }

    /// A ``NotificationWatcher`` on this database's channel, ignoring this storage's own
    /// changes; `fallbackInterval` is not used (the server always says).
    package func makeChangeWatcher(fallbackInterval: Duration, onChange: @escaping @Sendable () -> Void) -> any ChangeWatching {
        NotificationWatcher(location: postgresLocation, channel: tables.channel, ignoring: writer, onChange: onChange)
    }
}
