import UDFKit

/// The last state rebuilt by replay, so that stepping through the log (or asking for the
/// diff of the action just jumped to) replays one action, not all of them again.
struct ReplayCache<State: Sendable>: Sendable {
    /// The state after the step at `index` (or the base, at `firstIndex - 1`), valid while
    /// `generation` matches the skip generation it was made under.
    var entry: (index: Int, skipGeneration: Int, state: State)?
    /// Bumped when skips change or the base moves: every cached state is then stale.
    var skipGeneration = 0
}

extension DevTools.Inner {
    /// The state after the kept step at `index` with the skips applied (the base for
    /// `log.firstIndex - 1`), or nil outside the log.
    mutating func replayedState(after index: Int, reducer: Reducer<State>) -> State? {
        guard var state = log.base, index >= log.firstIndex - 1, index < log.endIndex else { return nil }
        var next = log.firstIndex
        if let cached = replay.entry, cached.skipGeneration == replay.skipGeneration,
           cached.index >= log.firstIndex - 1, cached.index <= index {
            state = cached.state
            next = cached.index + 1
        }
        while next <= index {
            if !log.skipped.contains(next) { reducer.reduce(&state, log.step(at: next).action) }
            next += 1
        }
        replay.entry = (index, replay.skipGeneration, state)
        return state
    }
}
