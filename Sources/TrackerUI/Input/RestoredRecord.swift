import AppCore
import UDFKit

/// What undoing a step brings back, read from the step's actions: the project or item a
/// deletion removed, so the list can select it again.
enum RestoredRecord: Hashable {
    /// A deleted project (with its items).
    case project(ProjectID)
    /// A deleted item.
    case item(ItemID)
    /// Nothing the lists could select.
    case nothing

    /// What undoing `step` (the actions of one undo step, in order) restores.
    init(undoing step: [any Action]) {
        for action in step.reversed() {
            if case .projectDeleted(let id)? = action as? ProjectAction {
                self = .project(id)
                return
            }
            if case .itemDeleted(let id, _)? = action as? ItemAction {
                self = .item(id)
                return
            }
        }
        self = .nothing
    }
}
