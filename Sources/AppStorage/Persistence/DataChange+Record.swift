import AppCore
import UDFKit

extension DataChange {
    /// The rows to write for one action's change record, as the reducer made it
    /// (``AppCore/AppData/changes``): O(records changed), whatever the size of the data.
    ///
    /// Inserted records are written at the end of their table in the order they were added
    /// (the record's order, which is their order at the end of the list in memory);
    /// updated ones carry their version before (optimistic concurrency), and a project whose
    /// only change is `updatedAt` writes that column alone; an item removed in O(1) gives its
    /// position to the item the record says moved into its place, so that the order on disk
    /// stays the order in memory. The items of a deleted project go with it
    /// (`ON DELETE CASCADE`): no row of theirs is written; its timer is deleted first, as
    /// the change log expects.
    ///
    /// ```swift
    /// let change = DataChange(state.data.changes)
    /// try storage.write(change)
    /// ```
    package init(_ changes: AppChanges) {
        self.init()
        for change in changes.projects.elements {
            switch (change.before, change.after) {
            case (nil, let project?): insertedProjects.append(project)
            case (let old?, nil): deletedProjects.append(old.id)
            case (let old?, let project?) where old != project:
                updatedProjects.append(project)
                noteUpdate(of: project, from: old)
            default: break
            }
        }
        let deletedProjects = Set(deletedProjects)
        addItems(changes.items, leaving: deletedProjects)
        for change in changes.activities.elements {
            switch (change.before, change.after) {
            case (nil, let activity?): insertedActivities.append(activity)
            case (let old?, nil): deletedActivities.append(old.id)
            case (let old?, let activity?) where old != activity: updatedActivities.append(activity)
            default: break
            }
        }
    }

    private mutating func addItems(_ changes: ListChanges<Item>, leaving deletedProjects: Set<ProjectID>) {
        // The item moved into a removed item's place: the one whose offset after is the
        // removed one's offset before.
        var fillers: [Int: ItemID] = [:]
        for change in changes.elements where change.isMoved {
            if let offset = change.offsetAfter { fillers[offset] = change.id }
        }
        for change in changes.elements {
            switch (change.before, change.after) {
            case (nil, let item?):
                insertedItems.append(item)
            case (let old?, nil) where !deletedProjects.contains(old.projectID):
                deletedItems.append(ItemRemoval(id: old.id, filler: change.offsetBefore.flatMap { fillers[$0] }))
            case (let old?, let item?) where old != item:
                updatedItems.append(item)
                previousVersions[item.id.rawValue] = old.version
            default: break
            }
        }
    }
}
