import AppCore

/// What undoing or redoing a step brings back, read from the step's record changes: the
/// project or item the lists should select afterwards.
///
/// A record that comes back into existence comes first (a deleted project an undo restores,
/// a created one a redo makes again), then an item that comes back, then one put back as it
/// was (an edit undone or redone), then such a project.
enum RestoredRecord: Hashable {
    /// A project.
    case project(ProjectID)
    /// An item.
    case item(ItemID)
    /// Nothing the lists could select.
    case nothing

    /// What undoing or redoing `step` brings back. Both stacks of ``DataHistory`` keep
    /// steps that put their records' `before` back (a redo step is the inverse of the undo
    /// that made it), so this reads `before` either way: the next step of
    /// `history.undoable.last` or `history.redoable.first`.
    init(reverting step: DataHistory.Step?) {
        var projects: [(id: ProjectID, isBack: Bool)] = [], items: [(id: ItemID, isBack: Bool)] = []
        for change in step?.changes ?? [] {
            switch change {
            case let .project(before?, after): projects.append((before.id, after == nil))
            case let .item(before?, after): items.append((before.id, after == nil))
            case .project(nil, _), .item(nil, _), .activity: break
            }
        }
        if let project = projects.first(where: \.isBack) {
            self = .project(project.id)
        } else if let item = items.last(where: \.isBack) ?? items.last {
            self = .item(item.id)
        } else if let project = projects.first {
            self = .project(project.id)
        } else {
            self = .nothing
        }
    }
}
