import AppCore
import UDFKit

extension TrackerState {
    /// The action families of AppCore that change the data (a replay stops them: it saves
    /// nothing).
    public static let appDataFamilies: [any Action.Type] = [
        ProjectAction.self, ItemAction.self, ActivityAction.self, HistoryAction.self,
    ]

    /// The reducer of the program: `app` on ``app`` (AppCore's, or the persistent store's
    /// with its storage actions), the UI's families on ``ui``, what an undo, a redo or a
    /// timer's action comes to on the screen (``outcomeReducer``), and, after every action, the
    /// forms whose screens are gone forgotten (UDFKit's `Reducer.afterEveryAction(_:)`: no
    /// list of the families that may close a screen). What the views derive from the data
    /// needs no help: ``ViewCache`` follows the data's own change stamps.
    ///
    /// - Parameter app: the domain's reducer.
    ///
    /// ```swift
    /// let reducer = TrackerState.reducer(app: PersistentStore.reducer)
    /// ```
    public static func reducer(app: Reducer<AppState> = AppState.reducer) -> Reducer<TrackerState> {
        .combine(
            .lift(\.app, app),
            .lift(\.ui, UIState.reducer),
            .lift(\.ui, UIState.sessionReducer),
            .lift(\.ui, UIState.holdReducer),
            .lift(\.ui, UIState.conflictReducer),
            loadReducer,
            formScreenReducer,
            outcomeReducer,
            .afterEveryAction { state in state.ui.forgetClosedForms(state.app.route.stack) }
        )
    }

    /// A form and its screen open together: the form's ``UIAction`` pushes the screen it
    /// belongs to (and clears the last message, as any screen opened does), unless that
    /// screen is on top already (the form filled again, Ctrl-R). A screen of a record that
    /// is gone closes at once, by AppCore's rule.
    static let formScreenReducer = Reducer<TrackerState>(UIAction.self) { state, action in
        let screen: AppRoute
        switch action {
        case .projectFormOpened(let form): screen = .projectForm(editing: form.editing)
        case .itemFormOpened(let form): screen = .itemForm(projectID: form.projectID, editing: form.editing)
        default: return
        }
        guard state.app.route.top != screen else { return }
        state.ui.status = nil
        state.app.route.push(screen)
        state.app.closeScreensOfMissingRecords()
    }
}
