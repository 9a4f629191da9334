@testable import AppStorage
@testable import AppStoragePostgres
import AppCore
import PostgresNIO

/// A database as udf-tui releases before `v2-bounded-channel` made and wrote it: the
/// tables of migration v1 only, and their lock.
enum PostgresVersion1 {
    /// The write lock of those releases: the schema of the connection, not of the tables.
    static let takingWriteLock = PostgresQuery(unsafeSQL: "SELECT pg_advisory_xact_lock(\(PostgresSchema.writeLockKey), hashtext(current_schema()))")

    /// Makes v1's tables at `location` (or those of the first `migrations` migrations: 2 for
    /// the release before `v3-cascades-logged-once`) and writes `data` into them, as such a
    /// release did.
    static func make(_ location: PostgresLocation, holding data: AppData, migrations count: Int = 1) throws {
        let connection = try BlockingConnection(location)
        defer { connection.close() }
        try connection.transaction { session in
            try session.query("CREATE TABLE udf_tui_migrations (identifier TEXT PRIMARY KEY, appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())")
            for migration in PostgresSchema.migrations.prefix(count) {
                for statement in migration.statements { try session.query(PostgresQuery(unsafeSQL: statement)) }
                try session.query("INSERT INTO udf_tui_migrations (identifier) VALUES (\(migration.identifier))")
            }
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
