/// How a ``StepLog`` records the actions of the data's reducer: `@inlinable`, so that it is
/// inlined, specialised, into the undoable reducer's closure.
extension StepLog {
    /// Records an undoable action: the first of a new step, or part of the open group's step
    /// once the group has one. When there are then more than `limit` steps, the oldest is
    /// applied to `base` with `reducer` and forgotten.
    @inlinable
    mutating func appendStep<Value>(
        _ action: ErasedAction,
        limit: Int,
        folding reducer: Reducer<Value>,
        into base: inout Value?
    ) {
        makeUnique(reserving: 1)
        buffer?.appendStep(action, limit: limit, folding: reducer, into: &base)
    }

    /// Records an action that is not undoable as part of the newest step, if there is one.
    @inlinable
    mutating func appendToNewestStep(_ action: ErasedAction) {
        guard !isEmpty else { return }
        makeUnique(reserving: 1)
        buffer?.append(action, startingStep: false)
    }

    /// Records an action as the first of a new step, or as part of the newest one.
    mutating func append(_ action: any Action, startingStep: Bool) {
        makeUnique(reserving: 1)
        ErasedAction.with(action) { buffer?.append($0, startingStep: startingStep) }
    }

    /// Removes the oldest step, applying each of its actions to `value` with `reducer`.
    mutating func removeFirst<Value>(applying reducer: Reducer<Value>, to value: inout Value) {
        guard !isEmpty else { return }
        makeUnique(reserving: 0)
        buffer?.removeFirst(applying: reducer, to: &value)
    }
}

/// The operations behind ``StepLog``'s, on a buffer it has made unique.
extension StepBuffer {
    @inlinable
    func appendStep<Value>(_ action: ErasedAction, limit: Int, folding reducer: Reducer<Value>, into base: inout Value?) {
        let grouping = header.openGroups > 0
        append(action, startingStep: !(grouping && header.groupHasStep))
        if grouping { header.groupHasStep = true }
        if header.steps > limit, var value = base.take() {
            // `take()` leaves the base uniquely referenced: its collections change in place.
            removeFirst(applying: reducer, to: &value)
            base = value
        }
    }

    /// Appends an entry, retaining the action's box if it has one; the caller made room for it.
    @inlinable @inline(__always)
    func append(_ action: ErasedAction, startingStep: Bool) {
        _ = action.box?.retain()
        let starts = startingStep || header.steps == 0
        (entries + header.slot(header.count)).initialize(to: StepLog.Entry(action: action, startsStep: starts))
        header.count &+= 1
        if starts { header.steps &+= 1 }
    }

    /// Removes the oldest step, applying each of its actions to `value` with `reducer`; there
    /// is one.
    @inlinable @inline(__always)
    func removeFirst<Value>(applying reducer: Reducer<Value>, to value: inout Value) {
        repeat {
            // Moved out: the slot is free again once the head has passed it.
            let entry = (entries + header.head).move()
            header.head = header.slot(1)
            header.count &-= 1
            reducer.reduce(&value, erased: entry.erased)
            entry.erased.box?.release()
        } while header.count > 0 && !entries[header.head].startsStep
        header.steps &-= 1
    }
}
