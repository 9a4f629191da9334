import AppCore
import Foundation
import GRDB
import UDFKit

/// The outbox entry of a write no action describes: an import, the demo data, a replacement
/// of the data (docs/sync.md, *What is sent*). It is sent as a change record from the rows
/// as they were to the rows written, which the server applies with AppCore's undo rules, as
/// an undo step: a record added or changed there meanwhile makes it a conflict.
extension AppDatabase {
    /// On a linked file, the note for `change`, with the rows it updates or deletes read as
    /// they are before it (in the write's transaction, before the write); nil on a file that
    /// does not sync.
    func noteForWholeChange(_ change: DataChange, _ db: Database) throws -> SyncNote? {
        guard try Self.isLinked(db) else { return nil }
        let ids = change.updatedItems.map(\.id) + change.deletedItems.map(\.id)
        let selection: ItemSelection = ids.isEmpty ? .none : try Self.itemSelection(DataScope(items: ids), db)
        let record = AppChanges(before: try Self.loadData(db, items: selection, shape: shape), change: change)
        return .pending(PendingAction(payload: try SyncPayload.changes(record).encoded(), bases: try JSONEncoder().encode(RecordBases(record))))
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
