import UDFKit

/// States rebuilt by replay, kept so that stepping through the log costs the steps between
/// two states asked for, not a replay from the base each time.
///
/// Two kinds are kept: the last few states asked for (a diff asks for the states before and
/// after an action; stepping back asks next for the one before those), and a *checkpoint*,
/// the state after the costliest action replayed so far (by the time it took in the store):
/// at a million items, the load takes 150 ms to replay and a key 0.01 ms, so stepping back
/// replays from just after the load. Each state kept holds its own copy of whatever its
/// actions changed: at most ``recentCapacity`` + 1 states.
struct ReplayCache<State: Sendable>: Sendable {
    struct Entry: Sendable {
        var index: Int
        var state: State
    }

    /// The last states asked for, the most recent last.
    private var recent: [Entry] = []
    /// The state after the costliest step replayed, and what that step took in the store.
    private var checkpoint: (entry: Entry, duration: Int64)?

    /// How many of the last states asked for are kept: a diff's two, and the one before.
    static var recentCapacity: Int { 3 }

    /// Forgets every state (the skips changed: each may be wrong now).
    mutating func removeAll() {
        recent = []
        checkpoint = nil
    }

    /// The kept state with the highest index from `lowest` to `index`, if any.
    mutating func nearest(atOrBelow index: Int, lowest: Int) -> Entry? {
        var best = checkpoint.map(\.entry).flatMap { (lowest...index).contains($0.index) ? $0 : nil }
        for entry in recent where (lowest...index).contains(entry.index) && entry.index > best?.index ?? .min {
            best = entry
        }
        if let best, let position = recent.firstIndex(where: { $0.index == best.index }) {
            recent.append(recent.remove(at: position))    // the most recently used last
        }
        return best
    }

    /// Takes the kept state after the step at `index` out of the cache, so that whoever
    /// changes it next changes it in place; nil when none is kept.
    mutating func take(after index: Int) -> State? {
        let found = recent.last { $0.index == index }?.state ?? checkpoint.flatMap { $0.entry.index == index ? $0.entry.state : nil }
        recent.removeAll { $0.index == index }
        if checkpoint?.entry.index == index { checkpoint = nil }
        return found
    }

    /// Keeps the state after the step at `index`, as the most recent.
    mutating func keep(_ state: State, after index: Int) {
        recent.removeAll { $0.index == index }
        recent.append(Entry(index: index, state: state))
        if recent.count > Self.recentCapacity { recent.removeFirst() }
    }

    /// Keeps the state after the step at `index`, which took `duration` nanoseconds in the
    /// store, as the checkpoint when no costlier step's state is kept.
    mutating func keep(_ state: State, after index: Int, ifCostlierThanCheckpoint duration: Int64) {
        guard duration > checkpoint?.duration ?? 0 else { return }
        checkpoint = (Entry(index: index, state: state), duration)
    }
}

extension DevTools.Inner {
    /// The state after the kept step at `index` with the skips applied (the base for
    /// `log.firstIndex - 1`), or nil outside the log.
    /// `present` (the store's state) rebuilds payloads kept without them (``fullAction(at:present:end:)``).
    mutating func replayedState(after index: Int, reducer: Reducer<State>, present: State?) -> State? {
        guard var state = log.base, index >= log.firstIndex - 1, index < log.endIndex else { return nil }
        var next = log.firstIndex
        if let cached = replay.nearest(atOrBelow: index, lowest: log.firstIndex - 1) {
            state = cached.state
            next = cached.index + 1
        }
        while next <= index {
            if !log.skipped.contains(next) {
                let step = log.step(at: next)
                guard let action = fullAction(at: next, present: present) else { return nil }
                if rebuildSharesPresent(at: next) { replaySharesPresent = true }
                reducer.reduce(&state, action)
                replay.keep(state, after: next, ifCostlierThanCheckpoint: step.duration)
            }
            next += 1
        }
        replay.keep(state, after: index)
        return state
    }

    /// The states before and after the kept step at `index`; a skipped step's "after" is the
    /// state it would make. "After" is always "before" with the step applied, never another
    /// cached state: so a collection that records its changes is diffed from its record
    /// (two replays of the same steps carry unrelated change stamps).
    mutating func statesAround(_ index: Int, reducer: Reducer<State>, present: State?) -> (before: State, after: State)? {
        guard log.indices.contains(index), let before = replayedState(after: index - 1, reducer: reducer, present: present),
              let action = fullAction(at: index, present: present) else { return nil }
        var after = before
        reducer.reduce(&after, action)
        if !log.skipped.contains(index) { replay.keep(after, after: index) }
        return (before, after)
    }
}
