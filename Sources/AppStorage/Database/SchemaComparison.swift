import GRDB

/// The tables, indexes and triggers of a file compared with those udf-tui's migrations
/// create, so that ``AppDatabase/check(thorough:)`` notices one dropped or changed by hand.
///
/// SQLite's own checks do not: a file without the `item_byProjectAndTime` index passes
/// `integrity_check` and merely gets slow, and one without the `changeLog` triggers passes
/// too, while another program's changes silently stop reaching a watching store. The
/// expected schema is made by running the migrations the file has applied on an empty
/// database in memory. Objects the migrations do not create (an index someone added) are
/// left alone, as are SQLite's own (`sqlite_…`).
enum SchemaComparison {
    /// One line per missing or changed object, such as "the index item_byProjectAndTime is
    /// missing"; empty for a file with udf-tui's schema or with no migration applied.
    static func problems(_ db: Database) throws -> [String] {
        let migrator = AppSchema.migrator
        let applied = Set(try migrator.appliedIdentifiers(db))
        guard let last = migrator.migrations.last(where: applied.contains) else { return [] }
        let memory = try DatabaseQueue()
        try migrator.migrate(memory, upTo: last)
        let expected = try memory.read(objects)
        let found = try objects(db)
        return expected.compactMap { name, object in
            guard let actual = found[name], actual.type == object.type else {
                return "the \(object.type) \(name) is missing"
            }
            return object.type != "table" && actual.sql != object.sql ? "the \(object.type) \(name) differs from udf-tui's" : nil
        }.sorted()
    }

    private struct Object {
        var type: String
        var sql: String?
    }

    /// The tables, indexes and triggers of `sqlite_master` by name, SQLite's own and GRDB's
    /// migrations table left out.
    private static func objects(_ db: Database) throws -> [String: Object] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT type, name, sql FROM sqlite_master
            WHERE type IN ('table', 'index', 'trigger') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
              AND name <> 'grdb_migrations'
            """)
        var objects: [String: Object] = [:]
        for row in rows {
            objects[try row.decode(String.self, atIndex: 1)] = Object(
                type: try row.decode(String.self, atIndex: 0), sql: try row.decode(String?.self, atIndex: 2)
            )
        }
        return objects
    }
}
