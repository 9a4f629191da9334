import Foundation
import Synchronization
import Testing
import UDFKit

/// A store for tests that checks every state change and every action effects feed back.
///
/// ```swift
/// @Test func searchingShowsTheResults() async {
///     let store = TestStore(initialState: Search(), reducer: search) { $0.api = .fixed(["Swift"]) }
///     await store.send(SearchAction.queryChanged("swift")) { $0.query = "swift" }
///     await store.clock.advance(by: .milliseconds(300))
///     await store.receive(SearchAction.resultsLoaded(["Swift"])) { $0.results = ["Swift"] }
/// }
/// ```
///
/// Its dependencies (`DependencyValues`) are a test's: ``clock`` (a ``TestClock``),
/// ids counted up from `00000000-0000-0000-0000-000000000000`, the date ``fixedDate``; a
/// dependency of the app's that the test neither sets nor gives a test value fails the test,
/// naming it. An action no reducer handles fails the test too, unless `unhandledActions` is
/// ``UnhandledActions/allowed``.
///
/// It wraps a real UDFKit `Store` (the same middleware, effects and ordering), so it tests
/// what runs in the app. By default it is exhaustive: each `send` must describe the whole
/// change of state, each action that middleware or effects dispatch must be `receive`d in
/// order, and effects still running at the end fail the test (call ``finish(timeout:fileID:filePath:line:column:)``
/// to wait for them; without it the check happens when the store is released). With
/// ``Exhaustivity/off``, for integration-scale tests, only what the test describes is checked.
///
/// Effects run for real, on their own tasks. Give the code under test a ``TestClock`` for
/// its sleeps: `send` and `receive` return once the effects they started have ended or
/// fallen asleep on it, so advancing the clock next is deterministic. (An effect that waits on
/// anything else holds each step until it ends, or for the store's `timeout`; give such a
/// test a shorter one.)
///
/// Every wait has a deadline, the `timeout` (10 seconds by default). It says "it happens",
/// not "it happens fast": a passing test never waits for it, and a failing one fails after
/// it. It counts the time spent polling, not the time the test waits for a thread of a
/// cooperative pool that other tests keep busy, so it holds on a loaded machine.
///
/// Failures are recorded with Swift Testing's `Issue.record` at the line of the call, with a
/// -/+ diff of the whole state.
///
/// ## Topics
/// - ``send(_:_:fileID:filePath:line:column:)``
/// - ``receive(_:timeout:_:fileID:filePath:line:column:)``
/// - ``receive(_:where:timeout:_:fileID:filePath:line:column:)``
/// - ``finish(timeout:fileID:filePath:line:column:)``
/// - ``exhaustivity``
public final class TestStore<State: Equatable & Sendable>: Sendable {
    let store: Store<State>
    let log: TestStoreLog<State>
    let settings: Mutex<(exhaustivity: Exhaustivity, timeout: Duration)>
    let createdAt: SourceLocation
    let settling: EffectSettling
    /// The clock the store's effects sleep on (its `DependencyValues.clock`, unless
    /// the test set another): advance it to wake them.
    public let clock = TestClock()
    /// The date a test store's `DependencyValues.date` tells unless the test sets
    /// another: 2025-01-01 00:00:00 UTC.
    public static var fixedDate: Date { Date(timeIntervalSince1970: 1_735_689_600) }

