import AppStorage
import PostgresNIO

/// The schema of udf-tui on PostgreSQL, as numbered migrations recorded in the table
/// `udf_tui_migrations`.
///
/// The same three tables as on SQLite (`project`, `item`, `activity`, with `position`
/// giving the order in memory, record versions and targets), with PostgreSQL's types:
/// `uuid` ids, `double precision` dates (seconds since 2001, exact like SQLite's REAL),
/// row triggers that note every change in `udf_tui_changes` (as SQLite's `changeLog`, so
/// that a store reads only what another program changed), and statement triggers that send
/// a notification on the channel `udf_tui:<schema>` after every change, whoever makes it (a
/// `psql` edit too), with the writer's id as payload.
enum PostgresSchema {
    /// The migrations, oldest first. Never edit a shipped migration: add a new one.
    static let migrations: [(identifier: String, statements: [String])] = [
        ("v1", version1),
    ]

    /// Serialises opening and writing across every program on the data of one schema: the
    /// advisory lock of the two keys `udft` and the schema's name hashed. A server's
    /// advisory locks are per database; the schema's key keeps two udf-tui databases in one
    /// (two schemas, such as the tests') from waiting for each other.
    static let writeLockKey: Int32 = 0x7564_6674    // "udft"

    /// The call that takes the write lock until the transaction ends, for a `SELECT`.
    static let takingWriteLock = "pg_advisory_xact_lock(\(writeLockKey), hashtext(current_schema()))"

    private static let version1 = [
        """
        CREATE TABLE project (
            position BIGINT NOT NULL UNIQUE,
            id UUID PRIMARY KEY,
            title TEXT NOT NULL CHECK (title <> ''),
            units TEXT NOT NULL,
            frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'monthly', 'yearly')),
            createdAt DOUBLE PRECISION NOT NULL,
            updatedAt DOUBLE PRECISION NOT NULL,
            version BIGINT NOT NULL DEFAULT 1 CHECK (version >= 1),
            targetKind TEXT CHECK (targetKind IN ('atLeast', 'atMost')),
            targetAmount DOUBLE PRECISION CHECK ((targetKind IS NULL) = (targetAmount IS NULL))
        )
        """,
        "CREATE INDEX project_listOrder ON project (updatedAt DESC, createdAt DESC, id)",
        """
        CREATE TABLE item (
            position BIGINT NOT NULL UNIQUE,
            id UUID PRIMARY KEY,
            projectID UUID NOT NULL REFERENCES project (id) ON DELETE CASCADE,
            amount DOUBLE PRECISION NOT NULL,
            "timestamp" DOUBLE PRECISION NOT NULL,
            notes TEXT,
            version BIGINT NOT NULL DEFAULT 1 CHECK (version >= 1)
        )
        """,
        #"CREATE INDEX item_byProjectAndTime ON item (projectID, "timestamp")"#,
        """
        CREATE TABLE activity (
            position BIGINT NOT NULL UNIQUE,
            projectID UUID PRIMARY KEY REFERENCES project (id) ON DELETE CASCADE,
            startedAt DOUBLE PRECISION NOT NULL
        )
        """,
        """
        CREATE TABLE udf_tui_changes (
            seq BIGSERIAL PRIMARY KEY,
            tableName TEXT NOT NULL,
            rowKey UUID NOT NULL,
            operation TEXT NOT NULL CHECK (operation IN ('insert', 'update', 'delete')),
            moved BOOLEAN NOT NULL DEFAULT false
        )
        """,
        logFunction(name: "udf_tui_log_by_id", key: "id"),
        logFunction(name: "udf_tui_log_by_project", key: "projectID"),
        "CREATE TRIGGER project_logged AFTER INSERT OR UPDATE OR DELETE ON project FOR EACH ROW EXECUTE FUNCTION udf_tui_log_by_id()",
        "CREATE TRIGGER item_logged AFTER INSERT OR UPDATE OR DELETE ON item FOR EACH ROW EXECUTE FUNCTION udf_tui_log_by_id()",
        "CREATE TRIGGER activity_logged AFTER INSERT OR UPDATE OR DELETE ON activity FOR EACH ROW EXECUTE FUNCTION udf_tui_log_by_project()",
        """
        CREATE FUNCTION udf_tui_notify() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('udf_tui:' || TG_TABLE_SCHEMA, coalesce(current_setting('udf_tui.writer', true), ''));
            RETURN NULL;
        END $$
        """,
        "CREATE TRIGGER project_changed AFTER INSERT OR UPDATE OR DELETE ON project FOR EACH STATEMENT EXECUTE FUNCTION udf_tui_notify()",
        "CREATE TRIGGER item_changed AFTER INSERT OR UPDATE OR DELETE ON item FOR EACH STATEMENT EXECUTE FUNCTION udf_tui_notify()",
        "CREATE TRIGGER activity_changed AFTER INSERT OR UPDATE OR DELETE ON activity FOR EACH STATEMENT EXECUTE FUNCTION udf_tui_notify()",
    ]

