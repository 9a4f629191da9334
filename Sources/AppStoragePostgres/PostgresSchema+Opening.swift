import AppStorage
import PostgresNIO

extension PostgresSchema {
    /// Creates or migrates the tables in one transaction under the write lock, after
    /// checking that the database is udf-tui's (or empty) and not newer than this version;
    /// returns their schema, the connection's statements then resolve in it.
    ///
    /// A role that does not own the tables cannot apply a migration; it works on them as
    /// they are when nothing it writes needs the missing ones (``cascadesLoggedOnce``, and
    /// ``boundedChannel`` with a name that fits v1's channel), and is told who can upgrade
    /// them otherwise.
    ///
    /// - Throws: ``AppStorage/StorageError/newerVersion(path:unknownMigrations:)`` naming
    ///   the migrations this version does not know, ``AppStorage/StorageError/foreignDatabase(path:)``
    ///   when the schema has a `project` table but no migration table; nothing is changed.
    ///
    /// - Parameter forSync: whether the caller syncs a file with the database, which needs
    ///   ``syncTables``: then a role that cannot apply it is told who can.
    static func migrate(_ connection: BlockingConnection, forSync: Bool = false) throws(StorageError) -> TablesSchema {
        let path = connection.location.description
        let schema = try connection.transaction { session in
            let found = try State(locking: session, path: path)
            if !found.hasMigrations {
                try session.query("CREATE TABLE udf_tui_migrations (identifier TEXT PRIMARY KEY, appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())")
            }
            let pending = migrations.filter { !found.applied.contains($0.identifier) }
            if found.hasMigrations, !pending.isEmpty, let owner = try owner(ifNot: session) {
                let needless = [cascadesLoggedOnce] + (found.schema.fitsVersion1 ? [boundedChannel] : []) + (forSync ? [] : [syncTables])
                guard pending.allSatisfy({ needless.contains($0.identifier) }) else {
                    throw StorageError.failed(path: path, detail: "its tables are of an older version that only their owner can upgrade: run udf-tui once as '\(owner)'")
                }
                return found.schema
            }
            for migration in pending {
                for statement in migration.statements { try session.query(PostgresQuery(unsafeSQL: statement)) }
                try session.query("INSERT INTO udf_tui_migrations (identifier) VALUES (\(migration.identifier))")
            }
            return found.schema
        }
        try connection.pin(schema)
        return schema
    }

    /// Checks, without writing, that the database holds udf-tui's tables of this version or
    /// an earlier one (read as they are: every migration so far leaves the tables readable);
    /// returns their schema, the connection's statements then resolve in it.
    ///
    /// - Throws: ``AppStorage/StorageError/notFound(path:)`` when it has none yet, and the
    ///   errors of ``migrate(_:)``.
    static func check(_ connection: BlockingConnection) throws(StorageError) -> TablesSchema {
        let path = connection.location.description
        let schema = try connection.transaction { session in
            let found = try State(session, path: path)
            guard found.hasMigrations else { throw StorageError.notFound(path: path) }
            return found.schema
        }
        try connection.pin(schema)
        return schema
    }

    /// What the database holds before anything is created: whether it has udf-tui's tables,
    /// and its identity (nil without ``syncTables``), read in a read-only transaction: what a
    /// sync checks before it lets a migration create anything on a database.
    ///
    /// - Throws: the errors of ``check(_:)`` but ``AppStorage/StorageError/notFound(path:)``.
    static func inspect(_ connection: BlockingConnection) throws(StorageError) -> (hasTables: Bool, identity: ServerIdentity?) {
        let path = connection.location.description
        return try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { session in
            let found = try State(session, path: path)
            guard found.hasMigrations else { return (false, nil) }
            return (true, try PostgresStorage.identity(session))
        }
    }

    /// The role that owns the tables' notification function, when it is not this one (nor
    /// one it belongs to): who may apply a migration.
    private static func owner(ifNot session: BlockingConnection.Session) throws -> String? {
        let row = try session.query("""
            SELECT pg_catalog.pg_get_userbyid(proowner)::text, pg_catalog.pg_has_role(current_user, proowner, 'USAGE')
            FROM pg_catalog.pg_proc WHERE oid = to_regprocedure('udf_tui_notify()')
            """).first
        guard let (owner, isMember) = try row?.decode((String, Bool).self) else { return nil }
        return isMember ? nil : owner
    }

    /// What a database holds of udf-tui: its tables' schema, whether it has the migration
    /// table, and which migrations were applied.
    private struct State {
        var schema: TablesSchema
        var hasMigrations: Bool
        var applied: [String]

        /// Finds the tables' schema, takes its write lock, and reads the rest again under it
        /// (another program may have made the tables meanwhile).
        init(locking session: BlockingConnection.Session, path: String) throws {
            let found = try Self(session, path: path)
            try session.query(found.schema.takingWriteLock(), patience: .waitingForLock)
            self = try Self(session, path: path)
        }

        /// Reads it, refusing another program's tables and a newer version; the rest of the
        /// transaction resolves table names in the tables' schema.
        init(_ session: BlockingConnection.Session, path: String) throws {
            guard let row = try session.query(TablesSchema.finding).first else {
                throw StorageError.failed(path: path, detail: "no schema to create the tables in: set search_path (options=-c%20search_path%3Dname)")
            }
            let (name, channel, hasMigrations, hasProjects) = try row.decode((String, String, Bool, Bool).self)
            schema = TablesSchema(name: name, channel: channel)
            try session.query(schema.pinning(local: true))
            if !hasMigrations && hasProjects { throw StorageError.foreignDatabase(path: path) }
            applied = hasMigrations
                ? try session.query("SELECT identifier FROM udf_tui_migrations ORDER BY appliedAt, identifier").map { try $0.decode(String.self) }
                : []
            let unknown = applied.filter { identifier in !PostgresSchema.migrations.contains { $0.identifier == identifier } }
            if !unknown.isEmpty { throw StorageError.newerVersion(path: path, unknownMigrations: unknown) }
            self.hasMigrations = hasMigrations
        }
    }
}
