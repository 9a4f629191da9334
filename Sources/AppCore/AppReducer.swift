import UDFKit

extension AppState {
    /// The reducer of the whole app: every action family AppCore defines.
    ///
    /// Data actions are validated against the data first: a refused one sets ``lastError``
    /// and changes nothing else; an accepted one clears it and changes ``data``.
    ///
    /// ```swift
    /// var state = AppState()
    /// AppState.reducer.reduce(&state, ProjectAction.projectDeleted(id: id))
    /// state.lastError?.message    // "This project does not exist; it may have been deleted."
    /// ```
    public static let reducer = Reducer<AppState>.combine(
        .validating(ProjectAction.self, then: acceptedDataReducer),
        .validating(ItemAction.self, then: acceptedDataReducer),
        .validating(ActivityAction.self, then: acceptedDataReducer),
        errorReducer
    )

    /// The reducer of the data, for every data family; refused actions change nothing.
    public static let dataReducer = Reducer<AppData>.combine(projectReducer, itemReducer, activityReducer)

    /// Applies accepted data actions to the state.
    static let acceptedDataReducer = Reducer<AppState>.lift(\.data, dataReducer)
}
