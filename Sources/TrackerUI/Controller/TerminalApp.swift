import AppCore
import Foundation
import TerminalUI
import UDFKit

/// The terminal program without its terminal: turns keys into actions for the AppCore store
/// (data, undo, screens) and ``UIAction``s for ``ui`` (selections, filter, forms, messages),
/// and draws the screen for any size.
///
/// The store can be anything holding an ``AppState``: an in-memory store for tests and the
/// demo, or the persistent store of the real program. One thread uses a `TerminalApp` (the
/// run loop's); other threads may dispatch to the store, and `wake` is then called so the
/// loop draws the change.
///
/// ```swift
/// let app = TerminalApp(data: SampleData.demo(), environment: .live)
/// _ = app.handle(.character("j"), size: Size(columns: 80, rows: 24))
/// print(app.render(size: Size(columns: 80, rows: 24), now: Date()).snapshot)
/// ```
public final class TerminalApp {
    /// The domain store: the data, its undo history, the screens open and the last refusal.
    public let store: Store<AppState>
    /// The clock, time zone, ids and storage reports the commands use.
    public let environment: AppEnvironment
    /// What the screens show beyond the domain state.
    public private(set) var ui: TerminalAppState
    let cache = ViewCache()
    let revision = StateRevision()
    private let dataChanges: DataChanges?
    private var token: SubscriptionToken?
    private var synchronized: (state: UInt64, data: UInt64, filter: String)?

    /// Starts the program over `store`. `dataChanges`, whose middleware the store runs, lets
    /// the views keep their derived data across actions that do not touch the data (see
    /// ``DataChanges``). `wake` is called from any thread when another thread changed the
    /// store: pass the terminal's wake-up.
    public init(store: Store<AppState>, environment: AppEnvironment = .live, dataChanges: DataChanges? = nil,
                ui: TerminalAppState = TerminalAppState(), wake: @escaping @Sendable () -> Void = {}) {
        self.store = store
        self.environment = environment
        self.dataChanges = dataChanges
        self.ui = ui
        let revision = self.revision
        // Subscribing delivers the current state at once: that first call wakes nobody.
        token = revision.dispatchingLocally {
            store.subscribe(unfiltered: { _ in true }) { _ in
                revision.bump()
                if !revision.isDispatchingLocally { wake() }
            }
        }
    }

    /// Starts the program over an in-memory store of `data` (AppCore's reducer, then
    /// `middleware`), for the demo, tests and benchmarks.
    public convenience init(data: AppData, middleware: [Middleware<AppState>] = [], environment: AppEnvironment = .live,
                            wake: @escaping @Sendable () -> Void = {}) {
        let changes = DataChanges()
        let store = Store(initialState: AppState(data: data), reducer: AppState.reducer,
                          middleware: middleware + [changes.middleware])
        self.init(store: store, environment: environment, dataChanges: changes, wake: wake)
    }

    deinit {
        if let token { store.unsubscribe(token) }
    }

    /// Handles one key (or a resize) in a window of `size` and says what the run loop must do.
    public func handle(_ key: KeyEvent, size: Size) -> AppSignal {
        synchronize()
        guard key != .resize else { return .none }
        let screen = KeyScreen.current(route: store.state.route.top, ui: ui, size: size)
        guard let command = AppKeys.table(for: screen).command(for: key) else {
            handleUnbound(key, on: screen, size: size)
            return .none
        }
        return perform(command, key: key, size: size)
    }

    /// The screen for a window of `size` at `now`.
    public func render(size: Size, now: Date) -> Screen {
        synchronize()
        return AppView.render(state: store.state, ui: ui, size: size, now: now, timeZone: environment.timeZone, cache: cache)
    }

    /// What a frame depends on: when it equals the last frame's, nothing needs drawing.
    public func frameKey(size: Size, now: Date) -> FrameKey {
        synchronize()
        let ticking = !store.state.data.activities.isEmpty
        return FrameKey(ui: ui, revision: revision.current, size: size,
                        second: ticking ? Int(now.timeIntervalSinceReferenceDate.rounded(.down)) : nil)
    }

    /// Applies a UI event.
    func apply(_ action: UIAction) {
        TerminalAppState.reducer.reduce(&ui, action)
    }

    /// Dispatches an action from the run loop.
    func dispatch(_ action: some Action) {
        revision.dispatchingLocally { store.dispatch(action) }
    }

    /// Dispatches a data action and returns why it was refused or not saved, or `nil` when
    /// it was applied.
    func submit(_ action: some Action) -> String? {
        dispatch(action)
        if let failure = environment.takeStorageFailure() { return failure }
        return store.state.lastError?.message
    }

    /// Catches up with changes to the state: forgets the forms of closed screens, and after
    /// a change to the data (or the filter) puts the selections back on their rows.
    func synchronize() {
        let state = revision.current
        let data = dataChanges?.revision ?? state
        guard state != synchronized?.state || data != synchronized?.data || ui.filterText != synchronized?.filter else { return }
        let dataMoved = data != synchronized?.data || ui.filterText != synchronized?.filter
        synchronized = (state, data, ui.filterText)
        cache.prepare(revision: data, timeZone: environment.timeZone)
        closeScreensOfMissingRecords()
        let current = store.state
        apply(.screensChanged(current.route.stack))
        if dataMoved { reanchorSelections(in: current.data, route: current.route) }
    }
}

extension TerminalApp {
    /// Closes the screens of records that are gone. AppCore's reducer does it after its own
    /// changes; a reducer from another module (data reloaded from the database) may not.
    private func closeScreensOfMissingRecords() {
        let state = store.state
        let repaired = state.route.stack.repaired(for: state.data)
        guard repaired != state.route.stack, let root = repaired.first else { return }
        dispatch(RouteAction<AppRoute>.stackReplaced(root: root, path: Array(repaired.dropFirst())))
        synchronized?.state = revision.current
    }
}

/// What the run loop does after a key.
public enum AppSignal: Hashable, Sendable {
    /// Draw if anything changed, then wait for the next key.
    case none
    /// Repaint the whole terminal (Ctrl-L).
    case redraw
    /// Suspend the program (Ctrl-Z).
    case suspend
    /// Quit.
    case quit
}

/// What a frame depends on: the UI state, the store's revision, the window size and, while
/// a timer runs, the current second.
public struct FrameKey: Hashable, Sendable {
    let ui: TerminalAppState
    let revision: UInt64
    let size: Size
    let second: Int?
}
