import AppCore
import TerminalUI
import UDFKit

extension KeyHandler {
    /// Runs the command a key is bound to.
    func perform(_ command: AppCommand) {
        switch command {
        case .quit: send(SessionAction.quitRequested)
        case .suspend: send(SessionAction.suspendRequested)
        case .redraw: send(SessionAction.redrawRequested)
        case .move(let move): moveSelection(move)
        case .movePeriod(let earlier): movePeriod(earlier: earlier)
        case .open: openSelectedProject()
        case .back: back()
        case .closeHelp: closeScreen(keepingStatus: true)
        case .create: openCreationForm()
        case .edit: openEditForm()
        case .editProject: openProjectForm()
        case .cycleOrder: cycleOrder()
        case .delete: requestDeletion()
        case .confirm: confirmDeletion()
        case .stopTimerFirst: stopTimerBeforeDeletion()
        case .discard: discardForm()
        case .keepEditing: send(FormAction.discardDeclined)
        case .toggleActivity: toggleActivity()
        case .undo: undo()
        case .redo: redo()
        case .startFilter: send(onProject ? UIAction.itemFilterStarted : .filterStarted)
        case .finishFilter: send(onProject ? UIAction.itemFilterFinished : .filterFinished)
        case .clearFilter: clearFilter()
        case .help: send(RouteAction<Destination>.pushed(.help))
        case .openConflicts: open(.syncConflicts)
        case .keepMine: resolveSelectedConflict(keepingMine: true)
        case .takeTheirs: resolveSelectedConflict(keepingMine: false)
        case .openSummary: openSummary()
        case .chooseSpan(let span): send(UIAction.summarySpanChosen(span))
        case .nextSpan: send(UIAction.summarySpanChosen(state.ui.summarySpan.next))
        case .focusField(let next): moveFocus(next: next)
        case .editText: editText()
        case .save: saveForm()
        case .overwrite: saveForm(overwriting: true)
        case .reload: reloadForm()
        case .reloadConfirmed: reloadForm(confirmed: true)
        case .devTools: break    // the run loop's devtools overlay takes F12 first
        }
    }

    /// Keys no table lists: typed characters edit the filter or the form; any key the help's
    /// table does not bind closes the help (as ``AppKeys/helpClosing`` says).
    func handleUnbound(on screen: KeyScreen) {
        if case .paste(let text) = key { return paste(text, on: screen) }
        switch screen {
        case .filtering, .projectForm, .itemForm:
            if case .character = key { editText() }
        case .help:
            closeScreen(keepingStatus: true)
        case .projectList, .project, .deleteConfirmation, .discardChanges, .reloadForm, .tooSmall, .summary, .syncConflicts:
            break
        }
    }

    /// Pasted text: into the focused text field, as text, and the status says what was left
    /// out; anywhere else it is ignored, and never answers a question.
    private func paste(_ text: String, on screen: KeyScreen) {
        switch screen {
        case .filtering, .projectForm, .itemForm:
            guard var field = focusedTextField() else {
                return show("Paste goes into a text field: Tab to one first.", isError: true)
            }
            let outcome = field.paste(text)
            editText()
            show(outcome.summary, isError: !outcome.isExact)
        case .deleteConfirmation, .discardChanges, .reloadForm:
            show("Pasted text never answers a question: press y or n.", isError: true)
        case .projectList, .project, .help, .tooSmall, .summary, .syncConflicts:
            show("Pasted text was ignored: paste into a field (/ to filter, n for a new entry, e to edit).", isError: true)
        }
    }

    /// The text field that has the focus, if any: the filter, or a text field of a form.
    private func focusedTextField() -> LineEditor? {
        let current = state
        let ui = current.ui
        switch current.screens.top {
        case .projectList: return ui.isEditingFilter ? ui.filter : nil
        case .project: return ui.isEditingItemFilter ? ui.itemFilter : nil
        case .projectForm(let form):
            switch form.focus.current {
            case .title: return form.title
            case .units: return form.units
            case .frequency: return nil
            case .target: return form.target
            }
        case .itemForm(let form):
            return form[form.focus.current]
        case .deleteConfirmation, .help, .summary, .syncConflicts:
            return nil
        }
    }

    /// Passes an editing key to the filter or to the focused field of the form.
    func editText() {
        switch topScreen {
        case .projectList:
            send(UIAction.filterKeyPressed(key, fieldWidth: Chrome.filterField(size: size).size.columns))
        case .project:
            send(UIAction.itemFilterKeyPressed(key, fieldWidth: Chrome.filterField(size: size).size.columns))
        case .projectForm:
            send(FormAction.keyPressed(key, fieldWidth: FormLayout(size: size, fieldCount: ProjectField.allCases.count).fieldWidth))
        case .itemForm:
            send(FormAction.keyPressed(key, fieldWidth: FormLayout(size: size, fieldCount: ItemField.allCases.count).fieldWidth))
        case .deleteConfirmation, .help, .summary, .syncConflicts:
            break
        }
    }

    /// Tab and Shift-Tab in a form.
    private func moveFocus(next: Bool) {
        if topScreen.isForm { send(FormAction.focusMoved(next: next)) }
    }

    /// Opens a screen (one naming a record that is gone closes at once, with the screens of
    /// gone records after every action); the message belonged to the screen left behind.
    func open(_ screen: Destination) {
        send(UIAction.statusCleared)
        send(RouteAction<Destination>.pushed(screen))
    }

    /// Closes the top screen, and its message unless asked to keep it (closing the help).
    func closeScreen(keepingStatus: Bool = false) {
        if !keepingStatus { send(UIAction.statusCleared) }
        send(RouteAction<Destination>.popped)
    }

    /// Whether the screen on top is a project's.
    private var onProject: Bool { topScreen.shownProject != nil }

    /// Esc while typing a filter, or on the project list: clears the filter of the list on
    /// show; the selected row stays selected.
    private func clearFilter() {
        send(onProject ? UIAction.itemFilterCleared : .filterCleared)
    }

    /// Esc or `q`: back from a project (clearing its filter first), cancel a confirmation; a
    /// form with typed changes asks first.
    private func back() {
        let current = state
        switch current.screens.top {
        case .project where !current.ui.itemFilterText.isEmpty:
            clearFilter()
        case let top where top.form?.hasChanges == true:
            send(FormAction.discardAsked)
        default:
            closeScreen()
        }
    }

    /// `y` on "discard your changes?": closes the form.
    private func discardForm() {
        closeScreen()
        show("Changes discarded.")
    }

    /// `u`: undoes the last change to the data; what it comes to (the restored record
    /// selected, or why it was refused) is the reducers' (``TrackerState/historyOutcome``).
    private func undo() {
        guard state.app.history.canUndo else { return show("Nothing to undo.") }
        send(HistoryAction.undone)
    }

    /// Ctrl-R: redoes the last undone change, as ``undo()`` undoes.
    private func redo() {
        guard state.app.history.canRedo else { return show("Nothing to redo.") }
        send(HistoryAction.redone)
    }
}
