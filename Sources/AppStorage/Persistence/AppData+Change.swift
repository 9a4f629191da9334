import AppCore
import UDFKit

extension AppState {
    /// The rows to write for `action`: nil if it is not a data action (nor an undo or redo),
    /// empty if the reducer refuses it or it changes nothing.
    ///
    /// The reducer runs on the action's ``footprint(ofAny:)``, so this costs O(action) however
    /// large the data is, and it keeps no reference to the data's buffers once it returns
    /// (the store can then mutate them in place, without a copy).
    func change(for action: any Action, reducer: Reducer<AppState>) -> DataChange? {
        guard let footprint = footprint(ofAny: action) else { return nil }
        var trial = footprint
        reducer.reduce(&trial, action)
        guard trial.lastError == nil else { return DataChange() }
        var change = DataChange(from: footprint.data, to: trial.data)
        // One item removed moves the last item into its place (AppCore's O(1) removal);
        // several removed keep the others' order, as removing rows does.
        if change.deletedItems.count == 1 {
            change.deletedItems = change.deletedItems.map { removal in
                ItemRemoval(id: removal.id, filler: data.fillerOfRemovedItem(removal.id))
            }
        }
        return change
    }
}

extension AppData {
    /// The item that moves into the place of a removed item: the last one, unless it is the
    /// removed item itself (see `AppData.removeItem` in AppCore).
    func fillerOfRemovedItem(_ id: ItemID) -> ItemID? {
        guard let last = items.last, last.id != id else { return nil }
        return last.id
    }
}
