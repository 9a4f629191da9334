/// How ``Reducer/undoable(_:data:history:limit:isUndoable:)`` records actions and applies
/// ``HistoryAction``s: inlinable, so that it runs specialised for `Value` in the client.
extension History {
    /// Records an action of the data's reducer that is about to be applied to `data`: an
    /// undoable one as a new step (or part of the open group's), forgetting the redo steps,
    /// and the oldest step when there are more than `limit`; one that is not undoable as part
    /// of the newest step, so that undoing that step (rebuilding the data from the base) stays
    /// exact. Records nothing when `limit` is 0 (undo off).
    /// Returns true when the action started the first step: the caller then sets ``base`` to
    /// the data before the action (the one time the data's collections get copied, when the
    /// step writes to them).
    @inlinable
    mutating func record(_ action: any Action, undoable: Bool, limit: Int, folding reducer: Reducer<Value>) -> Bool {
        guard limit > 0 else { return false }
        guard undoable else {
            if !log.isEmpty { log.appendToNewestStep(action) }
            return false
        }
        if !redoLog.isEmpty { redoLog.removeAll() }
        if grouping.joinsOpenStep(), !log.isEmpty {
            log.appendToNewestStep(action)
            return false
        }
        let isFirst = log.isEmpty
        log.appendStep(action)
        if log.stepCount > limit { forgetOldestStep(folding: reducer) }
        return isFirst
    }

    /// Applies the oldest step to the base and removes it from the log.
    @inlinable
    mutating func forgetOldestStep(folding reducer: Reducer<Value>) {
        guard var value = base else { return }
        base = nil    // so that `value` is the only reference: it changes in place
        log.removeOldest { reducer.reduce(&value, any: $0) }
        base = value
    }

    /// Applies undo, redo, groups and clearing to the history and to the data it covers.
    @usableFromInline
    mutating func apply(_ command: HistoryAction, to data: inout Value, replaying reducer: Reducer<Value>, limit: Int) {
        switch grouping.handle(command) {
        case .undone?:
            if let restored = undo(replaying: reducer) { data = restored }
        case .redone?:
            redo(applyingTo: &data, with: reducer, limit: limit)
        case .cleared?:
            self = History()
        case .groupBegan?, .groupEnded?, nil:
            break
        }
    }

    /// Removes the newest step, keeps it for redo, and returns the data without it.
    private mutating func undo(replaying reducer: Reducer<Value>) -> Value? {
        guard var value = base, !log.isEmpty else { return nil }
        redoLog.append(log.removeNewest())
        if log.isEmpty {
            base = nil
        } else {
            for action in log.actions { reducer.reduce(&value, any: action) }
        }
        return value
    }

    /// Applies the next step to redo to the data and records it as the newest step.
    private mutating func redo(applyingTo data: inout Value, with reducer: Reducer<Value>, limit: Int) {
        guard limit > 0, let step = redoLog.popLast(), let first = step.first else { return }
        if log.isEmpty { base = data }
        log.appendStep(first)
        step.dropFirst().forEach { log.appendToNewestStep($0) }
        for action in step { reducer.reduce(&data, any: action) }
        if log.stepCount > limit { forgetOldestStep(folding: reducer) }
    }
}
