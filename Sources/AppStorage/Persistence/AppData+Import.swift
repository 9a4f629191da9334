import AppCore
import Foundation
import UDFKit

extension AppData {
    /// Why `imported` cannot be added to this data, or nil if it can.
    ///
    /// O(size of `imported`): the parts are tried on the few entities they touch.
    public func importRefusal(_ imported: AppData, at: Date) -> ImportRefusal? {
        var trial = AppState(data: footprint(of: ImportAction.dataImported(imported, at: at)))
        for (action, part) in Self.importSteps(imported, at: at, into: self) {
            AppState.reducer.reduce(&trial, action)
            if let reason = trial.lastError { return ImportRefusal(reason: reason, part: part) }
        }
        return nil
    }

    func footprint(of action: ImportAction) -> AppData {
        switch action {
        case .dataImported(let imported, _):
            subset(
                projects: Array(imported.projects.ids) + imported.items.map(\.projectID) + Array(imported.activities.ids),
                items: Array(imported.items.ids),
                activities: Array(imported.activities.ids)
            )
        }
    }

    /// The AppCore actions that add `imported`, each with the part it comes from.
    ///
    /// A new project is created at its `createdAt`, receives its items at that time, and is
    /// edited (to the same values) at its `updatedAt` last, so that its dates come out as in
    /// the file; an existing project is touched at `at`.
    static func importSteps(_ imported: AppData, at: Date, into data: AppData) -> [(any Action, ImportRefusal.Part)] {
        let created = imported.projects.filter { data.projects[id: $0.id] == nil }
        func time(for projectID: ProjectID) -> Date {
            created[id: projectID]?.createdAt ?? at
        }
        var steps: [(any Action, ImportRefusal.Part)] = imported.projects.map { project in
            (ProjectAction.projectCreated(id: project.id, title: project.title, units: project.units, frequency: project.frequency, at: project.createdAt),
             .project(id: project.id, title: project.title))
        }
        steps += imported.items.map { item in
            (ItemAction.itemAdded(id: item.id, projectID: item.projectID, amount: item.amount, timestamp: item.timestamp, notes: item.notes, at: time(for: item.projectID)),
             .item(id: item.id))
        }
        steps += imported.activities.map { activity in
            (ActivityAction.activityStarted(projectID: activity.projectID, at: activity.startedAt), .activity(projectID: activity.projectID))
        }
        steps += created.map { project in
            (ProjectAction.projectEdited(id: project.id, title: project.title, units: project.units, frequency: project.frequency, at: project.updatedAt),
             .project(id: project.id, title: project.title))
        }
        return steps
    }
}
