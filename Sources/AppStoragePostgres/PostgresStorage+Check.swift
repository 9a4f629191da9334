import AppCore
import AppStorage
import Foundation
import PostgresNIO
import Synchronization

extension PostgresStorage {
    /// What `udf-tui check` finds on the server, reading without writing: the indexes,
    /// triggers, functions and keys of udf-tui's tables that are missing (the server checks
    /// its own pages, but a team member may drop a trigger or a key by hand, and then
    /// another program's changes stop arriving, or rows without a project get in), and every
    /// row that readers refuse or show escaped (``AppStorage/RowReport``).
    ///
    /// The rows are checked as they arrive: the memory holds the project ids and at most
    /// ``AppStorage/RowReport/limit`` lines, whatever the size of the tables.
    package func check() throws(StorageError) -> (objects: [String], rows: RowReport) {
        try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { session in
            (try Self.missingObjects(session, schema: tables.name), try Self.checkRows(session))
        }
    }

    /// The expected objects that are not there, one line each ("the trigger item_logged is
    /// missing"): the indexes, triggers and functions the migrations create, and each
    /// table's keys (primary, unique position, foreign key to its project).
    private static func missingObjects(_ session: BlockingConnection.Session, schema: String) throws -> [String] {
        let present = try Set(session.query("""
            SELECT 'index ' || indexname FROM pg_catalog.pg_indexes WHERE schemaname = \(schema)
            UNION ALL SELECT 'trigger ' || t.tgname FROM pg_catalog.pg_trigger t JOIN pg_catalog.pg_class c ON c.oid = t.tgrelid
                JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = \(schema) AND NOT t.tgisinternal
            UNION ALL SELECT 'function ' || p.proname FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
                WHERE n.nspname = \(schema)
            UNION ALL SELECT 'key ' || c.relname || ' ' || k.contype::text FROM pg_catalog.pg_constraint k
                JOIN pg_catalog.pg_class c ON c.oid = k.conrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname = \(schema)
            """).map { try $0.decode(String.self) })
        let applied = try Set(session.query("SELECT identifier FROM udf_tui_migrations").map { try $0.decode(String.self) })
        return expectedObjects(applied: applied).filter { !present.contains($0) }.sorted().map { object in
            let words = object.split(separator: " ")
            guard words.first == "key", words.count == 3 else { return "the \(object) is missing" }
            let kind = ["p": "primary key", "u": "unique position", "f": "foreign key to its project"][String(words[2])] ?? String(words[2])
            return "the \(kind) of the table \(words[1]) is missing"
        }
    }

    /// What the `applied` migrations create, as `kind name` (names as PostgreSQL folds
    /// them), and the keys of each table as `key table contype`.
    static func expectedObjects(applied: Set<String>) -> Set<String> {
        let statements = PostgresSchema.migrations.filter { applied.contains($0.identifier) }.flatMap(\.statements).joined(separator: "\n")
        var objects = Set<String>()
        for kind in ["INDEX", "TRIGGER", "FUNCTION"] {
            let pattern = try? NSRegularExpression(pattern: "CREATE (?:OR REPLACE )?\(kind) (\\w+)")
            let range = NSRange(statements.startIndex..., in: statements)
            for match in pattern?.matches(in: statements, range: range) ?? [] {
                if let name = Range(match.range(at: 1), in: statements) { objects.insert("\(kind.lowercased()) \(statements[name].lowercased())") }
            }
        }
        for table in ["project", "item", "activity"] {
            objects.formUnion(["key \(table) p", "key \(table) u", "index \(table)_pkey", "index \(table)_position_key"])
            if table != "project" { objects.insert("key \(table) f") }
        }
        return objects
    }

    /// Every row of the three tables, checked as it arrives.
    private static func checkRows(_ session: BlockingConnection.Session) throws -> RowReport {
        let report = Mutex(RowReport())
        try session.forEachRow("SELECT \(unescaped: projectColumns) FROM project ORDER BY position") { row in
            var cells = Cells(row)
            let id = (try? cells.next(UUID.self)).map(ProjectID.init)
            report.withLock { $0.project(id) { try element(of: ProjectTable.self, row) } }
        }
        try session.forEachRow("SELECT \(unescaped: itemColumns) FROM item ORDER BY position") { row in
            report.withLock { $0.item { try element(of: ItemTable.self, row) } }
        }
        try session.forEachRow("SELECT \(unescaped: activityColumns) FROM activity ORDER BY position") { row in
            report.withLock { $0.activity { try element(of: ActivityTable.self, row) } }
        }
        return report.withLock { $0 }
    }
}
