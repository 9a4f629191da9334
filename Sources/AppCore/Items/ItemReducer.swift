import Foundation
import UDFKit

extension AppState {
    /// Adds, edits and deletes items in the data; see ``ItemAction`` and docs/reducers.md.
    /// Each accepted action costs O(1), at 10 items as at 100,000.
    public static let itemReducer = Reducer<AppData>.data(ItemAction.self)
}

extension ItemAction {
    /// What an accepted item action does to the data.
    func apply(to data: inout AppData) {
        switch self {
        case let .itemAdded(id, projectID, amount, timestamp, notes, at):
            data.items.append(Item(id: id, projectID: projectID, amount: amount, timestamp: timestamp, notes: Validate.notes(notes)))
            data.touchProject(projectID, at: at)
        case let .itemEdited(id, amount, timestamp, notes, at, _):
            guard var item = data.items[id: id] else { return }
            item.amount = amount
            item.timestamp = timestamp
            item.notes = Validate.notes(notes)
            item.version += 1
            data.items[id: id] = item
            data.touchProject(item.projectID, at: at)
        case .itemRestored(var item, let at):
            item.notes = Validate.notes(item.notes)
            data.items.append(item)
            if let at { data.touchProject(item.projectID, at: at) }
        case let .itemDeleted(id, at):
            guard let item = data.items[id: id] else { return }
            data.removeItem(id)
            data.touchProject(item.projectID, at: at)
        }
    }
}

extension AppData {
    /// Removes an item in O(1): the last item takes its place. Items have no meaningful
    /// order (selectors sort them by timestamp), so this is invisible to people, and it
    /// keeps a deletion as cheap at 100,000 items as at 10.
    mutating func removeItem(_ id: ItemID) {
        items.swapRemove(id: id)
    }
}
