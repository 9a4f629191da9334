import AppCore
import UDFKit

extension TrackerState {
    /// The action families of AppCore that may change the data, and so close screens of
    /// records they take away.
    public static let appDataFamilies: [any Action.Type] = [
        ProjectAction.self, ItemAction.self, ActivityAction.self, HistoryAction.self,
    ]

    /// The reducer of the program: `app` on ``app`` (AppCore's, or the persistent store's
    /// with its storage actions), the UI's families on ``ui``, and, after every action that
    /// may close screens (a route change, a data family), the forms whose screens are gone
    /// forgotten. What the views derive from the data needs no help: ``ViewCache`` follows
    /// the data's own change stamps.
    ///
    /// - Parameters:
    ///   - app: the domain's reducer.
    ///   - dataFamilies: the families of `app` that may change the data; AppCore's by
    ///     default. A reducer with more (AppStorage's `StorageAction`, `ImportAction`) names
    ///     them, or a form of a screen they closed would be kept.
    ///
    /// ```swift
    /// let reducer = TrackerState.reducer(app: PersistentStore.reducer,
    ///                                    dataFamilies: TrackerState.appDataFamilies + [StorageAction.self, ImportAction.self])
    /// ```
    public static func reducer(app: Reducer<AppState> = AppState.reducer,
                               dataFamilies: [any Action.Type] = appDataFamilies) -> Reducer<TrackerState> {
        .combine([
            .lift(\.app, app),
            .lift(\.ui, UIState.reducer),
            .lift(\.ui, UIState.sessionReducer),
            .lift(\.ui, UIState.holdReducer),
            .lift(\.ui, UIState.conflictReducer),
            loadReducer,
            afterChange(RouteAction<AppRoute>.self),
            afterChange(DataLoadAction.self),
        ] + dataFamilies.map { afterChange($0) })
    }

    /// What follows an action of `family`: the forms of screens it closed forgotten.
    private static func afterChange<Family: Action>(_ family: Family.Type) -> Reducer<TrackerState> {
        Reducer(family) { state, _ in
            state.ui.forgetClosedForms(state.app.route.stack)
        }
    }
}
