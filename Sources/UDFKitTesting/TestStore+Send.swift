import Testing
import UDFKit

extension TestStore {
    /// Sends an action as the user would, and checks the state it leaves.
    ///
    /// `update` receives the state before the action and must turn it into the state after:
    /// write the expected change with literal values (`$0.count = 2`, not `$0.count += 1`).
    /// In exhaustive mode any difference, including a change the closure does not describe,
    /// fails with a -/+ diff of the whole state; with no closure the state must not change.
    /// With ``Exhaustivity/off``, only the assignments the closure makes are checked.
    ///
    /// ```swift
    /// await store.send(CounterAction.incremented) { $0.count = 1 }
    /// ```
    ///
    /// In exhaustive mode, actions fed back earlier must have been `receive`d first.
    public func send<A: Action>(
        _ action: A,
        _ update: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let description = "send(\(describeAction(action)))"
        reportUnreceived(before: description, upTo: nil, at: location)
        let serial = log.withLock { contents in
            defer { contents.nextSerial += 1 }
            contents.finished = false
            return contents.nextSerial
        }
        EffectSettling.$current.withValue(settling) {
            store.dispatch(TestSend(serial: serial, action: action))
        }
        let found = await poll(for: timeout) {
            log.withLock { $0.entries.lastIndex { $0.origin == .sent(serial: serial) } }
        }
        guard let index = found else {
            Issue.record(Comment(rawValue: "\(description) was not processed within \(timeout): the store stayed busy"), sourceLocation: location)
            return
        }
        reportUnreceived(before: description, upTo: index, at: location)
        assertChange(at: index, by: description, update, at: location)
        await settling.settle()
    }

    /// Checks the state change of the log entry at `index` against `update`, and marks it handled.
    func assertChange(
        at index: Int,
        by description: String,
        _ update: ((inout State) throws -> Void)?,
        at location: SourceLocation
    ) {
        let (before, after) = log.withLock { contents in
            contents.handled = max(contents.handled, index + 1)
            return (contents.state(before: index), contents.entries[index].state)
        }
        let exhaustive = exhaustivity == .on
        var expected = exhaustive ? before : after
        do {
            try update?(&expected)
        } catch {
            Issue.record(error, Comment(rawValue: "The expected change after \(description) threw"), sourceLocation: location)
            return
        }
        guard expected != after else { return }
        let message = update == nil
            ? "\(description) changed the state, but no change was described"
            : "The state after \(description) is not the one described"
        recordDiff(message, expected: expected, actual: after, at: location)
    }

    /// In exhaustive mode, reports received actions not yet asserted (those before `index`,
    /// or all of them), then marks them handled.
    private func reportUnreceived(before description: String, upTo index: Int?, at location: SourceLocation) {
        let exhaustive = exhaustivity == .on
        let skipped = log.withLock { contents in
            let end = index ?? contents.entries.count
            let skipped = contents.unhandledReceived.filter { $0 < end }.map { contents.entries[$0].action }
            contents.handled = max(contents.handled, end)
            return skipped
        }
        guard exhaustive, !skipped.isEmpty else { return }
        let list = skipped.map { "  • " + describeAction($0) }.joined(separator: "\n")
        Issue.record(Comment(rawValue: "\(skipped.count) received action(s) must be asserted with receive before \(description):\n\(list)"), sourceLocation: location)
    }
}
