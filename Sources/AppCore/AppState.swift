import Foundation

/// The whole state of the app: the recorded data and what people see of it.
///
/// ``data`` is what is saved and what undo restores; ``lastError`` tells people why their
/// last action was refused. Reducers for every action family are combined in ``reducer``.
///
/// ```swift
/// let store = Store(initialState: AppState(data: SampleData.demo()), reducer: AppState.reducer)
/// store.dispatch(ProjectAction.projectDeleted(id: SampleData.mileageID))
/// ```
public struct AppState: Codable, Hashable, Sendable {
    /// The projects, items and running activities.
    public var data: AppData
    /// Why the last data action was refused, until the next accepted one or a dismissal.
    public var lastError: AppError?

    /// Creates a state; empty by default.
    public init(data: AppData = AppData(), lastError: AppError? = nil) {
        self.data = data
        self.lastError = lastError
    }

    private enum CodingKeys: String, CodingKey {
        case data, lastError
    }

    /// Decodes a state; missing parts take their defaults, so fixtures stay short.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        data = try container.decodeIfPresent(AppData.self, forKey: .data) ?? AppData()
        lastError = try container.decodeIfPresent(AppError.self, forKey: .lastError)
    }
}
