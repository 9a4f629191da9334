import AppCore
import TerminalUI
import UDFKit

extension KeyHandler {
    /// `m` or `t` on the conflicts screen: asks the sync side to keep mine or take theirs
    /// for the selected conflict; the screen shows it as under way until the sync side
    /// reports the list again.
    func resolveSelectedConflict(keepingMine: Bool) {
        let conflicts = state.ui.conflicts
        guard let entry = conflicts.selected else { return show("No conflict to resolve.", isError: true) }
        guard !conflicts.resolving.contains(entry.id) else { return }
        send(keepingMine ? ConflictAction.keepMineChosen(id: entry.id) : .takeTheirsChosen(id: entry.id))
    }

    /// `e` on the conflicts screen: the record's form, filled with mine over the record as it
    /// is now; saving it is a new change that resolves the conflict.
    func editSelectedConflict() {
        let current = state
        guard let entry = current.ui.conflicts.selected else { return show("No conflict to edit.", isError: true) }
        let data = current.app.data
        if var mine = entry.myItem {
            guard let now = data.items[id: mine.id] else { return show("The item is gone here: m adds yours back, t drops it.", isError: true) }
            mine.version = now.version
            send(FormAction.itemFormOpened(ItemForm(editing: mine, calendar: environment.calendar)))
            send(ConflictAction.editOpened(id: entry.id))
        } else if var mine = entry.myProject {
            guard let now = data.projects[id: mine.id] else { return show("The project is gone here: m adds yours back, t drops it.", isError: true) }
            mine.version = now.version
            send(FormAction.projectFormOpened(ProjectForm(editing: mine)))
            send(ConflictAction.editOpened(id: entry.id))
        } else {
            show("This conflict has no one record to edit: m keeps yours, t takes theirs.", isError: true)
        }
    }

    /// The arrows and paging keys on the conflicts screen.
    func moveConflictSelection(_ move: ListMove, height: Int) {
        let conflicts = state.ui.conflicts
        let entries = conflicts.entries
        guard let index = conflicts.selection.resolvedIndex(count: entries.count, idAt: { entries[$0].id }) else { return }
        let target = move.target(from: index, count: entries.count, page: max(1, height - 1))
        send(ConflictAction.conflictSelected(ListSelection(id: entries[target].id, index: target, offset: 0)))
    }
}
