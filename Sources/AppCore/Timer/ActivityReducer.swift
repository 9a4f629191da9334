import Foundation
import UDFKit

extension AppState {
    /// Starts and stops activities; see ``ActivityAction`` and docs/reducers.md.
    public static let activityReducer = Reducer<AppState>.validating(ActivityAction.self) { data, action throws(AppError) in
        try data.reduce(action)
    }
}

extension AppData {
    /// Applies one activity action, or throws before changing anything.
    mutating func reduce(_ action: ActivityAction) throws(AppError) {
        switch action {
        case let .activityStarted(projectID, at):
            _ = try existingProject(projectID)
            guard activities[id: projectID] == nil else { throw .activityAlreadyRunning(projectID: projectID) }
            activities.append(Activity(projectID: projectID, startedAt: at))
            touchProject(projectID, at: at)
        case let .activityStopped(projectID, itemID, at):
            _ = try existingProject(projectID)
            guard let activity = activities[id: projectID] else { throw .activityNotRunning(projectID: projectID) }
            try requireFreshItemID(itemID)
            activities.remove(id: projectID)
            items.append(Item(
                id: itemID, projectID: projectID, amount: activity.elapsedHours(at: at),
                timestamp: activity.startedAt
            ))
            touchProject(projectID, at: at)
        }
    }
}
