import UDFKit

/// One action as the log keeps it: the action itself, when it was applied (``MonotonicTime``
/// nanoseconds, turned into a date only when shown) and how long the reducers took, in
/// nanoseconds.
@usableFromInline
struct RecordedStep: Sendable {
    @usableFromInline let action: any Action
    @usableFromInline let instant: Int64
    @usableFromInline let duration: Int64

    @inlinable
    init(action: any Action, instant: Int64, duration: Int64) {
        self.action = action
        self.instant = instant
        self.duration = duration
    }
}

/// The recorded session: the state before its oldest kept action (the *base*), the kept
/// actions in order, and which of them are skipped.
///
/// It keeps at most `capacity` actions. One more folds the oldest into the base with the
/// reducer, so memory stays bounded and the base never needs a copy of the store's state
/// after the first action: the state is retained once, when recording starts, and only
/// ever mutated in place after that. (A snapshot per action would make the store's next
/// change copy each collection it touches: O(n) per action.)
@usableFromInline
struct SessionLog<State: Sendable>: Sendable {
    @usableFromInline private(set) var base: State?
    @usableFromInline private(set) var steps: [RecordedStep] = []
    /// Where the oldest step is in `steps` (a ring once full).
    @usableFromInline var head = 0
    /// The session index of the oldest kept step.
    @usableFromInline private(set) var firstIndex = 0
    @usableFromInline private(set) var skipped: Set<Int> = []
    /// The kept actions recorded without their payload (``LargePayloadAction``), by session index.
    var dropped: [Int: DroppedPayload] = [:]
    /// What each action after the first dropped payload changed in it, by session index.
    var payloadChanges: [Int: PayloadChange] = [:]
    @usableFromInline let capacity: Int

    init(capacity: Int, firstIndex: Int = 0) {
        self.capacity = max(1, capacity)
        self.firstIndex = firstIndex
        steps.reserveCapacity(min(self.capacity, 4_096))
    }

    /// The number of kept steps.
    var count: Int { steps.count }
    /// The session index after the last kept step (the number of actions ever recorded).
    var endIndex: Int { firstIndex + steps.count }
    /// The session indices of the kept steps.
    var indices: Range<Int> { firstIndex..<endIndex }

    /// The step at a session index, which must be in ``indices``.
    func step(at index: Int) -> RecordedStep {
        steps[(head + index - firstIndex) % steps.count]
    }

    /// Records the first state, once; later calls do nothing.
    @inlinable
    mutating func start(from state: State) {
        if base == nil { base = state }
    }

    /// Appends a step, folding the oldest into the base with `reducer` when full.
    @inlinable
    mutating func append(_ step: RecordedStep, reducer: Reducer<State>) {
        guard steps.count == capacity else {
            steps.append(step)
            return
        }
        let oldest = steps[head]
        if skipped.isEmpty || !skipped.contains(firstIndex), var state = base {
            base = nil    // so that `state` is the only reference and changes in place
            reducer.reduce(&state, oldest.action)
            base = state
        }
        if !skipped.isEmpty { skipped.remove(firstIndex) }
        forgetPayload(at: firstIndex)
        steps[head] = step
        head += 1
        if head == capacity { head = 0 }    // not `%`: a division costs more than the rest of the bookkeeping
        firstIndex += 1
    }

    /// Forgets what was kept about the payload of the step at `index` (folded into the base).
    @usableFromInline
    mutating func forgetPayload(at index: Int) {
        guard !payloadChanges.isEmpty || !dropped.isEmpty else { return }
        payloadChanges.removeValue(forKey: index)
        dropped.removeValue(forKey: index)
    }

    /// Puts a step's action back whole (a dropped payload rebuilt before it is folded into the base).
    mutating func restore(_ action: any Action, at index: Int) {
        let old = step(at: index)
        steps[(head + index - firstIndex) % steps.count] = RecordedStep(action: action, instant: old.instant, duration: old.duration)
        dropped.removeValue(forKey: index)
    }

    /// Marks a kept step skipped or not; returns false for an index no longer kept.
    mutating func setSkipped(_ index: Int, _ isSkipped: Bool) -> Bool {
        guard indices.contains(index) else { return false }
        if isSkipped { skipped.insert(index) } else { skipped.remove(index) }
        return true
    }
}
