import UDFKit

extension AppState {
    /// The reducer of the whole app: every action family AppCore defines.
    ///
    /// ```swift
    /// var state = AppState()
    /// AppState.reducer.reduce(&state, ProjectAction.projectDeleted(id: id))
    /// ```
    public static let reducer = Reducer<AppState>.combine(
        projectReducer,
        itemReducer,
        activityReducer,
        errorReducer
    )
}

extension Reducer where State == AppState {
    /// A reducer of ``AppData`` that either applies an action or throws the ``AppError``
    /// that refuses it. An accepted action clears ``AppState/lastError``; a refused one sets
    /// it and, because the body validates before it mutates, leaves the data unchanged.
    static func validating<Family: Action>(
        _ family: Family.Type,
        _ apply: @escaping @Sendable (inout AppData, Family) throws(AppError) -> Void
    ) -> Reducer<AppState> {
        Reducer(family) { state, action in
            do throws(AppError) {
                try apply(&state.data, action)
                state.lastError = nil
            } catch {
                state.lastError = error
            }
        }
    }
}
