import AppCore
import UDFKit

extension AppData {
    /// The rows to write for `action`: nil if it is not a data action, empty if the reducer
    /// refuses it or it changes nothing.
    ///
    /// The reducer runs on the action's ``footprint(ofAny:)``, so this costs O(action) however
    /// large the data is, and it keeps no reference to the data's buffers once it returns
    /// (the store can then mutate them in place, without a copy).
    func change(for action: any Action, reducer: Reducer<AppState>) -> DataChange? {
        guard let before = footprint(ofAny: action) else { return nil }
        var trial = AppState(data: before)
        reducer.reduce(&trial, action)
        guard trial.lastError == nil else { return DataChange() }
        var change = DataChange(from: before, to: trial.data)
        change.deletedItems = change.deletedItems.map { removal in
            ItemRemoval(id: removal.id, filler: fillerOfRemovedItem(removal.id))
        }
        return change
    }

    /// The item that moves into the place of a removed item: the last one, unless it is the
    /// removed item itself (see `AppData.removeItem` in AppCore).
    private func fillerOfRemovedItem(_ id: ItemID) -> ItemID? {
        guard let last = items.last, last.id != id else { return nil }
        return last.id
    }
}
