import AppCore
import Foundation
import GRDB
import UDFKit

/// The outbox entries of a write no action describes: an import, the demo data, a
/// replacement of the data (docs/sync.md, *What is sent*). It is sent as a change record from
/// the rows as they were to the rows written, which the server applies with AppCore's undo
/// rules, as an undo step: a record added or changed there meanwhile makes it a conflict.
/// A large one goes as several entries (``AppChanges/slices(itemsPerSlice:)``), which
/// the push sends in few server transactions, their items in multi-row inserts.
extension AppDatabase {
    /// How many items one outbox entry of a whole change adds at most.
    static let itemsPerOutboxEntry = 1_000

    /// On a linked file, the notes for `change`, with the rows it updates or deletes read as
    /// they are before it (in the write's transaction, before the write); none on a file
    /// that does not sync.
    func notesForWholeChange(_ change: DataChange, _ db: Database) throws -> [SyncNote] {
        guard try Self.isLinked(db) else { return [] }
        let ids = change.updatedItems.map(\.id) + change.deletedItems.map(\.id)
        let selection: ItemSelection = ids.isEmpty ? .none : try Self.itemSelection(DataScope(items: ids), db)
        let record = AppChanges(before: try Self.loadData(db, items: selection, shape: shape), change: change)
        return try record.slices(itemsPerSlice: Self.itemsPerOutboxEntry).map { slice in
            .pending(PendingAction(payload: try SyncPayload.changes(slice).encoded(), bases: try JSONEncoder().encode(RecordBases(slice))))
        }
    }
}

extension AppChanges {
    /// This change record as consecutive ones that make the same change when applied in
    /// order: the first holds every change of a project or a timer and of an existing item,
    /// with the first added items; each next one only adds items, at most `itemsPerSlice` of
    /// them (their projects are there by then). One slice when it is small.
    func slices(itemsPerSlice: Int) -> [AppChanges] {
        let added = items.elements.filter { $0.before == nil }
        guard added.count > itemsPerSlice else { return [self] }
        let others = items.elements.filter { $0.before != nil }
        var slices: [AppChanges] = []
        var start = 0
        var count = items.countBefore
        while start < added.count {
            let part = Array(added[start..<min(start + itemsPerSlice, added.count)])
            let elements = start == 0 ? others + part : part
            let after = count + part.count - (start == 0 ? others.count { $0.after == nil } : 0)
            let sliceItems = ListChanges(countBefore: count, countAfter: after, elements: elements)
            slices.append(start == 0 ? AppChanges(projects: projects, items: sliceItems, activities: activities)
                                     : AppChanges(projects: .none(count: projects.countAfter), items: sliceItems, activities: .none(count: activities.countAfter)))
            count = after
            start += part.count
        }
        return slices
    }
}

extension AppChanges {
    /// The change record of `change`, whose updated and deleted records are in `before`.
    init(before: AppData, change: DataChange) {
        self.init(
            projects: Self.list(before.projects, inserted: change.insertedProjects, updated: change.updatedProjects, deleted: change.deletedProjects),
            items: Self.list(before.items, inserted: change.insertedItems, updated: change.updatedItems, deleted: change.deletedItems.map(\.id)),
            activities: Self.list(before.activities, inserted: change.insertedActivities, updated: change.updatedActivities,
                                  deleted: change.deletedActivities)
        )
    }

    private static func list<Element: Identifiable & Equatable>(
        _ before: IdentifiedList<Element>, inserted: [Element], updated: [Element], deleted: [Element.ID]
    ) -> ListChanges<Element> {
        let elements = inserted.map { ElementChange(id: $0.id, before: nil, after: $0, offsetBefore: nil, offsetAfter: nil) }
            + updated.map { ElementChange(id: $0.id, before: before[id: $0.id], after: $0, offsetBefore: nil, offsetAfter: nil) }
            + deleted.compactMap { id in before[id: id].map { ElementChange(id: id, before: $0, after: nil, offsetBefore: nil, offsetAfter: nil) } }
        return ListChanges(countBefore: before.count, countAfter: before.count + inserted.count - deleted.count, elements: elements)
    }
}
