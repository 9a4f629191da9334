import Synchronization

/// What differs between the SQL of two engines for the statements of a ``StoredTable``:
/// how a column's name is written, how a parameter is, and the names of the types.
///
/// ```swift
/// StoredStatements<ItemTable>.insert(.sqlite, atPosition: false)
/// // INSERT INTO item ("id", "projectID", …) VALUES (?, ?, …)
/// ```
package struct SQLDialect: Sendable {
    /// The engine's name, which tells the statements of two dialects apart.
    package let name: String
    /// A column's name as statements write it.
    package let identifier: @Sendable (String) -> String
    /// The parameter `number` (from 1) of a value of `type`.
    package let parameter: @Sendable (_ number: Int, StoredType) -> String
    /// The name of the type `type` in a column's declaration.
    package let typeName: @Sendable (StoredType) -> String
    /// The value of `position` for a row added after the last of `table`; nil when leaving
    /// the column out does that (SQLite's rowid).
    package let appendedPosition: @Sendable (_ table: String) -> String?

    /// The dialect of an engine.
    package init(
        name: String, identifier: @escaping @Sendable (String) -> String, parameter: @escaping @Sendable (Int, StoredType) -> String,
        typeName: @escaping @Sendable (StoredType) -> String,
        appendedPosition: @escaping @Sendable (String) -> String?
    ) {
        self.name = name
        self.identifier = identifier
        self.parameter = parameter
        self.typeName = typeName
        self.appendedPosition = appendedPosition
    }

    /// SQLite's: `?` parameters, names quoted as they are, `position` the rowid.
    static let sqlite = SQLDialect(
        name: "SQLite",
        identifier: { "\"\($0)\"" },
        parameter: { _, _ in "?" },
        typeName: { type in
            switch type {
            case .uuid: "BLOB"
            case .text: "TEXT"
            case .real: "REAL"
            case .integer: "INTEGER"
            }
        },
        appendedPosition: { _ in nil }
    )
}

