import Foundation
import UDFKit

/// The whole state of the app's domain: the recorded data, its undo history and the last
/// refusal.
///
/// ``data`` is what is saved and what undo and redo restore; ``history`` holds the steps
/// that can be undone; ``lastError`` tells people why their last action was refused.
/// ``reducer`` reduces every action family AppCore uses. The screens are the app's own: an
/// app keeps its stack of screens beside this state (udf-tui's hold each form's entry), and
/// ``AppRoute`` names what each shows, so that the app can close those whose records are gone.
///
/// ```swift
/// let store = Store(initialState: AppState(data: SampleData.demo()), reducer: AppState.reducer)
/// store.dispatch(ProjectAction.projectDeleted(id: SampleData.mileageID))
/// store.dispatch(HistoryAction.undone)    // the project and its items are back
/// ```
public struct AppState: Equatable, Sendable {
    /// The projects, items and running activities.
    public var data: AppData
    /// The steps that can be undone and redone, record by record (UDFKit's record-level undo,
    /// each step the ``AppChanges`` of one action or group), kept by ``reducer``.
    public var history: RecordHistory<AppChanges>
    /// Why the last data action was refused, until the next accepted one or a dismissal.
    public var lastError: AppError?
    /// What another program changed, as last loaded; set by storage, shown as a notice.
    public var outsideChange: OutsideChange?

    /// Creates a state; empty data by default.
    public init(
        data: AppData = AppData(),
        history: RecordHistory<AppChanges> = RecordHistory(limit: AppState.undoLimit),
        lastError: AppError? = nil,
        outsideChange: OutsideChange? = nil
    ) {
        self.data = data
        self.history = history
        self.lastError = lastError
        self.outsideChange = outsideChange
    }
}

extension AppState: Codable {
    private enum CodingKeys: String, CodingKey {
        case data, history, lastError, outsideChange
    }

    /// Decodes a state; missing parts take their defaults, so fixtures list only what they
    /// use.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        data = try container.decodeIfPresent(AppData.self, forKey: .data) ?? AppData()
        history = try container.decodeIfPresent(RecordHistory<AppChanges>.self, forKey: .history) ?? RecordHistory(limit: AppState.undoLimit)
        lastError = try container.decodeIfPresent(AppError.self, forKey: .lastError)
        outsideChange = try container.decodeIfPresent(OutsideChange.self, forKey: .outsideChange)
    }

    /// Encodes a state, leaving out the parts that have their defaults (an empty history, no
    /// error), as fixtures do.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(data, forKey: .data)
        if history != RecordHistory(limit: AppState.undoLimit) {
            try container.encode(history, forKey: .history)
        }
        try container.encodeIfPresent(lastError, forKey: .lastError)
        try container.encodeIfPresent(outsideChange, forKey: .outsideChange)
    }
}
