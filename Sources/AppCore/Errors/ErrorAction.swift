import UDFKit

/// What happened to the error shown to people.
///
/// ```swift
/// store.dispatch(ErrorAction.errorDismissed)
/// ```
public enum ErrorAction: Action, Codable, Hashable {
    /// The person acknowledged the error message (pressed a key, closed the banner).
    case errorDismissed
    /// A change was not saved, for `reason` (a read-only replay, a storage of the app's own):
    /// sets ``AppState/lastError`` to ``AppError/notSaved(reason:changedElsewhere:)``.
    case notSaved(reason: String, changedElsewhere: Bool)
}

extension AppState {
    /// Clears ``AppState/lastError`` when it is dismissed, sets it when a change was not saved;
    /// the data never changes.
    public static let errorReducer = Reducer<AppState>(ErrorAction.self) { state, action in
        switch action {
        case .errorDismissed:
            state.lastError = nil
        case let .notSaved(reason, changedElsewhere):
            state.lastError = .notSaved(reason: reason, changedElsewhere: changedElsewhere)
        }
    }
}
