extension ProjectAction: DataAction {
    /// Refuses blank or over-long titles, over-long units, control characters in either,
    /// taken ids, unknown projects, edits prepared against an older version, units that are
    /// not time while the project's timer runs, and restored projects whose version, dates
    /// or target cannot be.
    func validate(against data: AppData) throws(AppError) {
        switch self {
        case let .projectCreated(id, title, units, _, _):
            try Validate.title(title)
            try Validate.units(units)
            guard data.projects[id: id] == nil else { throw .duplicateProject(id: id) }
        case let .projectEdited(id, title, units, _, _, expectedVersion):
            try Validate.title(title)
            try Validate.units(units)
            let project = try data.existingProject(id)
            if let expectedVersion, project.version != expectedVersion { throw .changedElsewhere(record: .project(id: id)) }
            let trimmed = units.trimmingCharacters(in: .whitespaces)
            if data.activities[id: id] != nil, TimeUnit(units: trimmed) == nil, TimeUnit(units: project.units) != nil {
                throw .timerRunning(newUnits: trimmed)
            }
        case let .projectDeleted(id):
            _ = try data.existingProject(id)
        case let .projectRestored(project):
            try project.validate()
            guard data.projects[id: project.id] == nil else { throw .duplicateProject(id: project.id) }
        case let .targetSet(id, target, _, expectedVersion):
            let project = try data.existingProject(id)
            if let expectedVersion, project.version != expectedVersion { throw .changedElsewhere(record: .project(id: id)) }
            try target?.validate()
        }
    }
}
