extension ProjectAction: DataAction {
    /// Refuses blank or over-long titles, taken ids, unknown projects, and edits prepared
    /// against an older version.
    func validate(against data: AppData) throws(AppError) {
        switch self {
        case let .projectCreated(id, title, _, _, _):
            try Validate.title(title)
            guard data.projects[id: id] == nil else { throw .duplicateProject(id: id) }
        case let .projectEdited(id, title, _, _, _, expectedVersion):
            try Validate.title(title)
            let project = try data.existingProject(id)
            if let expectedVersion, project.version != expectedVersion { throw .changedElsewhere(record: .project(id: id)) }
        case let .projectDeleted(id):
            _ = try data.existingProject(id)
        }
    }
}