/// The statements of a ``StoredTable`` in a ``SQLDialect``, and the values they take: the
/// one place the columns become SQL, for both engines.
package enum StoredStatements<Table: StoredTable> {
    /// The values of `element`'s row, in the order of ``StoredTable/columns``.
    package static func values(of element: Table.Element) -> [StoredValue] {
        Table.columns.map { $0.value(element) }
    }

    /// The `SELECT` list of the columns; with `applied` (the migrations an older database
    /// has), a column it does not have yet reads as the value its migration would give the
    /// row, under its name.
    package static func selection(_ dialect: SQLDialect, applied: Set<String>? = nil) -> String {
        guard let applied else { return StatementCache.statement(Table.self, "selection", dialect) { makeSelection(dialect, applied: nil) } }
        return makeSelection(dialect, applied: applied)
    }

    private static func makeSelection(_ dialect: SQLDialect, applied: Set<String>?) -> String {
        Table.columns.map { column in
            let name = dialect.identifier(column.name)
            guard let migration = column.addedBy, let applied, !applied.contains(migration) else { return name }
            return "\(column.olderRows) AS \(name)"
        }.joined(separator: ", ")
    }

    /// The `INSERT` of one row: its values are ``values(of:)``, after the position when
    /// `atPosition`; without it, the row goes after the last.
    package static func insert(_ dialect: SQLDialect, atPosition: Bool) -> String {
        StatementCache.statement(Table.self, atPosition ? "insert at" : "append", dialect) { makeInsert(dialect, atPosition: atPosition) }
    }

    private static func makeInsert(_ dialect: SQLDialect, atPosition: Bool) -> String {
        var columns = Table.columns.map { dialect.identifier($0.name) }
        var parameters = Table.columns.enumerated().map { dialect.parameter($0.offset + (atPosition ? 2 : 1), $0.element.type) }
        if atPosition {
            columns.insert("position", at: 0)
            parameters.insert(dialect.parameter(1, .integer), at: 0)
        } else if let next = dialect.appendedPosition(Table.name) {
            columns.insert("position", at: 0)
            parameters.insert(next, at: 0)
        }
        return "INSERT INTO \(Table.name) (\(columns.joined(separator: ", "))) VALUES (\(parameters.joined(separator: ", ")))"
    }

    /// The `UPDATE` of every column but the key and the position, of the row with the key;
    /// with `checkingVersion`, only if its `version` is the last parameter. Its values are
    /// ``updateValues(of:expectedVersion:)``.
    package static func update(_ dialect: SQLDialect, checkingVersion: Bool) -> String {
        StatementCache.statement(Table.self, checkingVersion ? "versioned update" : "update", dialect) { makeUpdate(dialect, checkingVersion: checkingVersion) }
    }

    private static func makeUpdate(_ dialect: SQLDialect, checkingVersion: Bool) -> String {
        let changed = Table.columns.filter { $0.name != Table.key }
        let assignments = changed.enumerated().map { "\(dialect.identifier($0.element.name)) = \(dialect.parameter($0.offset + 1, $0.element.type))" }
        var sql = "UPDATE \(Table.name) SET \(assignments.joined(separator: ", ")) WHERE \(dialect.identifier(Table.key)) = \(dialect.parameter(changed.count + 1, .uuid))"
        if checkingVersion { sql += " AND version = \(dialect.parameter(changed.count + 2, .integer))" }
        return sql
    }

    /// The values of ``update(_:checkingVersion:)``.
    package static func updateValues(of element: Table.Element, expectedVersion: Int?) -> [StoredValue] {
        var values = Table.columns.filter { $0.name != Table.key }.map { $0.value(element) }
        values.append(.uuid(Table.keyValue(element.id)))
        if let expectedVersion { values.append(.integer(Int64(expectedVersion))) }
        return values
    }

    /// The statements that add the columns the migration `migration` adds, with their
    /// checks, each holding the value ``StoredColumn/olderRows`` in the rows already there.
    package static func addingColumns(by migration: String, _ dialect: SQLDialect) -> [String] {
        Table.columns.filter { $0.addedBy == migration }.map { column in
            "ALTER TABLE \(Table.name) ADD COLUMN \(declaration(of: column, dialect)) DEFAULT \(column.olderRows)"
        }
    }

    /// The `CREATE TABLE` of a new table with the columns of the first schema and
    /// `position`; `keyConstraint` and `suffix` are the engine's (`UNIQUE` and `STRICT` on
    /// SQLite).
    package static func creating(_ dialect: SQLDialect, positionDeclaration: String, keyConstraint: String, suffix: String = "") -> String {
        let columns = Table.columns.filter { $0.addedBy == nil }.map { column in
            declaration(of: column, dialect) + (column.name == Table.key ? " " + keyConstraint : "")
        }
        return "CREATE TABLE \(Table.name) (\(([positionDeclaration] + columns).joined(separator: ", ")))\(suffix)"
    }

    private static func declaration(of column: StoredColumn<Table.Element>, _ dialect: SQLDialect) -> String {
        "\(dialect.identifier(column.name)) \(dialect.typeName(column.type))\(column.isOptional ? "" : " NOT NULL")"
            + (column.check.map { " CHECK (\($0))" } ?? "")
    }
}

/// The statements of every table, made once each: a write of one row would otherwise build
/// its SQL again (on PostgreSQL, about a tenth of a 100,000-row write).
private enum StatementCache {
    private struct Key: Hashable {
        let table: ObjectIdentifier
        let statement: String
        let dialect: String
    }

    private static let made = Mutex<[Key: String]>([:])

    /// The statement `statement` of `table` in `dialect`, made by `make` the first time.
    static func statement(_ table: Any.Type, _ statement: String, _ dialect: SQLDialect, _ make: () -> String) -> String {
        let key = Key(table: ObjectIdentifier(table), statement: statement, dialect: dialect.name)
        if let sql = made.withLock({ $0[key] }) { return sql }
        let sql = make()
        made.withLock { $0[key] = sql }
        return sql
    }
}

/// Which columns the tables of an open database have: those of the current schema, or
/// those of an older schema that a read-only connection reads as it is
/// (``StoredStatements/selection(_:applied:)``).
///
/// A database opened for writing is migrated first and so always has the current shape.
struct StoredShape: Sendable, Equatable {
    /// The migrations applied to the file; nil when they are all of this version's.
    let applied: Set<String>?

    /// Every column of this version.
    static let current = StoredShape(applied: nil)

    /// The `SELECT` list of `table`'s columns in a file of this shape.
    func selection<Table: StoredTable>(of table: Table.Type) -> String {
        StoredStatements<Table>.selection(.sqlite, applied: applied)
    }
}
