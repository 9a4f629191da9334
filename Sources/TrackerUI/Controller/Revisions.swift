import AppCore
import Synchronization
import TerminalUI
import UDFKit

/// Counts the changes of the data, for the views' cache: a middleware bumps it after every
/// action that may change ``AppState/data`` — all but route and error actions, so opening a
/// screen keeps what the views derived from 100,000 items.
///
/// Give its ``middleware`` to the store and the tracker to the ``TerminalApp``:
///
/// ```swift
/// let changes = DataChanges()
/// let persistent = try PersistentStore(database: database, middleware: [changes.middleware])
/// let app = TerminalApp(store: persistent.store, dataChanges: changes)
/// ```
///
/// An app without one treats every action as a change of the data (correct, slower).
public final class DataChanges: Sendable {
    private let value = Atomic<UInt64>(0)

    /// Creates a tracker at revision 0.
    public init() {}

    /// The current revision.
    public var revision: UInt64 { value.load(ordering: .acquiring) }

    /// The middleware that counts; it counts once the reducers have applied the action, so a
    /// reader that reads the revision before the state never keeps a stale derivation.
    public var middleware: Middleware<AppState> {
        Middleware { _, action, next in
            next(action)
            if !(action is RouteAction<AppRoute> || action is ErrorAction) {
                self.value.add(1, ordering: .releasing)
            }
        }
    }
}

/// A counter bumped after every action the store applies, from whatever thread applied it,
/// so the run loop knows whether the state may have changed without comparing states.
final class StateRevision: Sendable {
    private let value = Atomic<UInt64>(0)
    private let dispatchingLocally = Atomic<Bool>(false)

    /// The current revision.
    var current: UInt64 { value.load(ordering: .acquiring) }

    /// Marks a change.
    func bump() {
        value.add(1, ordering: .releasing)
    }

    /// Whether the run loop itself is dispatching (it needs no wake-up for its own actions).
    var isDispatchingLocally: Bool { dispatchingLocally.load(ordering: .relaxed) }

    /// Runs `body` marked as the run loop's own dispatch.
    func dispatchingLocally<T>(_ body: () -> T) -> T {
        dispatchingLocally.store(true, ordering: .relaxed)
        defer { dispatchingLocally.store(false, ordering: .relaxed) }
        return body()
    }
}
