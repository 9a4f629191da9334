extension ItemAction: DataAction {
    /// Refuses unknown projects and items, amounts that are not finite or too large,
    /// timestamps outside the years 1 to 9999, notes with control characters or too long,
    /// taken ids, edits prepared against an older version, and restored items whose version
    /// is below 1.
    func validate(against data: AppData) throws(AppError) {
        switch self {
        case let .itemAdded(id, projectID, amount, timestamp, notes, _):
            _ = try data.existingProject(projectID)
            try Validate.amount(amount)
            try Validate.timestamp(timestamp)
            try Validate.noteText(notes)
            try data.requireFreshItemID(id)
        case let .itemEdited(id, amount, timestamp, notes, _, expectedVersion):
            let item = try data.existingItem(id)
            try Validate.amount(amount)
            try Validate.timestamp(timestamp)
            try Validate.noteText(notes)
            if let expectedVersion, item.version != expectedVersion { throw .changedElsewhere(record: .item(id: id)) }
        case let .itemRestored(item, _):
            _ = try data.existingProject(item.projectID)
            try item.validate()
            try data.requireFreshItemID(item.id)
        case let .itemDeleted(id, _):
            _ = try data.existingItem(id)
        }
    }
}
