import Foundation
import AppCore
import UDFKit

/// The rows one change writes: what to insert, update and delete in each table.
///
/// For an action it is made from the action's change record (``init(_:)``), so its size is
/// that of the action, not of the data; a replacement or an import compares two versions
/// (``init(from:to:)``). ``AppDatabase/write(_:)`` writes it in one transaction.
package struct DataChange: Equatable, Sendable {
    package var insertedProjects: [Project] = []
    package var updatedProjects: [Project] = []
    package var deletedProjects: [ProjectID] = []
    package var insertedItems: [Item] = []
    package var updatedItems: [Item] = []
    package var deletedItems: [ItemRemoval] = []
    package var insertedActivities: [Activity] = []
    package var updatedActivities: [Activity] = []
    package var deletedActivities: [ProjectID] = []
    /// The version each updated project and item had before: an update is written only if
    /// the row still has it (optimistic concurrency), else another program changed it.
    package var previousVersions: [UUID: Int] = [:]
    /// Updated projects whose only change is `updatedAt` (one of their items or their timer
    /// changed, or an undo put it back), with the `updatedAt` they had: only that column is
    /// written, whatever their version.
    package var touchedProjects: [ProjectID: Date] = [:]
    /// What the same transaction notes for sync (docs/sync.md): an outbox entry on the
    /// local file, a client's receipt on the server; nil when the data does not sync.
    package var syncNote: SyncNote?

    /// Whether nothing is to be written.
    package var isEmpty: Bool { self == DataChange() }

    /// The rows that differ between two versions of the same few entities.
    ///
    /// Elements only in `after` are inserted in their order, which is their order at the
    /// end of the arrays in memory; elements in both that differ are updated; elements only
    /// in `before` are deleted.
    package init(from before: AppData, to after: AppData) {
        (insertedProjects, updatedProjects, deletedProjects) = Self.difference(before.projects, after.projects)
        let items = Self.difference(before.items, after.items)
        (insertedItems, updatedItems) = (items.inserted, items.updated)
        deletedItems = items.deleted.map { ItemRemoval(id: $0, filler: nil) }
        (insertedActivities, updatedActivities, deletedActivities) = Self.difference(before.activities, after.activities)
        for project in updatedProjects {
            guard let old = before.projects[id: project.id] else { continue }
            noteUpdate(of: project, from: old)
        }
        for item in updatedItems {
            previousVersions[item.id.rawValue] = before.items[id: item.id]?.version
        }
    }

    package init() {}

    /// Notes the version an updated project had, and whether `updatedAt` is all that changed
    /// (then only that column is written).
    mutating func noteUpdate(of project: Project, from old: Project) {
        previousVersions[project.id.rawValue] = old.version
        var unchanged = project
        unchanged.updatedAt = old.updatedAt
        if unchanged == old { touchedProjects[project.id] = old.updatedAt }
    }

    private static func difference<Element: Identifiable & Equatable>(
        _ before: IdentifiedList<Element>, _ after: IdentifiedList<Element>
    ) -> (inserted: [Element], updated: [Element], deleted: [Element.ID]) where Element.ID: Sendable {
        // O(1) when both share their buffers, which is the case for arrays nothing touched.
        if before == after { return ([], [], []) }
        let oldIndices = IndexMatch.oldIndices(of: after, in: before)
        var inserted: [Element] = [], updated: [Element] = []
        var kept = [Bool](repeating: false, count: before.count)
        for (element, oldIndex) in zip(after, oldIndices) {
            guard let oldIndex else {
                inserted.append(element)
                continue
            }
            kept[oldIndex] = true
            if before[oldIndex] != element { updated.append(element) }
        }
        let deleted = before.indices.filter { !kept[$0] }.map { before[$0].id }
        return (inserted, updated, deleted)
    }
}

/// Where the elements of one version of an array were in another.
package enum IndexMatch {
    /// For each element of `new`, its index in `old`, or nil if it is not there.
    ///
    /// An element still at its old index costs one id comparison; only the others are
    /// looked up by id. After one action or one undo, almost every element is where it
    /// was, so this is a cheap O(n) even at 100,000 items.
    package static func oldIndices<Element>(of new: IdentifiedList<Element>, in old: IdentifiedList<Element>) -> [Int?] {
        new.enumerated().map { index, element in
            index < old.count && old[index].id == element.id ? index : old.index(id: element.id)
        }
    }
}

/// An item removed from the array of items, and the item that moves into its place.
///
/// AppCore removes an item in O(1) by moving the *last* item of the array into the hole
/// (`AppData.removeItem`). The `position` of the removed row goes to the row of that
/// `filler`, so that the order on disk stays the order in memory.
package struct ItemRemoval: Equatable, Sendable {
    package var id: ItemID
    /// The item that takes the removed one's place, or nil if the removed item was last.
    package var filler: ItemID?
}
