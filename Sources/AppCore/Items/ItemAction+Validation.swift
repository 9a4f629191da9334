extension ItemAction: DataAction {
    /// Refuses unknown projects and items, amounts that are not finite, taken ids, and
    /// edits prepared against an older version.
    func validate(against data: AppData) throws(AppError) {
        switch self {
        case let .itemAdded(id, projectID, amount, _, _, _):
            _ = try data.existingProject(projectID)
            try Validate.amount(amount)
            try data.requireFreshItemID(id)
        case let .itemEdited(id, amount, _, _, _, expectedVersion):
            let item = try data.existingItem(id)
            try Validate.amount(amount)
            if let expectedVersion, item.version != expectedVersion { throw .changedElsewhere(record: .item(id: id)) }
        case let .itemDeleted(id, _):
            _ = try data.existingItem(id)
        }
    }
}
