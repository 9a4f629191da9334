import AppCore
import Foundation
import GRDB
import UDFKit

/// What another program changed in each table since a ``SyncPoint``, read from the
/// ``ChangeLog``, and the sync point after it.
package struct DataDelta {
    package var projects: TableDelta<Project>
    package var items: TableDelta<Item>
    package var activities: TableDelta<Activity>
    package var sync: SyncPoint

    /// The changes of each table, and the sync point after them.
    package init(projects: TableDelta<Project>, items: TableDelta<Item>, activities: TableDelta<Activity>, sync: SyncPoint) {
        self.projects = projects
        self.items = items
        self.activities = activities
        self.sync = sync
    }

    /// Applies the changes to `data`, or returns false (leaving `data` partly changed) if
    /// they do not fit it: `data` was not at the sync point.
    ///
    /// A removed project takes its items and its timer with it: the log names the project
    /// only (their rows went by `ON DELETE CASCADE`, which is not logged row by row).
    package func apply(to data: inout AppData) -> Bool {
        // The change record begins at the data applied to, as an action's does: a screen
        // that drew `data` follows the record (O(change)), and the outside change is counted
        // from it.
        data.beginChanges()
        guard projects.apply(to: &data.projects) else { return false }
        if !projects.removed.isEmpty {
            data.items.removeAll { projects.removed.contains($0.projectID) }
            data.activities.removeAll { projects.removed.contains($0.projectID) }
        }
        return items.apply(to: &data.items) && activities.apply(to: &data.activities)
    }
}

/// The rows of one table that were appended, changed in place, or removed.
package struct TableDelta<Element: Identifiable & Equatable> where Element.ID: Sendable {
    var appended: [Element] = []
    var updated: [Element] = []
    var removed: Set<Element.ID> = []
    /// A row removed by moving the last row into its place, as AppCore removes an item.
    var swapped: (removed: Element.ID, filler: Element.ID)?

    /// Reads the rows the log names for this table; nil if their places cannot be known:
    /// a row deleted and inserted again, or rows moved other than by one removal that moved
    /// the last row into the hole.
    init?<Record>(_ spec: TableSpec<Element, Record>, _ entries: [ChangeLog.Entry], _ sync: SyncPoint, _ db: Database) throws {
        let position = try db.cachedStatement(sql: "SELECT position FROM \(spec.table) WHERE \(spec.key) = ?")
        let row = try db.cachedStatement(sql: "SELECT \(Record.selection) FROM \(spec.table) WHERE \(spec.key) = ?")
        try self.init(table: spec.table, id: spec.id, entries, sync) { key in
            guard let at = try Int64.fetchOne(position, arguments: [key]), let record = try Record.fetchOne(row, arguments: [key]) else { return nil }
            return (at, try spec.element(record))
        }
    }

    /// The same on any storage: `fetch` reads a row's position and element by key, nil when
    /// the row is gone.
    package init?(
        table: String, id: (UUID) -> Element.ID, _ entries: [ChangeEntry], _ sync: SyncPoint,
        fetch: (UUID) throws -> (position: Int64, element: Element)?
    ) throws {
        var keys: [UUID] = [], deleted: [UUID] = [], moved: [UUID] = []
        for entry in entries where entry.table == table {
            if entry.operation == "insert" && deleted.contains(entry.key) { return nil }
            if entry.operation == "delete" { deleted.append(entry.key) }
            if entry.moved { moved.append(entry.key) }
            if !keys.contains(entry.key) { keys.append(entry.key) }
        }
        if !moved.isEmpty {
            guard moved.count == 1, deleted.count == 1, let filler = moved.first, let hole = deleted.first else { return nil }
            swapped = (id(hole), id(filler))
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

    /// Applies the changes to the array; false if they do not fit it.
    package func apply(to array: inout IdentifiedList<Element>) -> Bool {
        if let (hole, filler) = swapped {
            guard array.last?.id == filler, array.swapRemove(id: hole) != nil else { return false }
        }
        if !removed.isEmpty { array.removeAll { removed.contains($0.id) } }
        for element in updated {
            guard array.update(element) != nil else { return false }
        }
        for element in appended where !array.append(element).inserted {
            return false
        }
        return true
    }
}
