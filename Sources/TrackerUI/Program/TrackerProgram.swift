import AppCore
import Foundation
import Synchronization
import TerminalUI
import UDFKit

/// The terminal program without its terminal: one store whose state holds the domain and
/// the UI (``TrackerState``), the key middleware that turns keys into actions, and the
/// screen drawn from the state for any size.
///
/// Keys go in as ``KeyAction``s (``press(_:)``); every other change — another program's
/// write, an effect — is an action of the same store from any thread. A subscription marks
/// each new state (``takeChange()``) and calls `wake` when the state changed on another
/// thread than the run loop's, so the loop redraws.
///
/// ```swift
/// let program = TrackerProgram(data: SampleData.demo(), environment: .live)
/// program.press(KeyPress(.character("j"), size: size, readAt: Date()))
/// print(program.render(program.store.state, size: size, now: Date()).snapshot)
/// ```
public final class TrackerProgram: Sendable {
    /// The store: domain and UI state, changed only by actions.
    public let store: Store<TrackerState>
    /// The clock, time zone, ids and storage reports the keys use.
    public let environment: AppEnvironment
    /// What the views and the key middleware derive from the data.
    public let cache: SharedViewCache
    private let changes: StateChanges
    private let token: SubscriptionToken

    /// Starts the program on `state`.
    ///
    /// - Parameters:
    ///   - reducer: the store's reducer; ``TrackerState/reducer(app:)`` with
    ///     AppCore's reducer by default.
    ///   - middleware: more middleware, run after the key middleware (so they see the
    ///     actions keys stand for, not the keys); a `Middleware<AppState>` such as
    ///     AppStorage's persistence runs here lifted to ``TrackerState/app``.
    ///   - wake: called from any thread when the state changed on another thread than the
    ///     run loop's: pass the terminal's wake-up.
    public init(state: TrackerState, reducer: Reducer<TrackerState> = TrackerState.reducer(),
                middleware: [Middleware<TrackerState>] = [], environment: AppEnvironment = .live,
                wake: @escaping @Sendable () -> Void = {}) {
        let cache = SharedViewCache(timeZone: environment.timeZone)
        let store = Store(initialState: state, reducer: reducer,
                          middleware: [TrackerKeys.middleware(environment: environment, cache: cache)] + middleware)
        let changes = StateChanges(wake: wake)
        self.store = store
        self.environment = environment
        self.cache = cache
        self.changes = changes
        token = changes.fromLoop { store.subscribe(afterEveryAction: { _ in () }) { changes.stateDelivered() } }
    }

    /// Starts the program over `data` in memory (AppCore's reducer), for the demo, tests and
    /// benchmarks; `middleware` are `Middleware<AppState>`, lifted.
    public convenience init(data: AppData, middleware: [Middleware<AppState>] = [], environment: AppEnvironment = .live,
                            wake: @escaping @Sendable () -> Void = {}) {
        self.init(state: TrackerState(app: AppState(data: data)), middleware: middleware.map { .lift(\.app, $0) },
                  environment: environment, wake: wake)
    }

    deinit {
        store.unsubscribe(token)
    }

    /// Hands a key to the store, from the run loop's thread. If another thread is draining
    /// the store, the key waits its turn and is interpreted against the state it then finds.
    public func press(_ press: KeyPress) {
        changes.fromLoop { store.dispatch(KeyAction.pressed(press)) }
    }

    /// Whether the store delivered a state since the last call; forgets it. Call it before
    /// reading the state to draw, so a change racing in is drawn by the next frame.
    public func takeChange() -> Bool {
        changes.take()
    }

    /// The screen for `state` in a window of `size` at `now`.
    public func render(_ state: TrackerState, size: Size, now: Date) -> Screen {
        cache.using(state) { cache in
            AppView.render(state: state, size: size, now: now, timeZone: environment.timeZone, cache: cache)
        }
    }
}

/// Whether the store delivered a state the run loop has not drawn, and who must be woken.
final class StateChanges: Sendable {
    private let changed = Atomic<Bool>(false)
    private let loopDispatching = Atomic<Bool>(false)
    private let wake: @Sendable () -> Void

    init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Called by the subscription on the thread draining the store.
    func stateDelivered() {
        changed.store(true, ordering: .sequentiallyConsistent)
        if !loopDispatching.load(ordering: .sequentiallyConsistent) { wake() }
    }

    /// Runs `body` marked as the loop's own dispatch: its states need no wake-up, the loop
    /// looks for them when `body` returns.
    func fromLoop<T>(_ body: () -> T) -> T {
        loopDispatching.store(true, ordering: .sequentiallyConsistent)
        defer { loopDispatching.store(false, ordering: .sequentiallyConsistent) }
        return body()
    }

    /// Whether a state was delivered since the last call.
    func take() -> Bool {
        changed.exchange(false, ordering: .sequentiallyConsistent)
    }
}
