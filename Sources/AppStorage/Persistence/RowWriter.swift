import AppCore
import Foundation

/// One table of one database engine, as writing a change sees it: the few row operations
/// whose SQL differs from engine to engine. What to write, and in which order, is decided
/// once for every engine (``DataChange/write(to:)``, ``DataReplacement/write(to:)``).
package protocol RowTable<Element> {
    /// The elements of ``AppData`` this table holds.
    associatedtype Element: Identifiable

    /// Inserts `element` at `position`, or after the last row when nil.
    func insert(_ element: Element, at position: Int64?) throws

    /// Inserts `elements` after the last row, in order (an engine may write many faster
    /// than one by one).
    func insert(_ elements: [Element]) throws

    /// Updates the row of `element` with all its columns but the position; with
    /// `expectedVersion`, only if the row still has that version. Throws
    /// ``RowsChangedElsewhere`` unless exactly one row changed.
    func update(_ element: Element, expectedVersion: Int?) throws

    /// Deletes the row of `id` and returns its position, or nil when there was no such row.
    func delete(_ id: Element.ID) throws -> Int64?

    /// The position of the row of `id`, or nil when there is no such row.
    func position(of id: Element.ID) throws -> Int64?

    /// Moves the row of `id` to `position`. Throws ``RowsChangedElsewhere`` if there is no
    /// such row.
    func move(_ id: Element.ID, to position: Int64) throws
}

extension RowTable {
    /// Inserts `elements` after the last row, in order, one by one.
    package func insert(_ elements: [Element]) throws {
        for element in elements { try insert(element, at: nil) }
    }
}

/// The rows of one database engine inside one transaction: the three tables of ``AppData``
/// and the two statements that are not about one table alone.
///
/// SQLite (``AppDatabase``) and PostgreSQL (`PostgresStorage`) each give one; everything
/// else about writing is written once, here and in ``DataChange/write(to:)``.
package protocol RowWriter {
    /// The `project` table.
    associatedtype Projects: RowTable<Project>
    /// The `item` table.
    associatedtype Items: RowTable<Item>
    /// The `activity` table, keyed by project.
    associatedtype Activities: RowTable<Activity>

    /// The `project` table.
    var projects: Projects { get }
    /// The `item` table.
    var items: Items { get }
    /// The `activity` table.
    var activities: Activities { get }

    /// Writes a project's `updatedAt` alone, whatever else another program changed in it:
    /// forward, never moving the time back (another program may have moved it further);
    /// back (an undo), only from `previous`. Throws ``RowsChangedElsewhere`` when no row
    /// changed.
    func touch(_ project: Project, from previous: Date) throws

    /// The project and position of the row of item `id`, or nil when there is none.
    func placeOfItem(_ id: ItemID) throws -> (project: ProjectID, position: Int64)?
}

/// An update or deletion found no row, or a row was not as memory had it: another program
/// changed it. The transaction is rolled back, and the storage reports
/// ``StorageError/changedElsewhere(path:)``.
package struct RowsChangedElsewhere: Error {
    /// The error.
    package init() {}
}

/// Two kept rows are too close together for the rows that go between them; the replacement
/// is then written by renumbering the table (``DataReplacement/renumbering(from:to:)``).
package struct NoRoomBetweenRows: Error {
    /// The error.
    package init() {}
}
