extension ProjectAction: DataAction {
    /// Refuses blank or over-long titles, taken ids and unknown projects.
    func validate(against data: AppData) throws(AppError) {
        switch self {
        case let .projectCreated(id, title, _, _, _):
            try Validate.title(title)
            guard data.projects[id: id] == nil else { throw .duplicateProject(id: id) }
        case let .projectEdited(id, title, _, _, _):
            try Validate.title(title)
            _ = try data.existingProject(id)
        case let .projectDeleted(id):
            _ = try data.existingProject(id)
        }
    }
}
