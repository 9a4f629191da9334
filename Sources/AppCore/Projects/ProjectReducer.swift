import Foundation
import UDFKit

extension AppState {
    /// Creates, edits and deletes projects in the data; see ``ProjectAction`` and
    /// docs/reducers.md. Refused actions change nothing (``reducer`` reports why).
    public static let projectReducer = Reducer<AppData>.data(ProjectAction.self)
}

extension ProjectAction {
    /// What an accepted project action does to the data.
    func apply(to data: inout AppData) {
        switch self {
        case let .projectCreated(id, title, units, frequency, at):
            data.projects.append(Project(
                id: id, title: Validate.trimmed(title), units: Validate.trimmed(units), frequency: frequency,
                createdAt: at, updatedAt: at
            ))
        case let .projectEdited(id, title, units, frequency, at, _):
            data.changeProject(id, at: at) { project in
                let edited = (Validate.trimmed(title), Validate.trimmed(units), frequency)
                guard edited != (project.title, project.units, project.frequency) else { return }
                (project.title, project.units, project.frequency) = edited
                project.version += 1
            }
        case let .targetSet(id, target, at, _):
            data.changeProject(id, at: at) { project in
                guard project.target != target else { return }
                project.target = target
                project.version += 1
            }
        case var .projectRestored(project):
            project.title = Validate.trimmed(project.title)
            project.units = Validate.trimmed(project.units)
            data.projects.append(project)
        case let .projectDeleted(id):
            data.projects.remove(id: id)
            data.items.removeAll { $0.projectID == id }
            data.activities.remove(id: id)
        }
    }
}
