import AppCore
import UDFKit

extension TerminalApp {
    /// Runs the command a key is bound to.
    func perform(_ command: AppCommand, key: KeyEvent, size: Size) -> AppSignal {
        switch command {
        case .quit: return .quit
        case .suspend: return .suspend
        case .redraw: return .redraw
        case .move(let move): moveSelection(move, size: size)
        case .open: openSelectedProject()
        case .back, .closeHelp: apply(.screenClosed)
        case .create: openCreationForm()
        case .edit: openEditForm()
        case .delete: requestDeletion()
        case .confirm: confirmDeletion()
        case .toggleActivity: toggleActivity()
        case .undo: travel(HistoryAction.undone, message: "Undone.")
        case .redo: travel(HistoryAction.redone, message: "Redone.")
        case .startFilter: apply(.filterStarted)
        case .finishFilter: apply(.filterFinished)
        case .clearFilter: apply(.filterCleared)
        case .help: apply(.helpOpened)
        case .focusField(let next): apply(.formFocusMoved(forward: next))
        case .editText: editText(key, size: size)
        case .save: saveForm()
        }
        return .none
    }

    /// Keys no table lists: typed characters edit the filter or the form; any key closes the help.
    func handleUnbound(_ key: KeyEvent, on screen: KeyScreen, size: Size) {
        switch screen {
        case .filtering, .projectForm, .itemForm:
            if case .character = key { editText(key, size: size) }
        case .help:
            apply(.screenClosed)
        case .projectList, .project, .deleteConfirmation, .tooSmall:
            break
        }
    }

    /// Passes an editing key to the filter or to the focused field of the form.
    func editText(_ key: KeyEvent, size: Size) {
        switch ui.route.top {
        case .projectList:
            apply(.filterKeyPressed(key, fieldWidth: ProjectListLayout(size: size).filterField.size.columns))
        case .projectForm:
            apply(.formKeyPressed(key, fieldWidth: FormLayout(size: size, fieldCount: ProjectField.allCases.count).fieldWidth))
        case .itemForm:
            apply(.formKeyPressed(key, fieldWidth: FormLayout(size: size, fieldCount: ItemField.allCases.count).fieldWidth))
        case .project, .deleteConfirmation, .help:
            break
        }
    }

    /// Undo or redo, with a message.
    private func travel(_ action: HistoryAction, message: String) {
        revision.dispatchingLocally { store.dispatch(action) }
        apply(.statusShown(StatusMessage(message)))
    }

    /// The project the list selects, or the one on show.
    func currentProject() -> Project? {
        let data = store.state.data
        switch ui.route.top {
        case .projectList:
            let projects = cache.projects(in: data, matching: ui.filterText)
            return ui.projectSelection.resolvedIndex(count: projects.count, idAt: { projects[$0].id }).map { projects[$0] }
        case .project(let id):
            return data.projects[id: id]
        case .projectForm, .itemForm, .deleteConfirmation, .help:
            return nil
        }
    }

    /// The item selected on the project screen.
    func selectedItem() -> Item? {
        guard case .project(let id) = ui.route.top else { return nil }
        let detail = cache.detail(of: id, in: store.state.data)
        return ui.itemSelection.resolvedIndex(count: detail.itemCount, idAt: { detail.item($0).id }, find: detail.index(of:))
            .map(detail.item)
    }
}
