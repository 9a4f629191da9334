extension Store {
    /// Subscribes to what each action changes in an ``IdentifiedList`` of the state (or any
    /// ``ChangeTracking`` data): the
    /// elements inserted, removed, moved and updated, with their ids and offsets, for a table
    /// view's batch update or a diffable data source.
    ///
    /// The callback receives the list and its changes: first the current list with `nil`
    /// (show it whole), then, after each action that changed it, the new list and the
    /// ``ListChanges`` from the list it last received. Where the reducer recorded the change
    /// (``Reducer/recordingChanges()`` or ``Reducer/undoableRecords(_:data:history:isUndoable:refused:)``),
    /// that record is delivered as it is, at a cost proportional to what changed, whatever the
    /// size of the list. Where it did not (the list was changed by a reducer that records
    /// nothing, or replaced), the changes are `nil` again: reload everything. Actions that do
    /// not change the list deliver nothing.
    ///
    /// ```swift
    /// let token = store.subscribe(changesOf: \.todos) { todos, changes in
    ///     self.rows = todos
    ///     guard let update = changes?.batchUpdate else { return tableView.reloadData() }
    ///     tableView.performBatchUpdates { /* update.deletions, .insertions, .moves, .reloads */ }
    /// }
    /// ```
    ///
    /// Holding the list (`self.rows = todos`) shares its storage with the store, so the store's
    /// next change to it copies it once: keep what the view needs if the list is large.
    /// The store keeps the callback until ``unsubscribe(_:)``: keep the token.
    ///
    /// Data made of several lists that conforms to ``ChangeTracking`` is subscribed to the same
    /// way, its own ``ChangeTracking/Changes`` delivered.
    @inlinable
    public func subscribe<Data: ChangeTracking>(
        changesOf selector: @escaping @Sendable (State) -> Data,
        _ callback: @escaping @Sendable (_ data: Data, _ changes: Data.Changes?) -> Void
    ) -> SubscriptionToken {
        let last = LastDelivered<ChangeRecordStamp>(store: ObjectIdentifier(self))
        return add(last) { state in
            guard last.isActive else { return }
            let data = selector(state)
            let stamp = data.changeStamp
            guard let previous = last.value else {
                last.value = stamp
                callback(data, nil)
                return
            }
            if stamp == previous { return }
            last.value = stamp
            guard stamp.recordsChanges(since: previous) else { return callback(data, nil) }
            let changes = data.changes
            if !changes.isEmpty { callback(data, changes) }
        }
    }
}