    /// A row trigger function that notes each change of a row, keyed by its `key` column, in
    /// `udf_tui_changes`; an update that changed the row's position (or key) is flagged as a
    /// move. `SET search_path FROM CURRENT` ties it to the schema it was created in, so that
    /// an edit made with another `search_path` (in `psql`) is logged too.
    private static func logFunction(name: String, key: String) -> String {
        """
        CREATE FUNCTION \(name)() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
        BEGIN
            IF TG_OP = 'DELETE' THEN
                INSERT INTO udf_tui_changes (tableName, rowKey, operation) VALUES (TG_TABLE_NAME, OLD.\(key), 'delete');
            ELSIF TG_OP = 'UPDATE' THEN
                INSERT INTO udf_tui_changes (tableName, rowKey, operation, moved)
                VALUES (TG_TABLE_NAME, NEW.\(key), 'update', OLD.position <> NEW.position OR OLD.\(key) <> NEW.\(key));
            ELSE
                INSERT INTO udf_tui_changes (tableName, rowKey, operation) VALUES (TG_TABLE_NAME, NEW.\(key), 'insert');
            END IF;
            RETURN NULL;
        END $$
        """
    }

    /// Creates or migrates the schema in one transaction, after checking that the database
    /// is udf-tui's (or empty) and not newer than this version; returns the notification
    /// channel (`udf_tui:<schema>`).
    ///
    /// - Throws: ``AppStorage/StorageError/newerVersion(path:unknownMigrations:)`` naming
    ///   the migrations this version does not know, ``AppStorage/StorageError/foreignDatabase(path:)``
    ///   when the schema has a `project` table but no migration table; nothing is changed.
    static func migrate(_ connection: BlockingConnection) throws(StorageError) -> String {
        try connection.transaction { session in
            try session.query("SELECT \(unescaped: takingWriteLock)")
            let found = try State(session, path: connection.location.description)
            if !found.hasMigrations {
                try session.query("CREATE TABLE udf_tui_migrations (identifier TEXT PRIMARY KEY, appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())")
            }
            for migration in migrations where !found.applied.contains(migration.identifier) {
                for statement in migration.statements { try session.query(PostgresQuery(unsafeSQL: statement)) }
                try session.query("INSERT INTO udf_tui_migrations (identifier) VALUES (\(migration.identifier))")
            }
            return found.channel
        }
    }

    /// Checks, without writing, that the database holds udf-tui's tables at this version;
    /// returns the notification channel.
    ///
    /// - Throws: ``AppStorage/StorageError/notFound(path:)`` when it has none yet, and the
    ///   errors of ``migrate(_:)``; ``AppStorage/StorageError/failed(path:detail:)`` when
    ///   the tables are of an older version (opening it for writing migrates them).
    static func check(_ connection: BlockingConnection) throws(StorageError) -> String {
        let path = connection.location.description
        return try connection.transaction { session in
            let found = try State(session, path: path)
            guard found.hasMigrations else { throw StorageError.notFound(path: path) }
            let missing = migrations.map(\.identifier).filter { !found.applied.contains($0) }
            if !missing.isEmpty {
                throw StorageError.failed(path: path, detail: "its tables are of an older version; a command that writes upgrades them")
            }
            return found.channel
        }
    }

    /// What a database holds of udf-tui: whether it has the migration table, which
    /// migrations were applied, and its channel.
    private struct State {
        var hasMigrations: Bool
        var applied: [String]
        var channel: String

        /// Reads it, refusing another program's tables and a newer version.
        init(_ session: BlockingConnection.Session, path: String) throws {
            let found = try session.query("SELECT current_schema(), to_regclass('udf_tui_migrations') IS NOT NULL, to_regclass('project') IS NOT NULL")
            guard let row = found.first else { throw StorageError.failed(path: path, detail: "the server did not answer") }
            let (schema, hasMigrations, hasProjects) = try row.decode((String?, Bool, Bool).self)
            guard let schema else { throw StorageError.failed(path: path, detail: "no schema to create the tables in (search_path)") }
            if !hasMigrations && hasProjects { throw StorageError.foreignDatabase(path: path) }
            applied = hasMigrations
                ? try session.query("SELECT identifier FROM udf_tui_migrations ORDER BY appliedAt, identifier").map { try $0.decode(String.self) }
                : []
            let unknown = applied.filter { identifier in !PostgresSchema.migrations.contains { $0.identifier == identifier } }
            if !unknown.isEmpty { throw StorageError.newerVersion(path: path, unknownMigrations: unknown) }
            self.hasMigrations = hasMigrations
            channel = "udf_tui:" + schema
        }
    }
}
