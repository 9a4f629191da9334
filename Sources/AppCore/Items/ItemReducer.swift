import Foundation
import UDFKit

extension AppState {
    /// Adds, edits and deletes items; see ``ItemAction`` and docs/reducers.md.
    public static let itemReducer = Reducer<AppState>.validating(ItemAction.self) { data, action throws(AppError) in
        try data.reduce(action)
    }
}

extension AppData {
    /// Applies one item action, or throws before changing anything. Each case is O(1).
    mutating func reduce(_ action: ItemAction) throws(AppError) {
        switch action {
        case let .itemAdded(id, projectID, amount, timestamp, notes, at):
            _ = try existingProject(projectID)
            let amount = try Validate.amount(amount)
            try requireFreshItemID(id)
            items.append(Item(
                id: id, projectID: projectID, amount: amount, timestamp: timestamp,
                notes: Validate.notes(notes)
            ))
            touchProject(projectID, at: at)
        case let .itemEdited(id, amount, timestamp, notes, at):
            var item = try existingItem(id)
            item.amount = try Validate.amount(amount)
            item.timestamp = timestamp
            item.notes = Validate.notes(notes)
            items[id: id] = item
            touchProject(item.projectID, at: at)
        case let .itemDeleted(id, at):
            let item = try existingItem(id)
            removeItem(id)
            touchProject(item.projectID, at: at)
        }
    }

    /// Removes an item in O(1): the last item takes its place. Items have no meaningful
    /// order (selectors sort them by timestamp), so this is invisible to people, and it
    /// keeps a deletion as cheap at 100,000 items as at 10.
    mutating func removeItem(_ id: ItemID) {
        guard let index = items.index(id: id) else { return }
        items.swapAt(index, items.count - 1)
        items.removeLast()
    }
}
