/// How a ``StepLog`` changes: each change first makes its buffer unique (copy-on-write).
extension StepLog {
    /// Records an undoable action: the first of a new step, or part of the open group's step
    /// once the group has one.
    @inlinable
    mutating func appendStep(_ action: any Action) {
        withUniqueBuffer(reserving: 1) { header, entries in
            let grouping = header.pointee.openGroups > 0
            Self.append(action, startingStep: !(grouping && header.pointee.groupHasStep), header, entries)
            if grouping { header.pointee.groupHasStep = true }
        }
    }

    /// Records an action as the first of a new step, or as part of the newest one.
    @inlinable
    mutating func append(_ action: any Action, startingStep: Bool) {
        withUniqueBuffer(reserving: 1) { header, entries in
            Self.append(action, startingStep: startingStep, header, entries)
        }
    }

    @inlinable
    static func append(
        _ action: any Action,
        startingStep: Bool,
        _ header: UnsafeMutablePointer<Header>,
        _ entries: UnsafeMutablePointer<Entry>
    ) {
        let starts = startingStep || header.pointee.steps == 0
        (entries + header.pointee.slot(header.pointee.count)).initialize(to: Entry(action: action, startsStep: starts))
        header.pointee.count += 1
        if starts { header.pointee.steps += 1 }
    }

    /// Removes the oldest step, applying each of its actions to `value` with `reducer`.
    @inlinable
    mutating func removeFirst<Value>(applying reducer: Reducer<Value>, to value: inout Value) {
        guard !isEmpty else { return }
        withUniqueBuffer(reserving: 0) { header, entries in
            repeat {
                // Moved out: the slot is free again once the head has passed it.
                let entry = (entries + header.pointee.head).move()
                header.pointee.head = header.pointee.slot(1)
                header.pointee.count -= 1
                reducer.reduce(&value, entry.action)
            } while header.pointee.count > 0 && !entries[header.pointee.head].startsStep
            header.pointee.steps -= 1
        }
    }

    /// Removes the newest step and returns its actions in order.
    mutating func removeLast() -> [any Action] {
        guard !isEmpty else { return [] }
        var step: [any Action] = []
        withUniqueBuffer(reserving: 0) { header, entries in
            var start = header.pointee.count - 1
            while start > 0, !entries[header.pointee.slot(start)].startsStep {
                start -= 1
            }
            step = (start..<header.pointee.count).map { (entries + header.pointee.slot($0)).move().action }
            header.pointee.count = start
            header.pointee.steps -= 1
        }
        return step
    }

    mutating func beginGroup() {
        withUniqueBuffer(reserving: 0) { header, _ in
            if header.pointee.openGroups == 0 { header.pointee.groupHasStep = false }
            header.pointee.openGroups += 1
        }
    }

    mutating func endGroup() {
        guard openGroups > 0 else { return }
        withUniqueBuffer(reserving: 0) { header, _ in
            header.pointee.openGroups -= 1
            if header.pointee.openGroups == 0 { header.pointee.groupHasStep = false }
        }
    }

    mutating func closeGroups() {
        guard openGroups > 0 || groupHasStep else { return }
        withUniqueBuffer(reserving: 0) { header, _ in
            header.pointee.openGroups = 0
            header.pointee.groupHasStep = false
        }
    }
}
