/// A column of one of the stored tables, and what a row written before the column existed
/// holds in its place.
///
/// Each record type lists its columns once (``StoredRecord/columns``); the `SELECT` lists
/// of every read follow from that list, for the current schema and for an older one read
/// as it is (``StoredShape``), so that a read command opens a database an earlier release
/// wrote without migrating it.
///
/// ```swift
/// static let columns: [StoredColumn] = [
///     .original("id"),
///     .added("version", by: AppSchema.Migration.recordVersions, olderRows: "1"),
/// ]
/// ```
struct StoredColumn: Sendable {
    /// The column's name.
    let name: String
    /// The migration that added the column; nil for a column of the first schema.
    let addedBy: String?
    /// What a row written before ``addedBy`` holds, as an SQL expression: the value the
    /// migration gives existing rows.
    let olderRows: String

    /// A column of the first schema.
    static func original(_ name: String) -> StoredColumn {
        StoredColumn(name: name, addedBy: nil, olderRows: name)
    }

    /// A column added by the migration `migration`, which gave the rows already there
    /// `olderRows`.
    static func added(_ name: String, by migration: String, olderRows: String) -> StoredColumn {
        StoredColumn(name: name, addedBy: migration, olderRows: olderRows)
    }
}

/// Which columns the tables of an open database have: those of the current schema, or
/// those of an older schema that a read-only connection reads as it is.
///
/// A database opened for writing is migrated first and so always has the current shape.
struct StoredShape: Sendable, Equatable {
    /// The migrations applied to the file; nil when they are all of this version's.
    let applied: Set<String>?

    /// Every column of this version.
    static let current = StoredShape(applied: nil)

    /// The `SELECT` list of `columns`: each by its name when the file has it, otherwise the
    /// value the migration that adds it would give the row, under its name.
    func selection(of columns: [StoredColumn]) -> String {
        columns.map { column in
            guard let migration = column.addedBy, let applied, !applied.contains(migration) else { return column.name }
            return "\(column.olderRows) AS \(column.name)"
        }.joined(separator: ", ")
    }
}
