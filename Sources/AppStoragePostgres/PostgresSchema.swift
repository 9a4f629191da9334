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
/// a notification on the schema's channel (``TablesSchema``) after every change, whoever
/// makes it (a `psql` edit too), with the writer's id as payload.
enum PostgresSchema {
    /// The migrations, oldest first. Never edit a shipped migration: add a new one; one that
    /// adds columns to a table runs ``addingColumns(of:by:)``, under the identifier the
    /// columns name in the table's description (``AppStorage/StoredColumn/addedBy``).
    static let migrations: [(identifier: String, statements: [String])] = [
        ("v1", version1),
        (boundedChannel, version2),
        (cascadesLoggedOnce, version3),
        (syncTables, version4),
    ]

    /// The migration that bounds the notification's channel: it only replaces the function
    /// of v1's statement triggers, so a database without it works as before when the
    /// schema's name fits v1's channel (``TablesSchema/fitsVersion1``).
    static let boundedChannel = "v2-bounded-channel"

    /// The migration that logs the items deleted by one statement in one go, leaving out
    /// those deleted with their project. Nothing needs it: a database without it logs every
    /// row, which readers follow as well.
    static let cascadesLoggedOnce = "v3-cascades-logged-once"

    /// The migration that makes what sync needs: the database's identity (`udf_tui_server`,
    /// one row), and the receipts of the outbox entries applied (`udf_tui_sync_applied`,
    /// made at a sync's start by earlier versions, which needed CREATE to sync), with a
    /// digest of each entry. Only syncing needs it: a role that cannot apply it works on the
    /// tables directly as before.
    static let syncTables = "v4-sync"

    /// The first of the two keys of the write lock, `udft`; the second is the tables'
    /// schema's name hashed (``TablesSchema``).
    static let writeLockKey: Int32 = 0x7564_6674    // "udft"

    /// The statements that add the columns of `table` that `migration` adds
    /// (``AppStorage/StoredStatements/addingColumns(by:_:)``).
    static func addingColumns<Table: StoredTable>(of table: Table.Type, by migration: String) -> [String] {
        StoredStatements<Table>.addingColumns(by: migration, .postgres)
    }

    /// The `CREATE TABLE` of a new table of `table`'s first columns, keyed by its key and
    /// ordered by `position`.
    static func creating<Table: StoredTable>(_ table: Table.Type) -> String {
        StoredStatements<Table>.creating(.postgres, positionDeclaration: "position BIGINT NOT NULL UNIQUE", keyConstraint: "PRIMARY KEY")
    }

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

    /// v1's channel, `'udf_tui:' || TG_TABLE_SCHEMA`, is longer than PostgreSQL's 63 bytes
    /// for a schema name of 56 bytes or more, and every write then failed: the channel of
    /// ``TablesSchema/channelExpression(name:oid:)`` instead, the same for short names.
    private static let version2 = [
        """
        CREATE OR REPLACE FUNCTION udf_tui_notify() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify(\(TablesSchema.channelExpression(name: "TG_TABLE_SCHEMA", oid: "(SELECT relnamespace FROM pg_catalog.pg_class WHERE oid = TG_RELID)")),
                              coalesce(current_setting('udf_tui.writer', true), ''));
            RETURN NULL;
        END $$
        """,
    ]

    /// Deleting a project of a million items ran the row trigger a million times (22 s of
    /// the statement's 23): the items deleted by one statement are logged by one statement
    /// trigger over its transition table instead, without those that went with their
    /// project (by `ON DELETE CASCADE`, run after the project row is gone), whose deletion
    /// the project's own entry says (``AppStorage/DataDelta``).
    private static let version3 = [
        "DROP TRIGGER item_logged ON item",
        "CREATE TRIGGER item_logged AFTER INSERT OR UPDATE ON item FOR EACH ROW EXECUTE FUNCTION udf_tui_log_by_id()",
        """
        CREATE FUNCTION udf_tui_log_deleted_items() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
        BEGIN
            INSERT INTO udf_tui_changes (tableName, rowKey, operation)
            SELECT 'item', gone.id, 'delete' FROM gone
            WHERE EXISTS (SELECT FROM project WHERE project.id = gone.projectID) ORDER BY gone.position;
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER item_deletions_logged AFTER DELETE ON item REFERENCING OLD TABLE AS gone
        FOR EACH STATEMENT EXECUTE FUNCTION udf_tui_log_deleted_items()
        """,
    ]

    /// The identity is made here, so that a dump carries it and a database made again has
    /// another; `md5(random() …)::uuid` works where `gen_random_uuid()` (PostgreSQL 13) is
    /// missing.
    private static let version4 = [
        """
        CREATE TABLE udf_tui_server (
            id UUID PRIMARY KEY,
            createdAt DOUBLE PRECISION NOT NULL DEFAULT extract(epoch FROM clock_timestamp())
        )
        """,
        "CREATE UNIQUE INDEX udf_tui_server_one ON udf_tui_server ((true))",
        "INSERT INTO udf_tui_server (id) VALUES (md5(random()::text || clock_timestamp()::text)::uuid)",
        """
        CREATE TABLE IF NOT EXISTS udf_tui_sync_applied (
            client UUID NOT NULL, seq BIGINT NOT NULL,
            appliedAt DOUBLE PRECISION NOT NULL DEFAULT extract(epoch FROM now()),
            PRIMARY KEY (client, seq)
        )
        """,
        "ALTER TABLE udf_tui_sync_applied ADD COLUMN IF NOT EXISTS digest BYTEA",
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
}
