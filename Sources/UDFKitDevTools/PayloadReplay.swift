import UDFKit

/// Past states after a payload kept without its data (``LargePayloadAction``), rebuilt for
/// diffs without copying that payload: O(change), not O(payload).
///
/// Two full states side by side (the one before an action and the one after) hold two
/// payloads that differ by one record, and with plain arrays that is a copy of the whole
/// payload: at a million items, 80 ms a diff. So the states kept here are *light*: the payload
/// taken out (``LargePayloadAction/emptyPayload`` in its place). One payload, the *cursor*, is
/// kept apart, and moved from one action to another by the change records the log keeps
/// (``ChangeTracking/applyExactly(_:)``, forward, or inverted to go back), in place. A diff puts
/// the cursor into the light state before its action, applies the action in place, and
/// compares the two light states; the payload's part of the diff is the action's own change
/// record. The first diff builds the cursor from the present (one copy, when anything changed
/// it since); later ones, stepping either way, cost the records between them.
struct PayloadReplay<State: Sendable>: Sendable {
    /// States after an action, their payload taken out, by session index; the most recent last.
    private var light: [(index: Int, state: State)] = []
    /// The payload of the state after the action at `index`, which no state holds.
    var cursor: (index: Int, payload: any Sendable)?
    /// Where the state holds the payload, named as diffs name paths ("app.data"); found once.
    var path: String?

    /// How many light states are kept.
    static var capacity: Int { 8 }

    /// Forgets the states and the cursor (the skips changed, or the cursor may share the
    /// present's payload).
    mutating func removeAll() {
        light = []
        cursor = nil
    }

    /// Keeps a light state, after the action at `index`, as the most recent.
    mutating func keep(_ state: State, after index: Int) {
        light.removeAll { $0.index == index }
        light.append((index, state))
        if light.count > Self.capacity { light.removeFirst() }
    }

    /// The light state with the highest index from `lowest` to `index`, if any.
    func nearest(atOrBelow index: Int, lowest: Int) -> (index: Int, state: State)? {
        light.filter { (lowest...index).contains($0.index) }.max { $0.index < $1.index }
    }
}

extension DevTools.Inner {
    /// The session index of the payload kept without its data from which diffs follow the
    /// change records, or nil: no such payload, or actions skipped (the records then describe
    /// another history than the replay's).
    var payloadReplayStart: Int? {
        guard tracking != nil, log.skipped.isEmpty else { return nil }
        return log.dropped.keys.min()
    }

    /// The changes the action at `index` made, when it comes after a payload kept without its
    /// data: the payload's part read from the action's change record as the replay makes it,
    /// the rest compared, without copying the payload. Nil when this way does not apply (the
    /// load itself, skips, an unknown change): then whole states are compared.
    mutating func changesByRecord(at index: Int, reducer: Reducer<State>, present: State?, limit: Int) -> [StateChange]? {
        guard let start = payloadReplayStart, index > start, log.indices.contains(index), let tracking,
              var state = payloadState(after: index - 1, from: start, reducer: reducer, present: present),
              let action = fullAction(at: index, present: present) else { return nil }
        let stamp = tracking.stamp(state)
        var before = state
        _ = tracking.take(&before)    // `state` alone holds the payload now: the action changes it in place
        reducer.reduce(&state, action)
        let (change, _) = tracking.change(in: state, since: stamp)
        guard let payload = tracking.take(&state) else { return nil }
        payloadReplay.cursor = (index, payload)
        payloadReplay.keep(before, after: index - 1)
        payloadReplay.keep(state, after: index)
        let listing: RecordListing
        switch change {
        case .none: listing = []
        case .record(let record):
            guard let lists = RecordLists.of(record) else { return nil }
            listing = lists
        case .unknown: return nil
        }
        guard let path = payloadPath(in: before, tracking) else { return nil }
        var collector = ChangeCollector(limit: limit)
        collector.listings[path] = listing
        collector.compare(before, state, path: "")
        // Listed where the walk met the payload, or here when the part around it was equal.
        if let rest = collector.listings.removeValue(forKey: path) { collector.recordListing(rest, path: path) }
        return collector.result
    }

    /// The whole state after the action at `index` (`start` or later), its payload the cursor
    /// moved there; nil when a change on the way is unknown.
    private mutating func payloadState(after index: Int, from start: Int, reducer: Reducer<State>, present: State?) -> State? {
        guard let tracking else { return nil }
        var state: State
        var next: Int
        if let kept = payloadReplay.nearest(atOrBelow: index, lowest: start), let payload = movedCursor(to: kept.index, present: present) {
            state = kept.state
            tracking.put(&state, payload)
            next = kept.index + 1
        } else {
            // The state after the load: taken from the replay cache (the load's own diff left
            // it there), or replayed up to it with the payload rebuilt from the present.
            payloadReplay.cursor = nil
            if let cached = replay.take(after: start) {
                state = cached
            } else {
                guard let before = replayedState(after: start - 1, reducer: reducer, present: present),
                      let load = fullAction(at: start, present: present) else { return nil }
                if rebuildSharesPresent(at: start) { replaySharesPresent = true }
                state = before
                reducer.reduce(&state, load)
            }
            var light = state
            _ = tracking.take(&light)
            payloadReplay.keep(light, after: start)
            next = start + 1
        }
        while next <= index {
            guard let action = fullAction(at: next, present: present) else { return nil }
            reducer.reduce(&state, action)
            next += 1
        }
        return state
    }

    /// The cursor moved to the state after the action at `index`, taken out of the cache so
    /// that it changes in place; rebuilt from the present when there is none yet or a change
    /// on the way is unknown (a copy, unless nothing changed it since).
    private mutating func movedCursor(to index: Int, present: State?) -> (any Sendable)? {
        guard let tracking else { return nil }
        if var cursor = payloadReplay.cursor {
            payloadReplay.cursor = nil
            var moved = true
            while moved, cursor.index < index {
                cursor.index += 1
                moved = tracking.step(&cursor.payload, log.payloadChanges[cursor.index] ?? .unknown, true)
            }
            while moved, cursor.index > index {
                moved = tracking.step(&cursor.payload, log.payloadChanges[cursor.index] ?? .unknown, false)
                cursor.index -= 1
            }
            if moved { return cursor.payload }
        }
        guard let present else { return nil }
        let later = (index + 1..<log.endIndex).reversed().map { log.payloadChanges[$0] ?? .unknown }
        if later.allSatisfy({ if case .none = $0 { true } else { false } }) { replaySharesPresent = true }
        return tracking.rewind(present, later)
    }

    /// Where `state` holds the payload, as ``ChangeCollector`` names paths; searched once,
    /// through stored properties.
    private mutating func payloadPath(in state: State, _ tracking: PayloadTracking<State>) -> String? {
        if payloadReplay.path == nil { payloadReplay.path = Self.path(of: tracking.isPayload, in: state, at: "", depth: 0) }
        return payloadReplay.path
    }

    private static func path(of isPayload: (Any) -> Bool, in value: Any, at path: String, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        for (offset, child) in Mirror(reflecting: value).children.enumerated() {
            let label = child.label ?? "\(offset)"
            let childPath = path.isEmpty ? label : "\(path).\(label)"
            if isPayload(child.value) { return childPath }
            let style = Mirror(reflecting: child.value).displayStyle
            if style == .struct || style == .class, let found = Self.path(of: isPayload, in: child.value, at: childPath, depth: depth + 1) {
                return found
            }
        }
        return nil
    }
}
