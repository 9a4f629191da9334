import AppCore
import UDFKit

extension TrackerState {
    /// The action families of AppCore that change the data (a replay stops them: it saves
    /// nothing).
    public static let appDataFamilies: [any Action.Type] = [
        ProjectAction.self, ItemAction.self, ActivityAction.self, HistoryAction.self,
    ]

    /// The reducer of the program: `app` on ``app`` (AppCore's, or the persistent store's
    /// with its storage actions), the route's and the forms' actions on ``screens``, the UI's
    /// families on ``ui``, what an undo, a redo or a timer's action comes to on the screen
    /// (``outcomeReducer``) and what a save or deletion came to (``answerReducer``), and, after every action, the screens of records that are gone
    /// closed (AppCore's rule, through UDFKit's `Reducer.afterEveryAction(_:)`: no list of the
    /// families that may take a record away). What the views derive from the data needs no
    /// help: ``ViewCache`` follows the data's own change stamps.
    ///
    /// - Parameter app: the domain's reducer.
    ///
    /// ```swift
    /// let reducer = TrackerState.reducer(app: PersistentStore.reducer)
    /// ```
    public static func reducer(app: Reducer<AppState> = AppState.reducer) -> Reducer<TrackerState> {
        .combine(
            .lift(\.app, app),
            .lift(\.screens, RouteState<Destination>.reducer),
            formReducer,
            .lift(\.ui, UIState.reducer),
            .lift(\.ui, UIState.sessionReducer),
            .lift(\.ui, UIState.holdReducer),
            .lift(\.ui, UIState.conflictReducer),
            loadReducer,
            outcomeReducer,
            answerReducer,
            .afterEveryAction { state in state.screens.close(screensMissingFrom: state.app.data) }
        )
    }
}
