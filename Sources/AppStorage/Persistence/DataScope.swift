import AppCore
import Foundation
import UDFKit

/// The part of the data a command loads: every project and every activity (a few thousand
/// rows at most), and only the items it names.
///
/// A command that touches a few records (`items add`, `timer start`, `items edit`) loads
/// this much instead of every item, then dispatches the same AppCore action through the
/// same ``Persistence`` middleware: the reducers decide, and the middleware writes the rows
/// of the change record they made, exactly as on the whole data. That holds because the
/// records the actions ``covers(_:)`` accepts read and change are projects, activities and
/// the items named here, all of which a scoped load reads as they are in the database.
///
/// ```swift
/// let id = ItemID()
/// // The new id is loaded too: if it were taken, the reducer would refuse it as it
/// // would on the whole data.
/// let app = try PersistentStore(storage: storage, scope: DataScope(items: [id]))
/// ```
package struct DataScope: Hashable, Sendable {
    /// Items loaded by id (those that exist).
    package var items: [ItemID]
    /// Projects whose every item is loaded.
    package var itemsOfProjects: [ProjectID]
    /// Items of one project with a timestamp in a time interval (its start included, its end
    /// excluded): the current period of a target, say.
    package var itemsInIntervals: [ProjectInterval]
    /// Whether the last item of the whole array (the highest position) is loaded too: the
    /// one that takes a deleted item's place, so that a deletion can be worked out here.
    package var lastItem: Bool

    /// A scope loading the items with these ids, all of a few projects' items, the items of
    /// some projects within a time interval, and with `lastItem` the last item of all.
    package init(items: [ItemID] = [], itemsOfProjects: [ProjectID] = [], itemsInIntervals: [ProjectInterval] = [], lastItem: Bool = false) {
        self.items = items
        self.itemsOfProjects = itemsOfProjects
        self.itemsInIntervals = itemsInIntervals
        self.lastItem = lastItem
    }

    /// Whether no item is loaded at all.
    package var loadsNoItems: Bool {
        items.isEmpty && itemsOfProjects.isEmpty && itemsInIntervals.isEmpty && !lastItem
    }

    /// Whether the rows `action` writes, worked out on data loaded with this scope, are the
    /// rows it writes on the whole data: the records it reads and changes are projects,
    /// activities and items named in ``items``, and it removes no item.
    ///
    /// A project's deletion is covered by any scope: it writes the project's row alone, and
    /// the database takes its items and activity with it (`ON DELETE CASCADE`).
    ///
    /// Refused: an item's deletion unless the scope loads it by id and the last item (which
    /// takes its place, its row getting the deleted row's position), an action on an item this
    /// scope did not load by id, and anything else that is not one project, item or activity
    /// action (an import, an undo). An ``AppCore/ErrorAction`` changes no data and is covered.
    package func covers(_ action: any Action) -> Bool {
        switch action {
        case let action as ProjectAction: covers(action)
        case let action as ItemAction: covers(action)
        case let action as ActivityAction: covers(action)
        // Changes no data: any part of it will do (PersistentStore.apply dismisses an earlier error).
        case is ErrorAction: true
        default: false
        }
    }

    private func covers(_ action: ProjectAction) -> Bool {
        switch action {
        case .projectCreated, .projectEdited, .targetSet, .projectRestored, .projectDeleted: true
        }
    }

    private func covers(_ action: ItemAction) -> Bool {
        switch action {
        case .itemAdded(let id, _, _, _, _, _), .itemEdited(let id, _, _, _, _, _): items.contains(id)
        case .itemRestored(let item, _): items.contains(item.id)
        case .itemDeleted(let id, _): lastItem && items.contains(id)
        }
    }

    private func covers(_ action: ActivityAction) -> Bool {
        switch action {
        case .activityStarted, .activityRestored: true
        case .activityStopped(_, let itemID, _): items.contains(itemID)
        }
    }
}

/// One project's items with a timestamp in `interval` (`start` included, `end` excluded).
package struct ProjectInterval: Hashable, Sendable {
    /// The project.
    package var projectID: ProjectID
    /// The time interval, its end excluded (as AppCore's periods are).
    package var interval: DateInterval

    /// The items of `projectID` within `interval`.
    package init(projectID: ProjectID, interval: DateInterval) {
        self.projectID = projectID
        self.interval = interval
    }
}
