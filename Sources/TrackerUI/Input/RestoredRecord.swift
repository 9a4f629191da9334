import AppCore

/// What undoing a step brings back, read from the step's record changes: a project or item
/// that the step deleted, so the list can select it again.
enum RestoredRecord: Hashable {
    /// A deleted project (with its items).
    case project(ProjectID)
    /// A deleted item.
    case item(ItemID)
    /// Nothing the lists could select.
    case nothing

    /// What undoing `step` restores: a project it deleted first, else an item.
    init(undoing step: DataHistory.Step?) {
        let changes = step?.changes ?? []
        for change in changes {
            if case .project(let before?, nil) = change {
                self = .project(before.id)
                return
            }
        }
        for change in changes.reversed() {
            if case .item(let before?, nil) = change {
                self = .item(before.id)
                return
            }
        }
        self = .nothing
    }
}
