import AppCore
import UDFKit

extension TrackerState {
    /// The action families of AppCore that may change the data: what bumps
    /// ``dataVersion`` unless the caller names more.
    public static let appDataFamilies: [any Action.Type] = [
        ProjectAction.self, ItemAction.self, ActivityAction.self, HistoryAction.self,
    ]

    /// The reducer of the program: `app` on ``app`` (AppCore's, or the persistent store's
    /// with its storage actions), the UI's families on ``ui``, and, after every action of a
    /// data family, ``dataVersion`` bumped; after every action that may close screens, the
    /// forms whose screens are gone forgotten.
    ///
    /// - Parameters:
    ///   - app: the domain's reducer.
    ///   - dataFamilies: the families of `app` that may change the data; AppCore's by
    ///     default. A reducer with more (AppStorage's `StorageAction`, `ImportAction`) names
    ///     them, or the views would keep showing what they derived before such an action.
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
            loadReducer,
            afterChange(RouteAction<AppRoute>.self, changesData: false),
            afterChange(DataLoadAction.self, changesData: true),
        ] + dataFamilies.map { afterChange($0, changesData: true) })
    }

    /// What follows an action of `family`: the version bumped when it may change the data,
    /// and the forms of screens it closed forgotten.
    private static func afterChange<Family: Action>(_ family: Family.Type, changesData: Bool) -> Reducer<TrackerState> {
        Reducer(family) { state, _ in
            if changesData { state.dataVersion &+= 1 }
            state.ui.forgetClosedForms(state.app.route.stack)
        }
    }
}
