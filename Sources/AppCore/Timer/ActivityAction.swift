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
    /// Time tracking started for a project that had no running activity and counts in a
    /// unit of time (``TimeUnit``); refused otherwise (``AppError/timerNeedsTimeUnits(units:)``).
    case activityStarted(projectID: ProjectID, at: Date)
    /// Time tracking stopped: the activity is cleared and an item with id `itemID` is
    /// recorded, timestamped `at` (so a timer that ran over midnight, or into a new month,
    /// counts in the period it ended in, as the running timer already did), whose amount is
    /// the elapsed time in the project's unit of time (zero if the clock went back). A timer
    /// started before timers needed time units, on a project that does not count time,
    /// records hours, as it always did.
    case activityStopped(projectID: ProjectID, itemID: ItemID, at: Date)
    /// A running activity came back from a backup (an import) as it was saved, even on a
    /// project that does not count time (a timer started before timers needed time units);
    /// refused when its project does not exist or already has one. `at` moves the project's
    /// `updatedAt` as for ``ItemAction/itemRestored(_:at:)``.
    case activityRestored(Activity, at: Date?)
}
