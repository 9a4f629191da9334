/// The changes of a ``StepLog`` that only ``HistoryAction`` makes: once per user command.
extension StepLog {
    /// Removes the newest step and returns its actions in order.
    mutating func removeLast() -> [any Action] {
        guard !isEmpty else { return [] }
        makeUnique(reserving: 0)
        guard let buffer else { return [] }
        var start = buffer.header.count - 1
        while start > 0, !buffer.entries[buffer.header.slot(start)].startsStep {
            start -= 1
        }
        let step = (start..<buffer.header.count).map { buffer.take(at: $0) }
        buffer.header.count = start
        buffer.header.steps -= 1
        return step
    }

    mutating func beginGroup() {
        makeUnique(reserving: 0)
        guard let buffer else { return }
        if buffer.header.openGroups == 0 { buffer.header.groupHasStep = false }
        buffer.header.openGroups += 1
    }

    mutating func endGroup() {
        guard header.openGroups > 0 else { return }
        makeUnique(reserving: 0)
        guard let buffer else { return }
        buffer.header.openGroups -= 1
        if buffer.header.openGroups == 0 { buffer.header.groupHasStep = false }
    }

    mutating func closeGroups() {
        guard header.openGroups > 0 || header.groupHasStep else { return }
        makeUnique(reserving: 0)
        buffer?.header.openGroups = 0
        buffer?.header.groupHasStep = false
    }
}
