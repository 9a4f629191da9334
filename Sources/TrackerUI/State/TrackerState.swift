import AppCore
import UDFKit

/// The whole state of the terminal program, held by its one store: the domain (AppCore's
/// ``AppCore/AppState``: data, undo history, last refusal), the stack of screens
/// (``Destination``s, each form's entry inside its screen) and what the screens show beyond
/// them (``UIState``: selections, filters, messages, requests to the loop).
///
/// Every change is an action through the same store — data and history actions as in any
/// AppCore store, `RouteAction<Destination>`, and the UI's own families (``UIAction``,
/// ``FormAction``, ``SessionAction``, ``InputHoldAction``) — so middleware (a recorder, a log, devtools) sees everything the
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
    /// The domain: data, history and the last refusal.
    public var app: AppState
    /// The screens, the project list at the root; a form's entry lives in its screen.
    public var screens: RouteState<Destination>
    /// What the screens show beyond the domain and the forms.
    public var ui: UIState

    /// Creates a state; the project list over empty data by default.
    public init(app: AppState = AppState(), screens: RouteState<Destination> = .start, ui: UIState = UIState()) {
        self.app = app
        self.screens = screens
        self.ui = ui
    }

    /// The screens by AppCore's names (what each shows, by id), the project list at the root.
    public var route: RouteState<AppRoute> {
        RouteState(root: screens.root.route, path: screens.path.map(\.route))
    }

    /// The project form, while its screen is open (the top-most, should there be two).
    public var projectForm: ProjectForm? {
        screens.stack.lazy.reversed().compactMap { if case .projectForm(let form) = $0 { form } else { nil } }.first
    }

    /// The item form, while its screen is open (the top-most, should there be two).
    public var itemForm: ItemForm? {
        screens.stack.lazy.reversed().compactMap { if case .itemForm(let form) = $0 { form } else { nil } }.first
    }
}
