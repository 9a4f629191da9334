import Foundation
import Testing

/// Runs each test of a suite (or one test, or each case of a parameterized one) on a thread
/// of its own, for tests that block: they wait for a child process, a PostgreSQL server, a
/// tmux screen, another thread, or sit in `fsync`.
///
/// Swift Testing runs every test, synchronous ones included, on the cooperative thread pool,
/// which has one thread per core (two here). A test that blocks holds one of them: two such
/// tests hold the whole pool, and every async test, effect and task of the run waits behind
/// them (an `eventually` once waited over a minute between two looks). Under this trait the
/// test's code runs on a thread made for it, through a task executor, so it stays the same
/// task: its issues are its own, `#require` and `withKnownIssue` work as anywhere. At most
/// as many such tests run at once as the machine has cores (two at least); the others wait
/// their turn without holding a thread, so a run does not start forty programs at once.
///
/// ```swift
/// @Suite(.serialized, .onOwnThread) struct WorkflowTests {
///     @Test func quittingRestoresTheTerminal() throws {
///         let session = try TmuxSession()    // blocks: waits for tmux
///         session.waitFor(text: "Projects")  // blocks: polls the screen
///     }
/// }
/// ```
///
/// The thread is the test's only one: code it starts in child tasks runs there too, so the
/// test must not block waiting for one of them. The blocking helpers of the tests check that
/// they run under it (``OwnThread/expectBlockingAllowed(sourceLocation:)``).
public struct OnOwnThreadTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a suite, and to the suites inside it.
    public var isRecursive: Bool { true }

    /// Runs a test case on a new thread of its own once it is its turn; a suite's own scope
    /// runs as usual. Swift Testing calls it.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        await OwnThread.turns.take()
        defer { OwnThread.turns.giveBack() }
        let executor = ThreadExecutor()
        defer { executor.finish() }
        try await OwnThread.$executor.withValue(executor) {
            try await withTaskExecutorPreference(executor) { try await function() }
        }
    }
}

extension Trait where Self == OnOwnThreadTrait {
    /// Each test on a thread of its own, for tests that block (``OnOwnThreadTrait``).
    public static var onOwnThread: Self { Self() }
}

/// What the blocking code of a test can ask about the thread it runs on.
public enum OwnThread {
    /// The executor of the test running under ``OnOwnThreadTrait``, if any.
    @TaskLocal static var executor: ThreadExecutor?

    /// Whose turn it is: as many tests at once as the machine has cores, two at least.
    static let turns = Turns(count: max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// Whether the calling code runs on a thread of its test's own (``OnOwnThreadTrait``).
    public static var isCurrent: Bool {
        executor?.isCurrentThread ?? false
    }

    /// Records an issue when a test's code is about to block a thread of the cooperative
    /// pool: called by the tests' blocking helpers (running a program, polling a screen or a
    /// condition), so that a suite that forgot ``OnOwnThreadTrait`` fails at once instead of
    /// starving the other tests. Code outside any test (a thread a test started) is not
    /// checked.
    ///
    /// ```swift
    /// static func run(_ program: String) throws -> Result {
    ///     OwnThread.expectBlockingAllowed()
    ///     …    // waitpid
    /// }
    /// ```
    public static func expectBlockingAllowed(sourceLocation: SourceLocation = #_sourceLocation) {
        guard Test.current != nil, !isCurrent else { return }
        Issue.record("a blocking wait on the cooperative thread pool: give the suite the trait .onOwnThread", sourceLocation: sourceLocation)
    }
}
