extension DevTools {
    /// Where the devtools are looking: the present, or the state after a past action.
    public var position: Position {
        inner.withLock { $0.position }
    }

    /// The session indices of the skipped actions still kept.
    public var skippedIndices: Set<Int> {
        inner.withLock { $0.log.skipped }
    }

    /// Whether what the app should show differs from the store's state: a jump to the past,
    /// or skipped actions.
    public var isTravelling: Bool {
        inner.withLock { $0.position != .present || !$0.log.skipped.isEmpty }
    }

    /// Shows the state right after the action at `index`; false (and nothing changes) when
    /// that action is not kept.
    @discardableResult
    public func jump(to index: Int) -> Bool {
        let done = inner.withLock { inner -> Bool in
            guard inner.log.indices.contains(index) else { return false }
            inner.position = .past(index)
            inner.generation += 1
            return true
        }
        if done { notify(.travelled) }
        return done
    }

    /// Back to the present: the store's state (with skipped actions still left out, if any).
    public func returnToPresent() {
        let moved = inner.withLock { inner -> Bool in
            guard inner.position != .present else { return false }
            inner.position = .present
            inner.generation += 1
            return true
        }
        if moved { notify(.travelled) }
    }

    /// Leaves the action at `index` out of the displayed state (or puts it back); false when
    /// that action is not kept.
    @discardableResult
    public func setSkipped(_ index: Int, _ isSkipped: Bool) -> Bool {
        let done = inner.withLock { inner -> Bool in
            guard inner.log.skipped.contains(index) != isSkipped else { return inner.log.indices.contains(index) }
            guard inner.log.setSkipped(index, isSkipped) else { return false }
            inner.replay.removeAll()
            inner.payloadReplay.removeAll()
            inner.generation += 1
            return true
        }
        if done { notify(.travelled) }
        return done
    }

    /// Puts every skipped action back.
    public func clearSkips() {
        for index in skippedIndices { setSkipped(index, false) }
    }

    /// The state the app should show: `present` (the store's state) unless travelling; else
    /// the state after the position's action, rebuilt with the skipped actions left out.
    public func displayedState(present: State) -> State {
        inner.withLock { inner in
            switch inner.position {
            case .present where inner.log.skipped.isEmpty:
                return present
            case .present:
                return inner.replayedState(after: inner.log.endIndex - 1, reducer: reducer, present: present) ?? present
            case .past(let index):
                return inner.replayedState(after: index, reducer: reducer, present: present) ?? present
            }
        }
    }

    func notify(_ event: DevToolsEvent) {
        let observers = inner.withLock { Array($0.observers.values) }
        for observer in observers { observer(event) }
    }
}
