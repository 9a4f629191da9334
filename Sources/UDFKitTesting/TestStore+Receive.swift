import Testing
import UDFKit

extension TestStore {
    /// Checks that the next action fed back by middleware or an effect is `expected`, and
    /// the state it leaves.
    ///
    /// Waits up to `timeout` (the store's by default) for it to arrive. In exhaustive mode it
    /// must be the next received action; with ``Exhaustivity/off``, other actions before it
    /// are skipped. `update` works as for ``send(_:_:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// await store.receive(SearchAction.resultsLoaded(["Swift"])) { $0.results = ["Swift"] }
    /// ```
    public func receive<A: Action & Equatable>(
        _ expected: A,
        timeout: Duration? = nil,
        _ update: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        await receive(expected, named: describeAction(expected), timeout: timeout, update, at: location) { $0 as? A == expected }
    }

    /// Checks that the next received action is of `family` and passes `matches`, and the
    /// state it leaves: for actions that are not `Equatable`, or to match only their case.
    ///
    /// ```swift
    /// await store.receive(EffectFailed.self, where: { $0.id == "load" }) { $0.error = "offline" }
    /// ```
    public func receive<A: Action>(
        _ family: A.Type,
        where matches: (A) -> Bool,
        timeout: Duration? = nil,
        _ update: ((inout State) throws -> Void)? = nil,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        await receive(nil, named: "a matching \(A.self)", timeout: timeout, update, at: location) { action in
            (action as? A).map(matches) ?? false
        }
    }

    private func receive(
        _ expected: (any Action)?,
        named name: String,
        timeout: Duration?,
        _ update: ((inout State) throws -> Void)?,
        at location: SourceLocation,
        matching matches: (any Action) -> Bool
    ) async {
        let exhaustive = exhaustivity == .on
        let wait = timeout ?? self.timeout
        let found = await poll(for: wait) { nextReceived(exhaustive: exhaustive, matching: matches) }
        guard let found else {
            Issue.record(Comment(rawValue: "Expected to receive \(name), but no such action arrived within \(wait)"), sourceLocation: location)
            return
        }
        guard found.matched else {
            log.withLock { $0.handled = found.index + 1 }
            let message = "Received \(describeAction(found.action)) instead of \(name)"
            if let expected {
                recordDiff(message, expected: expected, actual: found.action, at: location)
            } else {
                Issue.record(Comment(rawValue: message), sourceLocation: location)
            }
            return
        }
        assertChange(at: found.index, by: "receive(\(name))", update, at: location)
        await settling.settle()
    }

    struct Arrival {
        let index: Int
        let action: any Action
        let matched: Bool
    }

    /// The first unhandled received action that matches; in exhaustive mode, the first one,
    /// matching or not.
    private func nextReceived(exhaustive: Bool, matching matches: (any Action) -> Bool) -> Arrival? {
        log.withLock { contents in
            for index in contents.unhandledReceived {
                let action = contents.entries[index].action
                if matches(action) { return Arrival(index: index, action: action, matched: true) }
                if exhaustive { return Arrival(index: index, action: action, matched: false) }
            }
            return nil
        }
    }

    /// Marks every action received so far as asserted, for a test that does not care about them.
    public func skipReceivedActions() {
        log.withLock { $0.handled = $0.entries.count }
    }
}
