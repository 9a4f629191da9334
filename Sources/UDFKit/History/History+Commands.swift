/// How ``Reducer/undoable(_:data:history:limit:isUndoable:)`` applies ``HistoryAction``: once
/// per user command, so not inlinable.
extension History {
    /// Applies undo, redo, groups and clearing to the history and to the data it covers.
    @usableFromInline
    mutating func apply(_ command: HistoryAction, to data: inout Value, replaying reducer: Reducer<Value>, limit: Int) {
        switch command {
        case .undone:
            if let restored = undo(replaying: reducer) {
                data = restored
            }
        case .redone:
            redo(applyingTo: &data, with: reducer, limit: limit)
        case .groupBegan:
            done.beginGroup()
        case .groupEnded:
            done.endGroup()
        case .cleared:
            self = History()
        }
    }

    /// Removes the newest step, keeps it for redo, and returns the data without it, or `nil`
    /// when there is nothing to undo.
    private mutating func undo(replaying reducer: Reducer<Value>) -> Value? {
        // Undo replays every step left in the log: the pending ones are applied first.
        foldPendingSteps(with: reducer)
        done.closeGroups()
        guard var value = storedBase, !done.isEmpty else { return nil }
        undone.append(done.removeLast())
        if done.isEmpty {
            storedBase = nil
        } else {
            for action in done.actions {
                reducer.reduce(&value, action)
            }
        }
        return value
    }

    /// Applies the next redo step to the data and records it as the newest undoable step.
    private mutating func redo(applyingTo data: inout Value, with reducer: Reducer<Value>, limit: Int) {
        guard limit > 0 else { return }
        // No step is pending here: the undo before this folded them, and a new step since
        // would have forgotten the steps to redo.
        done.closeGroups()
        guard let step = undone.popLast() else { return }
        if storedBase == nil {
            storedBase = data
        }
        for (index, action) in step.enumerated() {
            reducer.reduce(&data, action)
            done.append(action, startingStep: index == 0)
        }
        if done.count > limit { foldOldestStep(with: reducer) }
    }
}
