import AppCore
import UDFKit

/// The whole state of the terminal program, held by its one store: the domain (AppCore's
/// ``AppCore/AppState``: data, undo history, screens, last refusal) and what the screens
/// show beyond it (``UIState``: selections, filter, forms, messages, requests to the loop).
///
/// Every change is an action through the same store — data, history and route actions as
/// in any AppCore store, and the UI's own families (``UIAction``, ``SessionAction``,
/// ``InputHoldAction``) — so middleware (a recorder, a log, devtools) sees everything the
/// program does, and the screen is a pure function of this state, the window size and the
/// clock (``AppView/render(state:size:now:timeZone:cache:)``).
///
/// ```swift
/// let store = Store(initialState: TrackerState(app: AppState(data: SampleData.demo())),
///                   reducer: TrackerState.reducer())
/// store.dispatch(UIAction.filterStarted)
/// store.state.ui.isEditingFilter    // true
/// ```
public struct TrackerState: Equatable, Sendable, Codable {
    /// The domain: data, history, screens and the last refusal.
    public var app: AppState
    /// What the screens show beyond the domain.
    public var ui: UIState

    /// Creates a state; the project list over empty data by default.
    public init(app: AppState = AppState(), ui: UIState = UIState()) {
        self.app = app
        self.ui = ui
    }
}
