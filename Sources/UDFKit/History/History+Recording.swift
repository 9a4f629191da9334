/// How ``Reducer/undoable(_:data:history:limit:isUndoable:)`` records each action: inlinable,
/// so that it runs specialised for `Value` in the client.
extension History {
    /// Applies an action of the data's reducer to the data, and records it unless undo is off
    /// (`limit` 0): an undoable one as a new step (or part of the open group's), forgetting
    /// the redo steps, and the oldest step when there are more than `limit` (applied to the
    /// base with a batch, see ``StepLog/foldBatch``); one that is not undoable as part of the
    /// newest step, so that undoing that step (and rebuilding the data from the base) stays
    /// exact.
    @inlinable
    mutating func record(
        _ action: ErasedAction,
        applying reducer: Reducer<Value>,
        to data: inout Value,
        limit: Int,
        isUndoable: ((any Action) -> Bool)?
    ) {
        var undoable = false
        if limit > 0 { undoable = isUndoable?(action.action) ?? true }
        if undoable, done.isEmpty {
            // The first step: keep the data before it as the base, the one time the data's
            // collections are copied (when the step writes to them).
            storedBase = data
        }
        if undoable {
            if !undone.isEmpty { undone.removeAll() }
            done.appendStep(action, limit: limit, folding: reducer, into: &storedBase)
        } else if limit > 0 {
            done.appendToNewestStep(action)
        }
        // Last, once the history is written (the two are independent): fewer values then
        // live across the call, measured fewer instructions.
        reducer.reduce(&data, erased: action)
    }

    /// ``record(_:applying:to:limit:isUndoable:)`` for the usual case, with fewer tests: an
    /// undoable action (the caller knows) when there is a step already (so a base), none to
    /// redo, no open group, and room in a log no other history shares. Returns `false`,
    /// having changed nothing, when that is not the case.
    ///
    /// (`appendStep` handles groups too; leaving them out here lets the optimiser drop that
    /// code from the quick path, 8 instructions an action, measured.)
    @inlinable @inline(__always)
    mutating func recordQuickly(_ action: ErasedAction, applying reducer: Reducer<Value>, to data: inout Value, limit: Int) -> Bool {
        guard undone.isEmpty, isKnownUniquelyReferenced(&done.buffer),
              let header = done.buffer?.header, header.count < header.capacity,
              header.steps != header.pending, header.openGroups == 0
        else { return false }
        done.buffer?.appendStep(action, limit: limit, folding: reducer, into: &storedBase)
        reducer.reduce(&data, erased: action)
        return true
    }

    /// Applies the steps pushed past the limit to the base and removes them, so that the log
    /// holds only steps that can be undone: before an undo, which replays them.
    mutating func foldPendingSteps(with reducer: Reducer<Value>) {
        let pending = done.header.pending
        guard pending > 0, var value = storedBase.take() else { return }
        // `take()` leaves the base uniquely referenced: its collections change in place.
        done.removeFirst(steps: pending, applying: reducer, to: &value)
        storedBase = value
    }

    /// Applies the oldest step to the base and removes it; there are no pending steps.
    mutating func foldOldestStep(with reducer: Reducer<Value>) {
        guard var value = storedBase.take() else { return }
        done.removeFirst(steps: 1, applying: reducer, to: &value)
        storedBase = value
    }
}
