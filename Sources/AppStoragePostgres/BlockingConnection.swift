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
final class BlockingConnection: @unchecked Sendable {
    // @unchecked: `connection` is only read or replaced under `lock`.
    let location: PostgresLocation
    private let lock = NSLock()
    private var connection: PostgresConnection?
    private var closed = false
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
    func query(_ query: PostgresQuery) throws(StorageError) -> PostgresQueryResult {
        try withConnection { connection throws(StorageError) in try run(query, on: connection) }
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
                _ = try? run("ROLLBACK", on: connection)
                throw PostgresErrors.storageError(error, location: location)
            }
        }
    }

    /// Closes the connection; later calls fail. Closing twice does nothing.
    func close() {
        let connection = lock.withLock {
            closed = true
            defer { self.connection = nil }
            return self.connection
        }
        _ = try? connection?.close().wait()
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
        func query(_ query: PostgresQuery) throws -> PostgresQueryResult {
            try owner.run(query, on: connection)
        }

        /// Runs one statement and returns how many rows it changed.
        func execute(_ query: PostgresQuery) throws -> Int {
            try owner.run(query, on: connection).metadata.rows ?? 0
        }
    }

    private func withConnection<T>(_ body: (PostgresConnection) throws(StorageError) -> T) throws(StorageError) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { throw .failed(path: location.description, detail: "the connection is closed") }
        if connection == nil || connection?.isClosed == true {
            connection = try Self.connect(location, logger: logger)
        }
        guard let connection else { throw .failed(path: location.description, detail: "no connection") }
        return try body(connection)
    }

    fileprivate func run(_ query: PostgresQuery, on connection: PostgresConnection) throws(StorageError) -> PostgresQueryResult {
        do {
            return try Self.wait(for: connection.query(query, logger: logger), on: connection)
        } catch {
            throw PostgresErrors.storageError(error, location: location)
        }
    }

    /// Waits for `future`, and fails if the connection closes while it is pending.
    ///
    /// postgres-nio can leave a query's future pending for ever when the server goes away
    /// as the query is sent: the crash test saw `udf-tui stress-writer` block for good, with
    /// no socket left, after `pg_ctl stop -m immediate` in the middle of its stream. The
    /// connection is therefore checked once a second while the answer is awaited (no
    /// callback is left behind on the connection, which lives as long as the program).
    private static func wait<T: Sendable>(for future: EventLoopFuture<T>, on connection: PostgresConnection) throws -> T {
        let answered = DispatchSemaphore(value: 0)
        future.whenComplete { _ in answered.signal() }
        while answered.wait(timeout: .now() + 1) == .timedOut {
            if connection.isClosed { throw ConnectionClosedMeanwhile() }
        }
        return try future.wait()
    }

    private static func connect(_ location: PostgresLocation, logger: Logger) throws(StorageError) -> PostgresConnection {
        do {
            var configuration: PostgresConnection.Configuration
            if location.isUnixSocket {
                configuration = .init(unixSocketPath: location.socketPath, username: location.user, password: location.password, database: location.database)
            } else {
                configuration = .init(host: location.host, port: location.port, username: location.user, password: location.password,
                                      database: location.database, tls: try tls(for: location))
            }
            configuration.options.connectTimeout = .seconds(5)
            if location.tlsMode == .verifyFull { configuration.options.tlsServerName = location.host }
            // The wait for another writer's lock (the advisory lock of every write).
            let lockTimeout = Int(min(max(location.lockTimeout.isNaN ? 2 : location.lockTimeout, 0.001), 3_600) * 1_000)
            configuration.options.additionalStartupParameters.append(("lock_timeout", String(lockTimeout)))
            if let options = location.options { configuration.options.additionalStartupParameters.append(("options", options)) }
            configuration.options.additionalStartupParameters.append(("application_name", "udf-tui"))
            let eventLoop = MultiThreadedEventLoopGroup.singleton.any()
            return try PostgresConnection.connect(on: eventLoop, configuration: configuration, id: 1, logger: logger).wait()
        } catch {
            throw PostgresErrors.storageError(error, location: location)
        }
    }

    /// The TLS of `location`: libpq's `sslmode`, with its root and client certificates.
    private static func tls(for location: PostgresLocation) throws -> PostgresConnection.Configuration.TLS {
        guard location.tlsMode != .disable else { return .disable }
        if location.tlsMode == .verifyFull, location.host.contains(":") || location.host.allSatisfy({ $0.isNumber || $0 == "." }) {
            throw TLSSetupProblem(detail: "sslmode=verify-full needs the server's name, as its certificate gives it, not an address (or use verify-ca)")
        }
        var tls = TLSConfiguration.makeClientConfiguration()
        switch location.tlsMode {
        case .disable, .prefer, .require:
            tls.certificateVerification = .none
        case .verifyCA:
            tls.certificateVerification = .noHostnameVerification
        case .verifyFull:
            tls.certificateVerification = .fullVerification
        }
        if location.tlsMode.verifies, let roots = location.rootCertificateFile {
            tls.trustRoots = .file(try readable(roots, "sslrootcert"))
        }
        if let certificate = location.certificateFile {
            guard let key = location.keyFile else { throw TLSSetupProblem(detail: "sslcert \(certificate) has no sslkey") }
            tls.certificateChain = try NIOSSLCertificate.fromPEMFile(readable(certificate, "sslcert")).map { .certificate($0) }
            tls.privateKey = .privateKey(try NIOSSLPrivateKey(file: readable(key, "sslkey"), format: .pem))
        }
        let context = try NIOSSLContext(configuration: tls)
        return location.tlsMode == .prefer ? .prefer(context) : .require(context)
    }

    /// `path`, or a one-line error naming the parameter when the file cannot be read.
    private static func readable(_ path: String, _ parameter: String) throws -> String {
        guard FileManager.default.isReadableFile(atPath: path) else { throw TLSSetupProblem(detail: "cannot read \(parameter) \(path)") }
        return path
    }
}
