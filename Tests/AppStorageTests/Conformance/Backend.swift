@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import Foundation
import GRDB
import PostgresNIO
import ProcessTesting
import Testing

/// The storage engines the conformance suite runs on: SQLite always; PostgreSQL when a
/// server is given in `UDF_TUI_TEST_POSTGRES_URL` (``ConformanceServer``), or required by
/// `UDF_TUI_REQUIRE_POSTGRES=1`, in which case a missing server fails its cases.
enum Backend: String, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// The backends to run on. Without a server the PostgreSQL case is left out of each
    /// test's arguments: Swift Testing cannot skip one case of a test (a case that cancels
    /// itself is reported as passed), so ``PostgreSQLCasesTests`` is reported skipped in
    /// their place, with the reason.
    static let all: [Backend] = ConformanceServer.isThere ? [.sqlite, .postgres] : [.sqlite]
}

/// The test server: its URL, and whether it must be there.
enum ConformanceServer {
    static let urlVariable = "UDF_TUI_TEST_POSTGRES_URL"
    static let url = ProcessInfo.processInfo.environment[urlVariable].flatMap { $0.isEmpty ? nil : $0 }
    static let isRequired = ProcessInfo.processInfo.environment["UDF_TUI_REQUIRE_POSTGRES"] == "1"

    /// Whether the PostgreSQL cases run: a server is given, or required (and then a missing
    /// one fails them). For `.enabled(if: ConformanceServer.isThere, ConformanceServer.missing)`.
    static let isThere = url != nil || isRequired

    /// Why the PostgreSQL cases are skipped, and how to run them.
    static let missing: Comment = "no PostgreSQL server: set UDF_TUI_TEST_POSTGRES_URL (scripts/test-postgres.sh start DIR prints one; .ci/run starts one)"
}

/// A new, empty database of one backend, for one test: an SQLite file in a temporary
/// folder, or a schema of its own on the PostgreSQL server (so that tests run in parallel
/// without seeing each other, notifications included). ``open()`` gives another
/// connection to the same database: another program.
final class ConformanceDatabase {
    let backend: Backend
    private let folder = TemporaryFolder()
    private let schema = "udf_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    private let admin: BlockingConnection?

    init(_ backend: Backend) throws {
        self.backend = backend
        guard backend == .postgres else {
            admin = nil
            return
        }
        OwnThread.expectBlockingAllowed()
        guard let url = ConformanceServer.url else {
            throw StorageError.failed(path: ConformanceServer.urlVariable, detail: "UDF_TUI_REQUIRE_POSTGRES=1 but no server: set \(ConformanceServer.urlVariable)")
        }
        let admin = try BlockingConnection(PostgresLocation(parsing: url))
        try admin.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA \(schema)"))
        self.admin = admin
    }

    /// Where the database is: the file's path, or the URL with this test's schema.
    var location: String {
        switch backend {
        case .sqlite:
            return folder.file("udf.sqlite")
        case .postgres:
            let url = ConformanceServer.url ?? ""
            return url + (url.contains("?") ? "&" : "?") + "options=-c%20search_path%3D\(schema)"
        }
    }

    /// A new connection to the database (created on first use).
    func open() throws -> any DataStorage {
        switch backend {
        case .sqlite: try AppDatabase.open(at: location)
        case .postgres: try PostgresStorage.open(PostgresLocation(parsing: location))
        }
    }

    /// A new connection, holding `data` written as one change.
    func open(holding data: AppData) throws -> any DataStorage {
        let storage = try open()
        try storage.write(DataChange(from: AppData(), to: data))
        return storage
    }

    /// What another connection reads now.
    func dataOnDisk() throws -> AppData {
        let storage = try open()
        defer { storage.close() }
        return try storage.loadData()
    }

    /// The database as error messages name it: the path, or the URL without its password.
    var shownLocation: String {
        switch backend {
        case .sqlite: location
        case .postgres: (try? PostgresLocation(parsing: location).description) ?? location
        }
    }

    /// Runs one SQL statement on the database directly, as another program (or a person with
    /// `sqlite3` or `psql`) would.
    func execute(_ sql: String) throws {
        switch backend {
        case .sqlite:
            try DatabaseQueue(path: location).write { db in try db.execute(sql: sql) }
        case .postgres:
            let connection = try BlockingConnection(PostgresLocation(parsing: location))
            defer { connection.close() }
            try connection.query(PostgresQuery(unsafeSQL: sql))
        }
    }

    deinit {
        _ = try? admin?.query(PostgresQuery(unsafeSQL: "DROP SCHEMA \(schema) CASCADE"))
        admin?.close()
    }
}
