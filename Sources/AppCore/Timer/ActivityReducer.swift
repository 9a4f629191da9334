import Foundation
import UDFKit

extension AppState {
    /// Starts and stops activities in the data; see ``ActivityAction`` and docs/reducers.md.
    public static let activityReducer = Reducer<AppData>.data(ActivityAction.self)
}

extension ActivityAction {
    /// What an accepted activity action does to the data.
    func apply(to data: inout AppData) {
        switch self {
        case let .activityStarted(projectID, at):
            data.activities.append(Activity(projectID: projectID, startedAt: at))
            data.touchProject(projectID, at: at)
        case let .activityRestored(activity, at):
            data.activities.append(activity)
            if let at { data.touchProject(activity.projectID, at: at) }
        case let .activityStopped(projectID, itemID, at):
            guard let activity = data.activities.remove(id: projectID) else { return }
            let amount = activity.amount(at: at, units: data.projects[id: projectID]?.units ?? "")
            data.items.append(Item(id: itemID, projectID: projectID, amount: amount, timestamp: at))
            data.touchProject(projectID, at: at)
        }
    }
}
