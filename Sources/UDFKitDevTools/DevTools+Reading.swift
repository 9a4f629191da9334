#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UDFKit

extension DevTools {
    /// The session indices of the kept actions: the oldest still kept up to the newest.
    public var indices: Range<Int> {
        inner.withLock { $0.log.indices }
    }

    /// A number that changes whenever the log, the skips or the position change; a viewer
    /// compares it to know whether to ask again.
    public var generation: Int {
        inner.withLock { $0.generation }
    }

    /// The kept actions from session index `start` on, at most `limit` of them, oldest first.
    public func entries(from start: Int = 0, limit: Int = .max) -> [DevToolsEntry] {
        let (steps, skipped, dropped) = inner.withLock { inner -> ([(Int, RecordedStep)], Set<Int>, [Int: DroppedPayload]) in
            let log = inner.log
            let first = max(start, log.firstIndex)
            guard first < log.endIndex, limit > 0 else { return ([], [], [:]) }
            let last = min(log.endIndex, first.addingReportingOverflow(limit).overflow ? log.endIndex : first + limit)
            return ((first..<last).map { ($0, log.step(at: $0)) }, log.skipped, log.dropped)
        }
        return steps.map { index, step in
            entry(index, step, isSkipped: skipped.contains(index), droppedSummary: dropped[index]?.summary)
        }
    }

    /// The action kept at a session index, or nil when it is no longer (or not yet) kept.
    ///
    /// A ``LargePayloadAction`` is kept without its payload: this is its stand-in (the
    /// payload is rebuilt for replays, diffs and recordings).
    public func action(at index: Int) -> (any Action)? {
        inner.withLock { $0.log.indices.contains(index) ? $0.log.step(at: index).action : nil }
    }

    /// The state right after the action at `index`, rebuilt by replay with the skipped actions
    /// left out; `index` one below the oldest kept gives the base. Nil outside the log.
    public func state(after index: Int) -> State? {
        let present = presentState()
        return inner.withLock { $0.replayedState(after: index, reducer: reducer, present: present) }
    }

    /// The changes the action at `index` made (with the skipped actions left out before it),
    /// path by path; nil when the action is no longer kept. A skipped action shows the
    /// changes it would make.
    ///
    /// After a ``LargePayloadAction`` kept without its payload, the payload's part is the
    /// action's change record, and the diff costs what changed, not the payload's size.
    public func changes(at index: Int, limit: Int = 200) -> [StateChange]? {
        let present = presentState()
        var byRecord: [StateChange]?
        let pair = inner.withLock { inner -> (before: State, after: State)? in
            byRecord = inner.changesByRecord(at: index, reducer: reducer, present: present, limit: limit)
            return byRecord == nil ? inner.statesAround(index, reducer: reducer, present: present) : nil
        }
        if let byRecord { return byRecord }
        guard let (before, after) = pair else { return nil }
        return StateDiff.changes(from: before, to: after, limit: limit)
    }

    /// Calls `callback` on every recorded action and every change of position or skips, from
    /// the thread that caused it (for a recording, the store's draining thread: keep it short,
    /// e.g. wake a screen or a socket thread).
    public func observe(_ callback: @escaping @Sendable (DevToolsEvent) -> Void) -> DevToolsObservation {
        inner.withLock { inner in
            inner.nextObserver += 1
            inner.observers[inner.nextObserver] = callback
            return DevToolsObservation(id: inner.nextObserver)
        }
    }

    /// Ends an observation; the callback is not called after this returns.
    public func stopObserving(_ observation: DevToolsObservation) {
        _ = inner.withLock { $0.observers.removeValue(forKey: observation.id) }
    }

    func entry(_ index: Int, _ step: RecordedStep, isSkipped: Bool, droppedSummary: String? = nil) -> DevToolsEntry {
        let family = registry.name(of: step.action)
        let time = date(of: step)
        if let unencoded = step.action as? UnencodedAction {
            // Read back from a recording that had only its description.
            return DevToolsEntry(index: index, time: time, family: unencoded.type,
                                 caseName: String(unencoded.description.prefix { $0 != "(" }), payload: unencoded.description,
                                 durationNanoseconds: 0, isSkipped: isSkipped, isEncodable: false)
        }
        return DevToolsEntry(
            index: index, time: time,
            family: family ?? String(describing: type(of: step.action)), caseName: ActionText.caseName(of: step.action),
            payload: droppedSummary.map { "\($0) (payload not kept: rebuilt from the present on request)" } ?? ActionText.payload(of: step.action),
            durationNanoseconds: step.duration,
            isSkipped: isSkipped, isEncodable: family != nil
        )
    }

    /// When a step was applied, as a date.
    func date(of step: RecordedStep) -> Date {
        startDate.addingTimeInterval(Double(step.instant &- startInstant) / 1e9)
    }
}
