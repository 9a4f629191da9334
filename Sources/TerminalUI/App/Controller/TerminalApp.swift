import AppCore
import Foundation
import UDFKit

/// The terminal program without its terminal: turns keys into AppCore actions (sent to the
/// store) and ``UIAction``s (applied to ``ui``), and draws the screen for any size.
///
/// The store can be anything holding an ``AppState``: an in-memory store for tests and the
/// demo, or the persistent store of the real program (see ``makeStore(data:middleware:)``).
/// One thread uses a `TerminalApp` (the run loop's); other threads may dispatch to the
/// store, and `wake` is then called so the loop draws the change.
///
/// ```swift
/// let app = TerminalApp(store: TerminalApp.makeStore(data: SampleData.demo()), environment: .live)
/// _ = app.handle(.character("j"), size: Size(columns: 80, rows: 24))
/// print(app.render(size: Size(columns: 80, rows: 24), now: Date()).snapshot)
/// ```
public final class TerminalApp {
    /// The domain store: the data and the last refusal.
    public let store: Store<AppState>
    /// The clock, time zone, ids and storage reports the commands use.
    public let environment: AppEnvironment
    /// What the screens show beyond the data.
    public private(set) var ui: TerminalAppState
    let cache = ViewCache()
    let revision = DataRevision()
    private var token: SubscriptionToken?
    private var synchronized: (revision: UInt64, filter: String)?

    /// Starts the program over `store`. `wake` is called (from any thread) when another
    /// thread changed the store: pass the terminal's wake-up.
    public init(store: Store<AppState>, environment: AppEnvironment = .live, ui: TerminalAppState = TerminalAppState(),
                wake: @escaping @Sendable () -> Void = {}) {
        self.store = store
        self.environment = environment
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

    deinit {
        if let token { store.unsubscribe(token) }
    }

    /// A store over `data` with AppCore's reducer and `middleware` (for logging, recording...).
    public static func makeStore(data: AppData, middleware: [Middleware<AppState>] = []) -> Store<AppState> {
        Store(initialState: AppState(data: data), reducer: AppState.reducer, middleware: middleware)
    }

    /// Handles one key (or a resize) in a window of `size` and says what the run loop must do.
    public func handle(_ key: KeyEvent, size: Size) -> AppSignal {
        synchronize()
        guard key != .resize else { return .none }
        let screen = ui.keyScreen(size: size)
        guard let command = AppKeys.table(for: screen).command(for: key) else {
            handleUnbound(key, on: screen, size: size)
            return .none
        }
        return perform(command, key: key, size: size)
    }

    /// The screen for a window of `size` at `now`.
    public func render(size: Size, now: Date) -> Screen {
        synchronize()
        return AppView.render(data: store.state.data, ui: ui, size: size, now: now,
                              timeZone: environment.timeZone, cache: cache)
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

    /// Dispatches a data action from the run loop and returns why it was refused or not
    /// saved, or `nil` when it was applied.
    func submit(_ action: some Action) -> String? {
        revision.dispatchingLocally { store.dispatch(action) }
        if let failure = environment.takeStorageFailure() { return failure }
        return store.state.lastError?.message
    }

    /// Catches up with data changes: closes screens whose project or item is gone and puts
    /// the selections back on their rows (also when the filter changed the list).
    func synchronize() {
        let current = revision.current
        guard current != synchronized?.revision || ui.filterText != synchronized?.filter else { return }
        synchronized = (current, ui.filterText)
        cache.prepare(revision: current, timeZone: environment.timeZone)
        let data = store.state.data
        let repaired = ui.route.stack.repaired(for: data)
        if repaired != ui.route.stack { apply(.screensRepaired(repaired)) }
        reanchorSelections(in: data)
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

/// What a frame depends on: the UI state, the data revision, the window size and, while a
/// timer runs, the current second.
public struct FrameKey: Hashable, Sendable {
    let ui: TerminalAppState
    let revision: UInt64
    let size: Size
    let second: Int?
}
