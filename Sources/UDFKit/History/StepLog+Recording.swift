/// How a ``StepLog`` records the actions of the data's reducer: `@inlinable`, so that it is
/// inlined, specialised, into the undoable reducer's closure.
extension StepLog {
    /// Records an undoable action: the first of a new step, or part of the open group's step
    /// once the group has one. When there are then more than `limit` steps, the oldest becomes
    /// pending, and once ``foldBatch`` are, they are applied to `base` with `reducer` and removed.
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

    /// Removes the oldest `steps` steps, pending ones first, applying their actions to `value`
    /// with `reducer`.
    mutating func removeFirst<Value>(steps: Int, applying reducer: Reducer<Value>, to value: inout Value) {
        guard steps > 0, header.steps >= steps else { return }
        makeUnique(reserving: 0)
        buffer?.removeFirst(steps: steps, applying: reducer, to: &value)
    }
}

/// The operations behind ``StepLog``'s, on a buffer it has made unique.
extension StepBuffer {
    @inlinable
    func appendStep<Value>(_ action: ErasedAction, limit: Int, folding reducer: Reducer<Value>, into base: inout Value?) {
        let grouping = header.openGroups > 0
        append(action, startingStep: !(grouping && header.groupHasStep))
        if grouping { header.groupHasStep = true }
        guard header.steps &- header.pending > limit else { return }
        // The oldest step that was kept is past the limit now: forgotten, and pending.
        header.pending &+= 1
        if header.pending == 1 || header.pending == StepLog.foldBatch {
            pendingStepsChanged(folding: reducer, into: &base)
        }
    }

    /// Keeps the reducer of the pending steps when the first becomes pending, and applies them
    /// to `base` once there are ``StepLog/foldBatch``. Out of line, so that the recording code
    /// that runs for every action stays small enough to be inlined whole.
    @inlinable @inline(never)
    func pendingStepsChanged<Value>(folding reducer: Reducer<Value>, into base: inout Value?) {
        if header.pending == 1 {
            pendingReducer = reducer.box
        }
        if header.pending == StepLog.foldBatch, var value = base.take() {
            // `take()` leaves the base uniquely referenced: its collections change in place.
            removeFirst(steps: header.pending, applying: reducer, to: &value)
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

    /// Removes the oldest `steps` steps (there are that many), pending ones first, applying
    /// their actions to `value` with `reducer`.
    @inlinable
    func removeFirst<Value>(steps: Int, applying reducer: Reducer<Value>, to value: inout Value) {
        let removed = entryCount(ofSteps: steps)
        apply(entries: removed, to: &value, with: reducer, releasing: true)
        header.head = header.slot(removed)
        header.count &-= removed
        header.steps &-= steps
        header.pending = max(header.pending &- steps, 0)
    }

    /// How many entries the oldest `steps` steps have.
    @inlinable
    func entryCount(ofSteps steps: Int) -> Int {
        // Most often every entry starts a step (no group, no action joined the newest step).
        if header.count == header.steps { return steps }
        var offset = 0
        var started = 0
        while offset < header.count {
            if entries[header.slot(offset)].startsStep {
                if started == steps { break }
                started &+= 1
            }
            offset &+= 1
        }
        return offset
    }

    /// Applies the actions of the oldest `count` entries to `value` with `reducer`, and
    /// releases their boxes when `releasing` (the caller then removes the entries), else only
    /// reads them.
    @inlinable
    func apply<Value>(entries count: Int, to value: inout Value, with reducer: Reducer<Value>, releasing: Bool) {
        // The ring's oldest entries are in at most two runs: from the head to the end of the
        // memory, then from its start.
        let first = min(count, header.capacity &- header.head)
        Self.apply(entries + header.head, count: first, to: &value, with: reducer, releasing: releasing)
        Self.apply(entries, count: count &- first, to: &value, with: reducer, releasing: releasing)
    }

    /// Applies the actions of `count` entries from `start`, in order. With a family reducer,
    /// an action of its family kept as bits (most of them) is applied with the family's own
    /// code, the tests of the reducer made once for the run rather than per action as
    /// ``Reducer/reduce(_:erased:)`` would: about 30 instructions an action fewer (measured).
    @inlinable
    static func apply<Value>(
        _ start: UnsafeMutablePointer<StepLog.Entry>,
        count: Int,
        to value: inout Value,
        with reducer: Reducer<Value>,
        releasing: Bool
    ) {
        let end = start + count
        var entry = start
        guard let family = reducer.box.family else {
            while entry != end {
                apply(entry, to: &value, with: reducer, releasing: releasing)
                entry += 1
            }
            return
        }
        // Only `FamilyReducer` sets `family`.
        let reduceBits = unsafeDowncast(reducer.box, to: FamilyReducerBase<Value>.self).reduceBits
        while entry != end {
            if family == ObjectIdentifier(entry.pointee.erased.type), entry.pointee.erased.box == nil {
                reduceBits(&value, entry.pointee.erased.bits)
            } else {
                apply(entry, to: &value, with: reducer, releasing: releasing)
            }
            entry += 1
        }
    }

    /// Applies the action of one entry, and releases its box when `releasing`.
    @inlinable
    static func apply<Value>(
        _ entry: UnsafeMutablePointer<StepLog.Entry>,
        to value: inout Value,
        with reducer: Reducer<Value>,
        releasing: Bool
    ) {
        reducer.reduce(&value, erased: entry.pointee.erased)
        if releasing { entry.pointee.erased.box?.release() }
    }
}
