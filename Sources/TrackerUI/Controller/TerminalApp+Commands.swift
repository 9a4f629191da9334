import AppCore
import TerminalUI
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
        case .back: closeScreen()
        case .closeHelp: closeScreen(keepingStatus: true)
        case .create: openCreationForm()
        case .edit: openEditForm()
        case .delete: requestDeletion()
        case .confirm: confirmDeletion()
        case .toggleActivity: toggleActivity()
        case .undo: undo()
        case .redo: redo()
        case .startFilter: apply(.filterStarted)
        case .finishFilter: apply(.filterFinished)
        case .clearFilter: apply(.filterCleared)
        case .help: dispatch(RouteAction<AppRoute>.pushed(.help))
        case .focusField(let next): moveFocus(next: next)
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
            closeScreen(keepingStatus: true)
        case .projectList, .project, .deleteConfirmation, .tooSmall:
            break
        }
    }

    /// Passes an editing key to the filter or to the focused field of the form.
    func editText(_ key: KeyEvent, size: Size) {
        switch topScreen {
        case .projectList:
            apply(.filterKeyPressed(key, fieldWidth: ProjectListLayout(size: size).filterField.size.columns))
        case .projectForm:
            apply(.projectFormKeyPressed(key, fieldWidth: FormLayout(size: size, fieldCount: ProjectField.allCases.count).fieldWidth))
        case .itemForm:
            apply(.itemFormKeyPressed(key, fieldWidth: FormLayout(size: size, fieldCount: ItemField.allCases.count).fieldWidth))
        case .project, .deleteConfirmation, .help:
            break
        }
    }

    /// Tab and Shift-Tab in a form.
    private func moveFocus(next: Bool) {
        switch topScreen {
        case .projectForm: apply(.projectFormFocusMoved(next: next))
        case .itemForm: apply(.itemFormFocusMoved(next: next))
        case .projectList, .project, .deleteConfirmation, .help: break
        }
    }

    /// The screen on show.
    var topScreen: AppRoute { store.state.route.top }

    /// Opens a screen (AppCore refuses one naming a record that is gone); the message
    /// belonged to the screen left behind.
    func open(_ screen: AppRoute) {
        apply(.statusCleared)
        dispatch(RouteAction<AppRoute>.pushed(screen))
    }

    /// Closes the top screen — only if it is still `expected`, when given (AppCore may have
    /// closed it already) — and its message unless asked to keep it (closing the help).
    func closeScreen(_ expected: AppRoute? = nil, keepingStatus: Bool = false) {
        if !keepingStatus { apply(.statusCleared) }
        guard expected.map({ $0 == topScreen }) ?? true else { return }
        dispatch(RouteAction<AppRoute>.popped)
    }

    /// `u`: undoes the last change to the data, or says there is none.
    private func undo() {
        let possible = store.state.history.canUndo
        if possible { dispatch(HistoryAction.undone) }
        apply(.statusShown(StatusMessage(possible ? "Undone; Ctrl-R redoes it." : "Nothing to undo.")))
    }

    /// Ctrl-R: redoes the last undone change, or says there is none.
    private func redo() {
        let possible = store.state.history.canRedo
        if possible { dispatch(HistoryAction.redone) }
        apply(.statusShown(StatusMessage(possible ? "Redone." : "Nothing to redo.")))
    }

    /// The project the list selects, or the one on show.
    func currentProject() -> Project? {
        let state = store.state
        let data = state.data
        switch state.route.top {
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
        guard case .project(let id) = topScreen else { return nil }
        let detail = cache.detail(of: id, in: store.state.data)
        return ui.itemSelection.resolvedIndex(count: detail.itemCount, idAt: { detail.item($0).id }, find: detail.index(of:))
            .map(detail.item)
    }
}
