import Foundation
import UDFKit

extension AppState {
    /// Creates, edits and deletes projects; see ``ProjectAction`` and docs/reducers.md.
    public static let projectReducer = Reducer<AppState>.validating(ProjectAction.self) { data, action throws(AppError) in
        try data.reduce(action)
    }
}

extension AppData {
    /// Applies one project action, or throws before changing anything.
    mutating func reduce(_ action: ProjectAction) throws(AppError) {
        switch action {
        case let .projectCreated(id, title, units, frequency, at):
            let title = try Validate.title(title)
            guard projects[id: id] == nil else { throw .duplicateProject(id: id) }
            projects.append(Project(
                id: id, title: title, units: Validate.text(units), frequency: frequency,
                createdAt: at, updatedAt: at
            ))
        case let .projectEdited(id, title, units, frequency, at):
            let title = try Validate.title(title)
            var project = try existingProject(id)
            project.title = title
            project.units = Validate.text(units)
            project.frequency = frequency
            projects[id: id] = project
            touchProject(id, at: at)
        case let .projectDeleted(id):
            _ = try existingProject(id)
            projects.remove(id: id)
            items.removeAll { $0.projectID == id }
            activities.remove(id: id)
        }
    }
}
