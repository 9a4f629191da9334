import Foundation

/// One table of udf-tui's data, described once for every storage engine: its name, the
/// column of its key, and its columns in order, each with its type, how an element gives its
/// value, and the migration that added it.
///
/// Both engines write their `SELECT`, `INSERT` and `UPDATE` statements, their bulk inserts,
/// their row readers and the columns a migration adds from this description
/// (``StoredStatements``); engine code keeps only what truly differs, its dialect
/// (``SQLDialect``), locks and notifications. Adding a column is the model, its entry in
/// ``columns`` with the migration that adds it, a line in ``element(_:)``, and one migration
/// per engine that calls the engine's `addingColumns(of:by:)`.
///
/// ```swift
/// enum NoteTable: StoredTable {
///     static let name = "note"
///     static let key = "id"
///     static let columns: [StoredColumn<Note>] = [
///         .original("id", .uuid) { .uuid($0.id) },
///         .original("title", .text) { .text($0.title) },
///         .added("pinned", .integer, by: "v2-pinned", olderRows: "0") { .integer($0.pinned ? 1 : 0) },
///     ]
///     static func keyValue(_ id: UUID) -> UUID { id }
///     static func id(_ key: UUID) -> UUID { key }
///     static func element(_ cells: inout some StoredCells) throws -> Note {
///         Note(id: try cells.uuid(), title: try cells.text(), pinned: try cells.integer() != 0)
///     }
/// }
/// ```
package protocol StoredTable: Sendable {
    /// What one row holds.
    associatedtype Element: Identifiable where Element.ID: Sendable

    /// The table's name.
    static var name: String { get }
    /// The column that holds the element's id: unique, and what updates and deletions find
    /// a row by.
    static var key: String { get }
    /// The columns, in the order ``element(_:)`` reads them, the key among them. The
    /// `position` column, which every table has, is not listed: it is the element's place.
    static var columns: [StoredColumn<Element>] { get }

    /// The key column's value of the element `id`.
    static func keyValue(_ id: Element.ID) -> UUID
    /// The element id of the key column's value `key`.
    static func id(_ key: UUID) -> Element.ID
    /// The element of one row whose cells are ``columns``, in their order; throws
    /// ``UnreadableRow`` when the row breaks a rule of the element.
    static func element(_ cells: inout some StoredCells) throws -> Element
}

/// The type of a column's values, which each engine names in its own way
/// (``SQLDialect/typeName``).
package enum StoredType: Sendable, Equatable {
    /// A UUID (SQLite: a 16-byte BLOB).
    case uuid
    /// Text.
    case text
    /// A double.
    case real
    /// A 64-bit integer.
    case integer
}

/// One value of a column, as both engines store it.
package enum StoredValue: Sendable, Equatable {
    /// A UUID (``StoredType/uuid``).
    case uuid(UUID)
    /// Text (``StoredType/text``).
    case text(String)
    /// A double (``StoredType/real``); dates are seconds since the reference date.
    case real(Double)
    /// A 64-bit integer (``StoredType/integer``).
    case integer(Int64)
    /// No value (a column that may hold none).
    case null

    /// A date, as it is stored: seconds since the reference date, the only form that
    /// round-trips exactly.
    package static func date(_ date: Date) -> StoredValue {
        .real(date.timeIntervalSinceReferenceDate)
    }
}

/// A column of a ``StoredTable``.
package struct StoredColumn<Element>: Sendable {
    /// The column's name.
    package let name: String
    /// The type of its values.
    package let type: StoredType
    /// Whether it may hold no value.
    package let isOptional: Bool
    /// The migration that added the column; nil for a column of the first schema.
    package let addedBy: String?
    /// What a row written before ``addedBy`` holds, as an SQL expression both engines read:
    /// the value the migration gives the rows already there.
    package let olderRows: String
    /// The column's `CHECK` constraint, as an SQL expression both engines read; nil for none.
    package let check: String?
    /// The column's value in the row of an element.
    package let value: @Sendable (Element) -> StoredValue

    /// A column of the first schema.
    package static func original(_ name: String, _ type: StoredType, optional: Bool = false, check: String? = nil,
                                 _ value: @escaping @Sendable (Element) -> StoredValue) -> StoredColumn {
        StoredColumn(name: name, type: type, isOptional: optional, addedBy: nil, olderRows: name, check: check, value: value)
    }

    /// A column added by the migration `migration`, which gave the rows already there
    /// `olderRows`.
    package static func added(_ name: String, _ type: StoredType, optional: Bool = false, check: String? = nil,
                              by migration: String, olderRows: String,
                              _ value: @escaping @Sendable (Element) -> StoredValue) -> StoredColumn {
        StoredColumn(name: name, type: type, isOptional: optional, addedBy: migration, olderRows: olderRows, check: check, value: value)
    }
}

/// The cells of one row, read in the order of the table's columns, each as the type its
/// column has. Each engine gives one (SQLite's over a GRDB row, PostgreSQL's over a
/// postgres-nio row); a cell of another type, or a missing one, throws.
package protocol StoredCells {
    /// The next cell as a UUID.
    mutating func uuid() throws -> UUID
    /// The next cell as text.
    mutating func text() throws -> String
    /// The next cell as text, or nil for NULL.
    mutating func optionalText() throws -> String?
    /// The next cell as a double.
    mutating func real() throws -> Double
    /// The next cell as a double, or nil for NULL.
    mutating func optionalReal() throws -> Double?
    /// The next cell as an integer.
    mutating func integer() throws -> Int64
}

extension StoredCells {
    /// The next cell as a date (``StoredValue/date(_:)``).
    package mutating func date() throws -> Date {
        Date(timeIntervalSinceReferenceDate: try real())
    }
}
