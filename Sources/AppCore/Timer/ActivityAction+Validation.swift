extension ActivityAction: DataAction {
    /// Refuses unknown projects, a start on a project that does not count time, a second
    /// start, a stop with nothing running, taken ids, and a restored activity whose project
    /// is missing or already running.
    func validate(against data: AppData) throws(AppError) {
        switch self {
        case let .activityStarted(projectID, _):
            let project = try data.existingProject(projectID)
            guard TimeUnit(units: project.units) != nil else { throw .timerNeedsTimeUnits(units: project.units) }
            guard data.activities[id: projectID] == nil else { throw .activityAlreadyRunning(projectID: projectID) }
        case let .activityRestored(activity, _):
            _ = try data.existingProject(activity.projectID)
            try activity.validate()
            guard data.activities[id: activity.projectID] == nil else { throw .activityAlreadyRunning(projectID: activity.projectID) }
        case let .activityStopped(projectID, itemID, _):
            _ = try data.existingProject(projectID)
            guard data.activities[id: projectID] != nil else { throw .activityNotRunning(projectID: projectID) }
            try data.requireFreshItemID(itemID)
        }
    }
}
