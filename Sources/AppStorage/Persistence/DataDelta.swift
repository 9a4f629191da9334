import AppCore
import Foundation
import GRDB
import IdentifiedCollections

/// What another program changed in each table since a ``SyncPoint``, read from the
/// ``ChangeLog``, and the sync point after it.
struct DataDelta {
    var projects: TableDelta<Project>
    var items: TableDelta<Item>
    var activities: TableDelta<Activity>
    var sync: SyncPoint

    /// Applies the changes to `data`, or returns false (leaving `data` partly changed) if
    /// they do not fit it: `data` was not at the sync point.
    func apply(to data: inout AppData) -> Bool {
        projects.apply(to: &data.projects) && items.apply(to: &data.items) && activities.apply(to: &data.activities)
    }
}

/// The rows of one table that were appended, changed in place, or removed.
struct TableDelta<Element: Identifiable> where Element.ID: Sendable {
    var appended: [Element] = []
    var updated: [Element] = []
    var removed: Set<Element.ID> = []
    /// A row removed by moving the last row into its place, as AppCore removes an item.
    var swapped: (removed: Element.ID, filler: Element.ID)?

    /// Reads the rows the log names for this table; nil if their places cannot be known:
    /// a row deleted and inserted again, or rows moved other than by one removal that moved
    /// the last row into the hole.
    init?<Record>(_ spec: TableSpec<Element, Record>, _ entries: [ChangeLog.Entry], _ sync: SyncPoint, _ db: Database) throws {
        var keys: [UUID] = [], deleted: [UUID] = [], moved: [UUID] = []
        for entry in entries where entry.table == spec.table {
            if entry.operation == "insert" && deleted.contains(entry.key) { return nil }
            if entry.operation == "delete" { deleted.append(entry.key) }
            if entry.moved { moved.append(entry.key) }
            if !keys.contains(entry.key) { keys.append(entry.key) }
        }
        if !moved.isEmpty {
            guard moved.count == 1, deleted.count == 1, let filler = moved.first, let hole = deleted.first else { return nil }
            swapped = (spec.id(hole), spec.id(filler))
        }
        let position = try db.cachedStatement(sql: "SELECT position FROM \(spec.table) WHERE \(spec.key) = ?")
        let row = try db.cachedStatement(sql: "SELECT \(Record.selection) FROM \(spec.table) WHERE \(spec.key) = ?")
        var appended: [(Int64, Element)] = []
        for key in keys {
            guard let at = try Int64.fetchOne(position, arguments: [key]), let record = try Record.fetchOne(row, arguments: [key]) else {
                if swapped?.removed != spec.id(key) { removed.insert(spec.id(key)) }
                continue
            }
            let element = try spec.element(record)
            if at > sync.maxPosition(of: spec.table) { appended.append((at, element)) } else { updated.append(element) }
        }
        self.appended = appended.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Applies the changes to the array; false if they do not fit it.
    func apply(to array: inout IdentifiedArray<Element.ID, Element>) -> Bool {
        if let (hole, filler) = swapped {
            guard array.last?.id == filler, let index = array.index(id: hole) else { return false }
            array.swapAt(index, array.count - 1)
            array.removeLast()
        }
        if !removed.isEmpty { array.removeAll { removed.contains($0.id) } }
        for element in updated {
            guard let index = array.index(id: element.id) else { return false }
            array[index] = element
        }
        for element in appended where !array.append(element).inserted {
            return false
        }
        return true
    }
}
