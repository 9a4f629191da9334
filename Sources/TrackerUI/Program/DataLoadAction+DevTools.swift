import AppCore
import UDFKitDevTools

/// The devtools keep a load without its data: the data is the program's state right after
/// the load, and kept in the log it would make the first edit copy every item. A replay, a
/// diff or an export rebuilds it from the present data, the later actions' change records
/// (``AppData/changes``) taken back.
///
/// ```swift
/// DataLoadAction.dataLoaded(data).withoutPayload   // .dataLoaded(AppData()): what the log keeps
/// ```
extension DataLoadAction: LargePayloadAction {
    /// Where the load puts its data: `state.app.data`.
    public static var payloadPath: WritableKeyPath<TrackerState, AppData> { \.app.data }

    /// No projects, items or activities.
    public static var emptyPayload: AppData { AppData() }

    /// Loads of fewer items than this are kept whole: copying them costs little, and a kept
    /// load replays even when a later action changes the data without a change record (an
    /// import, say).
    public static let devToolsKeepsWholeBelow = 10_000

    /// `.dataLoaded` with empty data for a load of ``devToolsKeepsWholeBelow`` items or more;
    /// nil (kept whole) for smaller loads and the other cases.
    public var withoutPayload: DataLoadAction? {
        guard case .dataLoaded(let data) = self, data.items.count >= Self.devToolsKeepsWholeBelow else { return nil }
        return .dataLoaded(AppData())
    }

    /// The counts of the loaded data, e.g. "1000 projects, 1000000 items, 2 activities".
    public var payloadSummary: String {
        guard case .dataLoaded(let data) = self else { return "" }
        return "\(data.projects.count) projects, \(data.items.count) items, \(data.activities.count) activities"
    }

    /// `.dataLoaded(payload)`.
    public func with(payload: AppData) -> DataLoadAction {
        .dataLoaded(payload)
    }
}
