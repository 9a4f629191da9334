extension ItemAction: DataAction {
    /// Refuses unknown projects and items, amounts that are not finite, and taken ids.
    func validate(against data: AppData) throws(AppError) {
        switch self {
        case let .itemAdded(id, projectID, amount, _, _, _):
            _ = try data.existingProject(projectID)
            try Validate.amount(amount)
            try data.requireFreshItemID(id)
        case let .itemEdited(id, amount, _, _, _):
            _ = try data.existingItem(id)
            try Validate.amount(amount)
        case let .itemDeleted(id, _):
            _ = try data.existingItem(id)
        }
    }
}
