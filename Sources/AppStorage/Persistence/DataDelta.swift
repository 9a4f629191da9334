import AppCore
import Foundation
import UDFKit

/// What another program changed in each table since a ``SyncPoint``, read from the
/// ``ChangeLog``, and the sync point after it.
package struct DataDelta {
    /// The rows changed.
    package var rows: RowChanges
    package var sync: SyncPoint

    /// The changes of each table, and the sync point after them.
    package init(projects: TableDelta<Project>, items: TableDelta<Item>, activities: TableDelta<Activity>, sync: SyncPoint) {
        rows = RowChanges(projects: projects, items: items, activities: activities)
        self.sync = sync
    }

    package var projects: TableDelta<Project> { rows.projects }
    package var items: TableDelta<Item> { rows.items }
    package var activities: TableDelta<Activity> { rows.activities }

    /// Applies the changes to `data`, or returns false (leaving `data` as it was) if they do
    /// not fit it: `data` was not at the sync point.
    package func apply(to data: inout AppData) -> Bool {
        guard rows.fits(data) else { return false }
        rows.apply(to: &data)
        return true
    }
}

/// The rows another program changed since the data a store holds, read from the change log:
/// what ``StorageAction/rowsChanged(_:)`` carries, so that the reducer changes the data in
/// place, by these rows alone (a copy of the data made beside it would cost O(n)).
public struct RowChanges: Codable, Equatable, Sendable {
    package var projects: TableDelta<Project>
    package var items: TableDelta<Item>
    package var activities: TableDelta<Activity>

    /// The rows of each table.
    package init(projects: TableDelta<Project>, items: TableDelta<Item>, activities: TableDelta<Activity>) {
        self.projects = projects
        self.items = items
        self.activities = activities
    }

    /// Whether ``apply(to:)`` fits `data`: every row changed in place is there, no row
    /// appended is, and a swap finds its filler last. O(rows changed).
    package func fits(_ data: AppData) -> Bool {
        // A project removed takes its items first, which may move the filler of a swap.
        if !projects.removed.isEmpty && items.swapped != nil { return false }
        return projects.fits(data.projects) && items.fits(data.items) && activities.fits(data.activities)
    }

    /// Applies the changes to `data`, which they fit (``fits(_:)``), as one change record
    /// begun at `data`, as an action's is: a screen that drew `data` follows the record
    /// (O(change)), and the outside change is counted from it.
    ///
    /// A removed project takes its items and its timer with it: the log names the project
    /// only (their rows went by `ON DELETE CASCADE`, which is not logged row by row).
    package func apply(to data: inout AppData) {
        data.beginChanges()
        projects.apply(to: &data.projects)
        if !projects.removed.isEmpty {
            data.items.removeAll { projects.removed.contains($0.projectID) }
            data.activities.removeAll { projects.removed.contains($0.projectID) }
        }
        items.apply(to: &data.items)
        activities.apply(to: &data.activities)
    }
}

/// The rows of one table that were appended, changed in place, or removed.
package struct TableDelta<Element: Identifiable & Equatable & Codable & Sendable>: Codable, Equatable, Sendable
where Element.ID: Codable & Sendable {
    package var appended: [Element] = []
    package var updated: [Element] = []
    package var removed: Set<Element.ID> = []
    /// A row removed by moving the last row into its place, as AppCore removes an item.
    package var swapped: Swap?

    /// The row removed, and the last row moved into its place.
    package struct Swap: Codable, Equatable, Sendable {
        package var removed: Element.ID
        package var filler: Element.ID
    }

    /// The rows given (tests build one by hand; storage reads one from its change log).
    package init(appended: [Element] = [], updated: [Element] = [], removed: Set<Element.ID> = [], swapped: Swap? = nil) {
        self.appended = appended
        self.updated = updated
        self.removed = removed
        self.swapped = swapped
    }

    /// Reads the rows the log names for `table`; nil if their places cannot be known: a row
    /// deleted and inserted again, or rows moved other than by one removal that moved the
    /// last row into the hole. `fetch` reads a row's position and element by key, nil when
    /// the row is gone.
    package init?<Table: StoredTable>(
        _ storedTable: Table.Type, _ entries: [ChangeEntry], _ sync: SyncPoint,
        fetch: (UUID) throws -> (position: Int64, element: Element)?
    ) throws where Table.Element == Element {
        let table = Table.name, id = Table.id
        var keys: [UUID] = [], deleted: [UUID] = [], moved: [UUID] = []
        for entry in entries where entry.table == table {
            if entry.operation == "insert" && deleted.contains(entry.key) { return nil }
            if entry.operation == "delete" { deleted.append(entry.key) }
            if entry.moved { moved.append(entry.key) }
            if !keys.contains(entry.key) { keys.append(entry.key) }
        }
        if !moved.isEmpty {
            guard moved.count == 1, deleted.count == 1, let filler = moved.first, let hole = deleted.first else { return nil }
            swapped = Swap(removed: id(hole), filler: id(filler))
        }
        var appended: [(Int64, Element)] = []
        for key in keys {
            guard let (at, element) = try fetch(key) else {
                if swapped?.removed != id(key) { removed.insert(id(key)) }
                continue
            }
            if at > sync.maxPosition(of: table) { appended.append((at, element)) } else { updated.append(element) }
        }
        self.appended = appended.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Whether ``apply(to:)`` fits the array: the swap's filler is last and its hole there,
    /// every row updated is there, and no row appended is.
    func fits(_ array: IdentifiedList<Element>) -> Bool {
        if let swapped, array.last?.id != swapped.filler || array[id: swapped.removed] == nil { return false }
        return updated.allSatisfy { array[id: $0.id] != nil && !removed.contains($0.id) }
            && appended.allSatisfy { array[id: $0.id] == nil || removed.contains($0.id) }
    }

    /// Applies the changes to the array, which they fit (``fits(_:)``).
    func apply(to array: inout IdentifiedList<Element>) {
        if let swapped { array.swapRemove(id: swapped.removed) }
        if !removed.isEmpty { array.removeAll { removed.contains($0.id) } }
        for element in updated { array.update(element) }
        for element in appended { array.append(element) }
    }
}
