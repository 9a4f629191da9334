/// How ``Reducer/undoable(_:data:history:limit:isUndoable:)`` records each action: inlinable,
/// so that it runs specialised for `Value` in the client.
extension History {
    /// Records an action of the data's reducer, unless undo is off (`limit` 0), then applies
    /// it to the data.
    @inlinable
    mutating func record(
        _ action: any Action,
        applying reducer: Reducer<Value>,
        to data: inout Value,
        limit: Int,
        isUndoable: (any Action) -> Bool
    ) {
        if limit <= 0 {
            // Undo is off: nothing to record.
        } else if isUndoable(action) {
            if done.isEmpty {
                // The first step: keep the data before it as the base, the one time the
                // data's collections are copied (when the step writes to them).
                storedBase = data
            }
            recordUndoable(action, limit: limit, folding: reducer)
        } else {
            recordAlongside(action)
        }
        reducer.reduce(&data, action)
    }

    /// Records an undoable action: a new step, or part of the open group's step. Forgets the
    /// redo steps and folds the oldest step into the base when there are more than `limit`.
    @inlinable
    mutating func recordUndoable(_ action: any Action, limit: Int, folding reducer: Reducer<Value>) {
        done.appendStep(action)
        if !undone.isEmpty { undone.removeAll() }
        if done.count > limit { foldOldestStep(with: reducer) }
    }

    /// Records an action that changes the data but is not undoable: it joins the newest step,
    /// so that undoing that step (and rebuilding the data from the base) stays exact.
    @inlinable
    mutating func recordAlongside(_ action: any Action) {
        if !done.isEmpty {
            done.append(action, startingStep: false)
        }
    }

    /// Applies the oldest step to the base, in place: `take()` leaves the base uniquely
    /// referenced, so its collections are mutated without a copy.
    @inlinable
    mutating func foldOldestStep(with reducer: Reducer<Value>) {
        guard var value = storedBase.take() else { return }
        done.removeFirst(applying: reducer, to: &value)
        storedBase = value
    }
}
