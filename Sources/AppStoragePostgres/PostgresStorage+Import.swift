import AppCore
import AppStorage
import Foundation
import PostgresNIO

extension PostgresStorage {
    /// Writes an import's rows in one transaction, under the same write lock and checks as
    /// ``write(_:)``: the items go in slices of ``importSlice`` rows, one `INSERT … SELECT
    /// FROM unnest(…)` of array parameters each, instead of one statement per row. When the
    /// user owns the tables (who created them, as a single user's does), the row triggers of
    /// the change log are disabled for the transaction and one `ChangeEntry.everything`
    /// entry is logged instead, and the index by project and time may be built once after
    /// (``withoutSecondaryIndex(whenAdding:_:_:)``); another user of a shared database, who
    /// may write rows but not alter tables, imports with the triggers and the index as they
    /// are (each row logged: slower, the same rows). The statement triggers still send the
    /// notification that wakes the other programs.
    package func writeImport(_ change: DataChange) throws(StorageError) {
        try writeTransaction { session in
            let owns = try Self.ownsTables(session)
            if owns { try Self.setRowLogging("DISABLE", session) }
            var rest = change
            rest.insertedItems = []
            try Self.write(rest, session)
            try Self.withoutSecondaryIndex(whenAdding: owns ? change.insertedItems.count : 0, session) {
                var start = change.insertedItems.startIndex
                while start < change.insertedItems.endIndex {
                    let end = min(start + Self.importSlice, change.insertedItems.endIndex)
                    try Self.insert(change.insertedItems[start..<end], into: ItemTable.self, session)
                    start = end
                }
            }
            if owns {
                try Self.setRowLogging("ENABLE", session)
                try PostgresChangeLog.logEverything(session)
            }
        }
    }

    /// Whether the user may alter the three tables (owns them, or is a member of the role
    /// that does, a superuser included).
    private static func ownsTables(_ session: BlockingConnection.Session) throws -> Bool {
        try session.query("""
            SELECT bool_and(pg_has_role(current_user, relowner, 'USAGE')) FROM pg_class
            WHERE oid IN ('project'::regclass, 'item'::regclass, 'activity'::regclass)
            """).first?.decode(Bool?.self) ?? false
    }

    /// Enables or disables the row triggers of the change log (`ENABLE` or `DISABLE`), until
    /// the transaction ends; the tables stay readable meanwhile (SHARE ROW EXCLUSIVE).
    private static func setRowLogging(_ verb: String, _ session: BlockingConnection.Session) throws {
        for (table, trigger) in [("project", "project_logged"), ("item", "item_logged"), ("activity", "activity_logged")] {
            try session.query(PostgresQuery(unsafeSQL: "ALTER TABLE \(table) \(verb) TRIGGER \(trigger)"), patience: .waitingForLock)
        }
    }

    /// Runs `body`, which adds `count` items, without the index of items by project and
    /// time when they are more than the table holds, and builds the index again after it
    /// from its own definition: one sort instead of a million insertions into it (at a
    /// million items into an empty table, 5.4 s instead of 8.2 s of the server's time).
    private static func withoutSecondaryIndex(whenAdding count: Int, _ session: BlockingConnection.Session, _ body: () throws -> Void) throws {
        let rows = try session.query("SELECT count(*) FROM (SELECT 1 FROM item LIMIT \(Int64(count))) AS held").first?.decode(Int64.self) ?? 0
        let definition = try session.query("""
            SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'item_byprojectandtime'
            """).first?.decode(String.self)
        guard let definition, rows < count else { return try body() }
        try session.query("DROP INDEX item_byProjectAndTime", patience: .waitingForLock)
        try body()
        try session.query(PostgresQuery(unsafeSQL: definition), patience: .bulk)
    }

    /// How many items one statement of an import inserts.
    static let importSlice = 10_000

    /// Inserts `elements` after the last row of `table`, in order, with one statement: each
    /// column of the table's description is one array parameter, unnested into rows (a
    /// column that may hold no value has a second array of flags, as postgres-nio encodes
    /// no arrays of optionals).
    static func insert<Table: StoredTable>(_ elements: ArraySlice<Table.Element>, into table: Table.Type, _ session: BlockingConnection.Session) throws {
        var bindings = PostgresBindings()
        var unnested: [String] = [], selected: [String] = []
        for (index, column) in Table.columns.enumerated() {
            let values = elements.map { column.value($0) }
            let type = SQLDialect.postgres.typeName(column.type)
            bindings.appendArray(of: column.type, values)
            unnested.append("$\(bindings.count)::\(type)[]")
            selected.append("row.v\(index)")
            if column.isOptional {
                bindings.append(values.map { $0 == .null })
                unnested.append("$\(bindings.count)::boolean[]")
                selected[index] = "CASE WHEN row.n\(index) THEN NULL ELSE row.v\(index) END"
            }
        }
        let names = Table.columns.indices.flatMap { Table.columns[$0].isOptional ? ["v\($0)", "n\($0)"] : ["v\($0)"] }
        let sql = """
            INSERT INTO \(Table.name) (position, \(Table.columns.map { SQLDialect.postgres.identifier($0.name) }.joined(separator: ", ")))
            SELECT (SELECT coalesce(max(position), 0) FROM \(Table.name)) + row.number, \(selected.joined(separator: ", "))
            FROM unnest(\(unnested.joined(separator: ", "))) WITH ORDINALITY AS row(\(names.joined(separator: ", ")), number)
            """
        try session.query(PostgresQuery(unsafeSQL: sql, binds: bindings), patience: .bulk)
    }
}

extension PostgresBindings {
    /// The placeholder of a missing UUID.
    private static let noUUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    /// Appends `values`, all of a column of `type`, as one array; a missing value as a
    /// placeholder of its type (its flag says it is missing).
    mutating func appendArray(of type: StoredType, _ values: [StoredValue]) {
        switch type {
        case .uuid: append(values.map { value -> UUID in if case .uuid(let uuid) = value { uuid } else { Self.noUUID } })
        case .text: append(values.map { value -> String in if case .text(let text) = value { text } else { "" } })
        case .real: append(values.map { value -> Double in if case .real(let real) = value { real } else { 0 } })
        case .integer: append(values.map { value -> Int64 in if case .integer(let integer) = value { integer } else { 0 } })
        }
    }
}
