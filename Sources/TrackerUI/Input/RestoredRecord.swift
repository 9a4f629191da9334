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

    /// What applying `step` brings back: the change record of an undo or a redo as applied
    /// (``AppCore/AppData/changes`` after it). It reads each record's `after`; a record only
    /// moved to another place (the row that filled a removed one's) brings nothing back.
    init(applying step: AppChanges?) {
        let projects = (step?.projects.elements ?? []).compactMap { change in
            change.before == change.after ? nil : change.after.map { (id: $0.id, isBack: change.before == nil) }
        }
        let items = (step?.items.elements ?? []).compactMap { change in
            change.before == change.after ? nil : change.after.map { (id: $0.id, isBack: change.before == nil) }
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
