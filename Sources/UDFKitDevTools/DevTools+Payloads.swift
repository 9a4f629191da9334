import UDFKit

extension DevTools {
    /// Records `step` once payloads are tracked (or its action is a ``LargePayloadAction``):
    /// a large action is kept without its payload, any other with its change record.
    @usableFromInline
    func recordTracked(_ step: RecordedStep, context: MiddlewareContext<State>) {
        guard let present = context.state else { return record(step) }
        if let large = step.action as? any LargePayloadAction, let (light, dropped, tracking) = large.dropped(for: State.self) {
            tracksPayloads.store(true, ordering: .relaxed)
            let kept = RecordedStep(action: light, instant: step.instant, duration: step.duration)
            record(kept) { inner in
                inner.log.payloadChanges[inner.log.endIndex] = .unknown
                inner.restoreOldestIfFolding(present: present)
                inner.tracking = tracking
                inner.payloadStamp = tracking.stamp(present)
                inner.log.dropped[inner.log.endIndex] = dropped
            }
            return
        }
        record(step) { inner in
            guard let tracking = inner.tracking else { return }
            let (change, stamp) = tracking.change(in: present, since: inner.payloadStamp)
            inner.payloadStamp = stamp
            inner.log.payloadChanges[inner.log.endIndex] = change
            inner.restoreOldestIfFolding(present: present)
        }
    }

    /// Forgets the replayed states when one may share a payload rebuilt without a copy from
    /// the present (before an action, once payloads are tracked).
    @usableFromInline
    func releaseReplays() {
        inner.withLock { inner in
            guard inner.replaySharesPresent else { return }
            inner.replay.removeAll()
            inner.payloadReplay.cursor = nil
            inner.replaySharesPresent = false
        }
    }

    /// The store's present state, to rebuild dropped payloads from; nil once the store is gone.
    func presentState() -> State? {
        inner.withLock { $0.context }?.state
    }
}

extension DevTools.Inner {
    /// The action at `index` as the store got it: a dropped payload rebuilt from `present` (the
    /// store's state after the last kept action) by taking back the later change records; nil
    /// when it cannot be (no present, or a later action changed it without a record).
    /// `present` is the state after the action at `end - 1` (past the log while recording).
    func fullAction(at index: Int, present: State?, end: Int? = nil) -> (any Action)? {
        let step = log.step(at: index)
        guard let dropped = log.dropped[index] else { return step.action }
        guard let present, let tracking else { return nil }
        let later = (index + 1..<(end ?? log.endIndex)).reversed().map { log.payloadChanges[$0] ?? .unknown }
        return tracking.rewind(present, later).flatMap(dropped.restore)
    }

    /// The step at `index` with its action whole when its payload can be rebuilt.
    func recordedStep(at index: Int, present: State?) -> RecordedStep {
        let step = log.step(at: index)
        guard log.dropped[index] != nil, let action = fullAction(at: index, present: present) else { return step }
        return RecordedStep(action: action, instant: step.instant, duration: step.duration)
    }

    /// Whether the payload of the dropped step at `index` rebuilt now is the present's own
    /// storage (no later action changed it), so states replayed from it share that storage.
    func rebuildSharesPresent(at index: Int) -> Bool {
        guard log.dropped[index] != nil else { return false }
        return (index + 1..<log.endIndex).allSatisfy { if case .none? = log.payloadChanges[$0] { true } else { false } }
    }

    /// Before the log folds its oldest action into the base: a dropped payload is put back
    /// first (the base then holds its own copy of it). `present` is the state after the action
    /// being recorded, whose change is noted at `log.endIndex`.
    mutating func restoreOldestIfFolding(present: State) {
        guard log.count == log.capacity, log.dropped[log.firstIndex] != nil else { return }
        guard let action = fullAction(at: log.firstIndex, present: present, end: log.endIndex + 1) else { return }
        log.restore(action, at: log.firstIndex)
    }
}
