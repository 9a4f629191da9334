import UDFKit

extension AppState {
    /// The names of every action family AppCore uses, for logs, undo histories and fixtures:
    /// `ProjectAction`, `ItemAction`, `ActivityAction`, `ErrorAction` and `HistoryAction`.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.actionRegistry] = AppState.actionRegistry
    /// let envelope = try decoder.decode(ActionEnvelope.self, from: line)
    /// ```
    public static let actionRegistry: ActionRegistry = {
        do {
            return try ActionRegistry()
                .registering(ProjectAction.self)
                .registering(ItemAction.self)
                .registering(ActivityAction.self)
                .registering(ErrorAction.self)
                .registering(HistoryAction.self)
        } catch {
            // Fixed families with distinct names: a clash is a programming error.
            preconditionFailure("\(error)")
        }
    }()
}