    /// Creates a test store.
    ///
    /// - Parameters:
    ///   - initialState: the state before the first action.
    ///   - reducer: the reducer under test.
    ///   - middleware: the app's middleware, in the app's order (inject test clocks and fakes).
    ///   - exhaustivity: whether every change and every fed-back action must be asserted.
    ///   - timeout: how long `send`, `receive` and `finish` wait for asynchronous work, and
    ///     for the effects a step started to end or fall asleep on a ``TestClock``.
    ///   - unhandledActions: whether an action that no reducer handles fails the test (the
    ///     default) or is allowed.
    ///   - fileID: where the test store is made, filled in by the compiler: the place that
    ///     failures found when it is released are reported at.
    ///   - filePath: the same place's full path.
    ///   - line: the same place's line.
    ///   - column: the same place's column.
    ///   - dependencies: sets dependencies over the test's (in one line: `{ $0.api = .fixed(["Swift"]) }`).
    public init(
        initialState: State,
        reducer: Reducer<State>,
        middleware: [Middleware<State>] = [],
        exhaustivity: Exhaustivity = .on,
        timeout: Duration = .seconds(10),
        unhandledActions: UnhandledActions = .failTheTest,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        dependencies: (inout DependencyValues) -> Void = { _ in }
    ) {
        let createdAt = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        log = TestStoreLog(initialState: initialState)
        let reporter = unhandledActions == .allowed ? UnhandledActionReporter.ignored : UnhandledActionReporter { action in
            Issue.record(Comment(rawValue: "no reducer handles \(type(of: action)) (\(describeAction(action))): add one, or make the test store with unhandledActions: .allowed"),
                         sourceLocation: createdAt)
        }
        store = Store(initialState: initialState, reducer: reducer, middleware: [log.observer] + middleware, unhandledActions: reporter) { [clock] values in
            values = DependencyValues.test { key in
                Issue.record(Comment(rawValue: "the test reads the dependency \(key), which it does not set and which has no test value: set it in the TestStore's dependencies"),
                             sourceLocation: createdAt)
            }
            values.clock = clock
            values.uuid = .incrementing()
            values.date = .constant(Self.fixedDate)
            dependencies(&values)
        }
        settings = Mutex((exhaustivity, timeout))
        self.createdAt = createdAt
        settling = EffectSettling(patience: timeout) { [store] in store.runningEffectCount }
    }

    /// Checks, when the test releases the store without calling `finish`, that nothing was
    /// left unasserted, then cancels the effects still running. It does not wait for them:
    /// `send` and `receive` already waited for the effects they started to end or fall
    /// asleep, and a `deinit` cannot suspend, so a wait here would block a thread of the
    /// cooperative pool that the effects and other tests need. Call
    /// ``finish(timeout:fileID:filePath:line:column:)`` to wait for effects that end later.
    deinit {
        guard !log.withLock({ $0.finished }) else { return }
        if exhaustivity == .on {
            reportLeftovers(at: createdAt)
        }
        store.cancelAllEffects()
    }

    /// Whether every change and every fed-back action must be asserted (the default), or
    /// only those the test describes. Can change during a test.
    public var exhaustivity: Exhaustivity {
        get { settings.withLock { $0.exhaustivity } }
        set { settings.withLock { $0.exhaustivity = newValue } }
    }

    /// The store's current state.
    public var state: State { store.state }

    /// The number of effects still running.
    public var runningEffectCount: Int { store.runningEffectCount }

    var timeout: Duration { settings.withLock { $0.timeout } }

    /// Records an issue for each kind of unfinished business: received actions nobody asserted,
    /// effects still running.
    func reportLeftovers(at location: SourceLocation) {
        let unhandled = log.withLock { contents in
            contents.unhandledReceived.map { contents.entries[$0].action }
        }
        if !unhandled.isEmpty {
            let list = unhandled.map { "  • " + describeAction($0) }.joined(separator: "\n")
            Issue.record(Comment(rawValue: "\(unhandled.count) received action(s) were not asserted with receive:\n\(list)"), sourceLocation: location)
        }
        let running = store.runningEffectCount
        if running > 0 {
            Issue.record(Comment(rawValue: "\(running) effect(s) still running at the end of the test: advance their clock, receive their actions, or cancel them"), sourceLocation: location)
        }
    }
}

/// What a ``TestStore`` does with an action no reducer handles (a typo in a test, a reducer
/// left out of the combination).
public enum UnhandledActions: Sendable, Equatable {
    /// Records a test failure naming the action's type.
    case failTheTest
    /// Lets it pass (a test of middleware that consumes actions of its own).
    case allowed
}

/// How strictly a ``TestStore`` checks.
public enum Exhaustivity: Sendable, Equatable {
    /// Every state change must be described, every fed-back action received, every effect
    /// finished.
    case on
    /// Only the changes and actions the test mentions are checked; others are skipped, and
    /// effects left running are cancelled at the end.
    case off
}
