import GRDB

/// What a freshly opened file holds, read without writing anything.
enum SchemaInspection: Equatable {
    /// No tables: a new or empty file.
    case empty
    /// A udf-tui database that misses migrations this version knows; it has `applied`.
    case older(applied: Set<String>)
    /// A udf-tui database with exactly the migrations this version knows.
    case current

    /// Reads the schema of the file behind `queue`, refusing foreign and newer databases:
    /// newer migrations, or a `PRAGMA user_version` above ``AppSchema/userVersion``.
    static func inspect(_ queue: DatabaseQueue, path: String, busyTimeout: Double) throws(StorageError) -> SchemaInspection {
        do {
            return try queue.read { db in try inspect(db, path: path) }
        } catch {
            throw StorageError.wrapping(error, path: path, busyTimeout: busyTimeout)
        }
    }

    private static func inspect(_ db: Database, path: String) throws -> SchemaInspection {
        let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if tableCount == 0, applicationID == 0 { return .empty }
        guard applicationID == AppSchema.applicationID, try db.tableExists("grdb_migrations") else {
            throw StorageError.foreignDatabase(path: path)
        }
        let userVersion = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if userVersion > AppSchema.userVersion {
            throw StorageError.newerVersion(path: path, unknownMigrations: ["user_version \(userVersion)"])
        }
        let migrator = AppSchema.migrator
        if try migrator.hasBeenSuperseded(db) {
            let known = Set(migrator.migrations)
            let unknown = try migrator.appliedIdentifiers(db).filter { !known.contains($0) }.sorted()
            throw StorageError.newerVersion(path: path, unknownMigrations: unknown)
        }
        return try migrator.hasCompletedMigrations(db) ? .current : .older(applied: Set(migrator.appliedIdentifiers(db)))
    }

    /// The columns a read finds: an older schema's until the file is migrated.
    var shape: StoredShape {
        switch self {
        case .empty, .current: .current
        case .older(let applied): StoredShape(applied: applied)
        }
    }
}
