import PostgresNIO

/// The schema udf-tui's tables are in, found when the database is opened: the schema of
/// `udf_tui_migrations` as the connection's `search_path` finds it, else (no tables yet) the
/// first schema of that path, where they are then made.
///
/// It, not the connection's `current_schema()`, decides the write lock and the notification
/// channel, so that every program using the same tables takes the same lock and hears the
/// same channel whatever its role's `search_path` (PostgreSQL's default, `"$user", public`,
/// makes a role that has a schema of its own name see `current_schema()` = its name while
/// the team's tables are in `public`). The storage's connections then resolve every table
/// name in it alone (``pinning``).
///
/// ```swift
/// let schema = TablesSchema(name: "public", channel: "udf_tui:public")
/// try session.query(schema.takingWriteLock(writer: id))    // SELECT pg_advisory_xact_lock($1, hashtext($2)), …
/// ```
struct TablesSchema: Sendable, Equatable {
    /// The schema's name.
    var name: String
    /// The channel its changes are announced on (``channelExpression(name:oid:)``).
    var channel: String

    /// The statement that takes the write lock until the transaction ends: the advisory
    /// lock of the keys `udft` and the schema's name hashed, the one every udf-tui release
    /// takes on the tables of a role whose `current_schema()` is that schema. A server's
    /// advisory locks are per database; the schema's key keeps two udf-tui databases in one
    /// (two schemas, such as the tests') from waiting for each other. The same statement
    /// sets this writer's id for the notification's payload.
    func takingWriteLock(writer: String = "") -> PostgresQuery {
        "SELECT pg_advisory_xact_lock(\(PostgresSchema.writeLockKey), hashtext(\(name))), set_config('udf_tui.writer', \(writer), true)"
    }

    /// Resolves every table name of the connection's statements in this schema alone, for
    /// the transaction (`local`) or the session.
    func pinning(local: Bool) -> PostgresQuery {
        "SELECT set_config('search_path', quote_ident(\(name)), \(local))"
    }

    /// Whether v1's channel, `udf_tui:<name>`, fits in PostgreSQL's 63 bytes.
    var fitsVersion1: Bool { name.utf8.count <= Self.longestShownName }

    /// The longest schema name, in bytes, that the channel shows as it is.
    static let longestShownName = 55

    /// The SQL of a schema's channel from its `name` and `oid` (two expressions):
    /// `udf_tui:<name>` when it fits in PostgreSQL's 63 bytes (as v1 had it), else
    /// `udf_tui#<oid>`, bounded and unique in the database. The notification trigger and
    /// the listening program both compute it with this one expression.
    static func channelExpression(name: String, oid: String) -> String {
        "CASE WHEN octet_length(\(name)) <= \(longestShownName) THEN 'udf_tui:' || \(name) ELSE 'udf_tui#' || (\(oid))::text END"
    }

    /// The query that finds the tables' schema: its name, its channel, and whether it holds
    /// `udf_tui_migrations` and `project`; no row when there are no tables and no schema to
    /// make them in.
    static let finding = PostgresQuery(unsafeSQL: """
        WITH found AS (
            SELECT coalesce((SELECT relnamespace FROM pg_catalog.pg_class WHERE oid = to_regclass('udf_tui_migrations')),
                            (SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = current_schema())) AS oid
        )
        SELECT n.nspname::text, \(channelExpression(name: "n.nspname", oid: "n.oid")),
               EXISTS (SELECT FROM pg_catalog.pg_class WHERE relnamespace = n.oid AND relname = 'udf_tui_migrations'),
               EXISTS (SELECT FROM pg_catalog.pg_class WHERE relnamespace = n.oid AND relname = 'project')
        FROM found JOIN pg_catalog.pg_namespace n ON n.oid = found.oid
        """)
}
