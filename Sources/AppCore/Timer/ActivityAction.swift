import Foundation
import UDFKit

/// What happened to the time tracked for a project. Reduced by ``AppState/activityReducer``.
///
/// ```swift
/// store.dispatch(ActivityAction.activityStarted(projectID: hours, at: .now))
/// // ... later
/// store.dispatch(ActivityAction.activityStopped(projectID: hours, itemID: ItemID(), at: .now))
/// ```
public enum ActivityAction: Action, Codable, Hashable {
    /// Time tracking started for a project that had no running activity.
    case activityStarted(projectID: ProjectID, at: Date)
    /// Time tracking stopped: the activity is cleared and an item with id `itemID` is
    /// recorded, timestamped at the start, whose amount is the elapsed time in hours
    /// (zero if the clock went back).
    case activityStopped(projectID: ProjectID, itemID: ItemID, at: Date)
}
