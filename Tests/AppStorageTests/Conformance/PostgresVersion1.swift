@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import PostgresNIO

/// A database as udf-tui releases before `v2-bounded-channel` made and wrote it: the
/// tables of migration v1 only, and their lock.
enum PostgresVersion1 {
    /// The write lock of those releases: the schema of the connection, not of the tables.
    static let takingWriteLock = PostgresQuery(unsafeSQL: "SELECT pg_advisory_xact_lock(\(PostgresSchema.writeLockKey), hashtext(current_schema()))")

    /// Makes v1's tables at `location` and writes `data` into them, as such a release did.
    static func make(_ location: PostgresLocation, holding data: AppData) throws {
        let connection = try BlockingConnection(location)
        defer { connection.close() }
        try connection.transaction { session in
            try session.query("CREATE TABLE udf_tui_migrations (identifier TEXT PRIMARY KEY, appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())")
            for statement in PostgresSchema.migrations[0].statements { try session.query(PostgresQuery(unsafeSQL: statement)) }
            try session.query("INSERT INTO udf_tui_migrations (identifier) VALUES ('v1')")
            try PostgresStorage.write(DataChange(from: AppData(), to: data), session)
        }
    }

    /// The migrations the database at `location` has, in order.
    static func migrations(_ location: PostgresLocation) throws -> [String] {
        let connection = try BlockingConnection(location)
        defer { connection.close() }
        return try connection.query("SELECT identifier FROM udf_tui_migrations ORDER BY identifier").map { try $0.decode(String.self) }
    }
}
