import AppStorage
import Foundation
import Logging
import PostgresNIO

/// One PostgreSQL connection, used synchronously: each call blocks its thread until the
/// server answered.
///
/// **Why blocking, and why it is safe here.** The persistence middleware writes an action
/// before the reducers apply it, on the thread that dispatched it, and must know the
/// outcome before it returns; postgres-nio is asynchronous. Every call here sends its query
/// with postgres-nio's `EventLoopFuture` API and waits with `EventLoopFuture.wait()`:
/// - the work runs on a SwiftNIO event-loop thread (`MultiThreadedEventLoopGroup.singleton`),
///   never on Swift concurrency's cooperative pool, so a caller that blocks (even one on
///   that pool) cannot starve the work it waits for;
/// - `wait()` is unavailable in `async` code (the compiler refuses it) and traps on an
///   event-loop thread, so no call here can run on the thread that must answer it; the
///   notification handler of ``NotificationWatcher`` therefore hands each notification to a
///   thread of its own before anyone reads the data.
/// A store dispatching from a task blocks that task's thread for one round trip, as an
/// SQLite commit blocks it for its fsync.
///
/// Calls are serialised by a lock, so a transaction owns the connection until it ends. A
/// connection the server closed (a restart) is opened again by the next call.
///
/// **No wait is for ever.** Connecting has `connect_timeout`; every statement's answer has
/// a deadline (``Patience``): past it the connection is abandoned (closed without waiting),
/// the call fails in one line, and the next call connects again. Over TCP, keepalives find a
/// peer that vanished (``PostgresLocation/Keepalive``).
final class BlockingConnection: @unchecked Sendable {
    // @unchecked: `connection` is only read or replaced under `lock`.
    let location: PostgresLocation
    private let lock = NSLock()
    private var connection: PostgresConnection?
    private var closed = false
    /// The schema every table name resolves in, on this connection and on any made again.
    private var pinned: TablesSchema?
    private let logger = Logger(label: "udf-tui.postgres") { _ in SwiftLogNoOpLogHandler() }

    /// Connects now: an unreachable server or a refused login fails here, in one line.
    init(_ location: PostgresLocation) throws(StorageError) {
        self.location = location
        connection = try Self.connect(location, logger: logger)
    }

    /// The underlying connection, for listening.
    var underlying: PostgresConnection? {
        lock.withLock { connection }
    }

    /// Runs one statement and returns its rows.
    @discardableResult
    func query(_ query: PostgresQuery, patience: Patience = .statement) throws(StorageError) -> PostgresQueryResult {
        try withConnection { connection throws(StorageError) in try run(query, on: connection, patience: patience) }
    }

    /// Runs `body` in one transaction (`BEGIN` … `COMMIT`), rolled back if it throws. It
    /// returns once the server acknowledged the `COMMIT`.
    func transaction<T>(_ begin: PostgresQuery = "BEGIN", _ body: (Session) throws -> T) throws(StorageError) -> T {
        try withConnection { connection throws(StorageError) in
            let session = Session(connection: connection, owner: self)
            _ = try run(begin, on: connection)
            do {
                let result = try body(session)
                _ = try run("COMMIT", on: connection)
                return result
            } catch {
                if self.connection === connection { _ = try? run("ROLLBACK", on: connection) }    // not if abandoned
                throw PostgresErrors.storageError(error, location: location)
            }
        }
    }

    /// Resolves every table name in `schema` from now on, on a connection made again too.
    func pin(_ schema: TablesSchema) throws(StorageError) {
        try withConnection { connection throws(StorageError) in
            pinned = schema
            _ = try run(schema.pinning(local: false), on: connection)
        }
    }

    /// Closes the connection; later calls fail. Closing twice does nothing.
    func close() {
        let connection = lock.withLock {
            closed = true
            defer { self.connection = nil }
            return self.connection
        }
        guard let connection else { return }
        let done = DispatchSemaphore(value: 0)
        connection.close().whenComplete { _ in done.signal() }
        if done.wait(timeout: .now() + 2) == .timedOut { Self.abandon(connection) }
    }

    // postgres-nio traps when a connection it still has open is freed.
    deinit {
        close()
    }

    /// A connection in a transaction: its statements run in it.
    struct Session {
        let connection: PostgresConnection
        let owner: BlockingConnection

        /// Runs one statement of the transaction and returns its rows.
        @discardableResult
        func query(_ query: PostgresQuery, patience: Patience = .statement) throws -> PostgresQueryResult {
            try owner.run(query, on: connection, patience: patience)
        }

        /// Runs one statement of the transaction and hands each row to `body` as it arrives,
        /// on the connection's event loop, without collecting them first: postgres-nio's
        /// collected result copies its growing array of rows at every read from the socket,
        /// which made 1,000,000 items take 9.5 s where this takes about 2 s. An error thrown
        /// by `body` cancels the statement and is thrown here. The deadline runs from the last row.
        func forEachRow(_ query: PostgresQuery, _ body: @escaping @Sendable (PostgresRow) throws -> Void) throws {
            try owner.run(query, on: connection, onRow: body)
        }

        /// Runs one statement and returns how many rows it changed.
        func execute(_ query: PostgresQuery, patience: Patience = .statement) throws -> Int {
            try owner.run(query, on: connection, patience: patience).metadata.rows ?? 0
        }
    }

    private func withConnection<T>(_ body: (PostgresConnection) throws(StorageError) -> T) throws(StorageError) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { throw .failed(path: location.description, detail: "the connection is closed") }
        if connection == nil || connection?.isClosed == true {
            let new = try Self.connect(location, logger: logger)
            connection = new
            if let pinned { _ = try run(pinned.pinning(local: false), on: new) }
        }
        guard let connection else { throw .failed(path: location.description, detail: "no connection") }
        return try body(connection)
    }

    fileprivate func run(_ query: PostgresQuery, on connection: PostgresConnection, patience: Patience = .statement) throws(StorageError) -> PostgresQueryResult {
        try waiting(on: connection) { () throws in
            try Self.wait(for: connection.query(query, logger: logger), on: connection, seconds: patience.seconds(for: location))
        }
    }

    fileprivate func run(_ query: PostgresQuery, on connection: PostgresConnection,
                         onRow: @escaping @Sendable (PostgresRow) throws -> Void) throws(StorageError) {
        let progress = RowProgress()
        let counted: @Sendable (PostgresRow) throws -> Void = { row in
            progress.advance()
            try onRow(row)
        }
        _ = try waiting(on: connection) { () throws in
            try Self.wait(for: connection.query(query, logger: logger, counted), on: connection,
                          seconds: Patience.statement.seconds(for: location), progress: progress)
        }
    }

    /// What `body` returns, its error made a ``AppStorage/StorageError``; a connection that
    /// did not answer in time is forgotten (under the lock: every caller holds it), so that
    /// the next call connects again.
    private func waiting<T>(on connection: PostgresConnection, _ body: () throws -> T) throws(StorageError) -> T {
        do {
            return try body()
        } catch {
            if error is NoAnswer, self.connection === connection { self.connection = nil }
            throw PostgresErrors.storageError(error, location: location)
        }
    }
}
