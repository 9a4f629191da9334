import UDFKit

/// What happened to the error shown to people.
///
/// ```swift
/// store.dispatch(ErrorAction.errorDismissed)
/// ```
public enum ErrorAction: Action, Codable, Hashable {
    /// The person acknowledged the error message (pressed a key, closed the banner).
    case errorDismissed
}

extension AppState {
    /// Clears ``AppState/lastError`` when it is dismissed; the data never changes.
    public static let errorReducer = Reducer<AppState>(ErrorAction.self) { state, action in
        switch action {
        case .errorDismissed:
            state.lastError = nil
        }
    }
}
