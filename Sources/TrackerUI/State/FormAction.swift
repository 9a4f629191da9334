import AppCore
import TerminalUI
import UDFKit

/// What happened in a form. The form lives inside its screen (``Destination``), so opening
/// one pushes its screen, and every other case changes the form of the screen on top; with
/// no form on top they change nothing. Reduced by ``TrackerState/formReducer``.
///
/// ```swift
/// store.dispatch(FormAction.itemFormOpened(ItemForm(projectID: mileage, at: now, calendar: calendar)))
/// store.dispatch(FormAction.keyPressed(.character("4"), fieldWidth: 20))
/// store.state.itemForm?.fields[.amount]?.text    // "4"
/// ```
public enum FormAction: Action, Codable, Hashable {
    /// The project form was opened, filled as given: its screen is pushed with it, or, when
    /// a project form is on top already (Ctrl-R), it is filled again.
    case projectFormOpened(ProjectForm)
    /// The item form was opened, filled as given, as for ``projectFormOpened(_:)``.
    case itemFormOpened(ItemForm)
    /// A key edited the focused field.
    case keyPressed(KeyEvent, fieldWidth: Int)
    /// Tab (`next`) or Shift-Tab moved the focus.
    case focusMoved(next: Bool)
    /// Saving the project form was refused: the messages go beside their fields, the focus
    /// to the first of them, whose message the status line shows too, and the entry stays.
    case projectFormRefused([ProjectField: String])
    /// Saving the item form was refused, likewise.
    case itemFormRefused([ItemField: String])
    /// Saving was refused because the record changed elsewhere since the form opened: the
    /// entry stays, and the form offers to overwrite that change or to reload.
    case conflicted
    /// Esc with typed changes: the form asks whether to discard them.
    case discardAsked
    /// Ctrl-R with typed changes and no conflict: the form asks whether to drop them for
    /// what is saved now.
    case reloadAsked
    /// The person chose to keep editing: the discard or reload question closes.
    case discardDeclined
}

extension TrackerState {
    /// Applies ``FormAction``s to the screens: an opened form pushes its screen (and clears
    /// the last message, as any screen opened does) unless a form of its kind is on top, which
    /// it fills again; the other cases change the form on top.
    static let formReducer = Reducer<TrackerState>(FormAction.self) { state, action in
        switch action {
        case .projectFormOpened(let form): state.open(.projectForm(form))
        case .itemFormOpened(let form): state.open(.itemForm(form))
        case let .keyPressed(key, width):
            state.changeTopForm({ $0.edit(key, fieldWidth: width) }, { $0.edit(key, fieldWidth: width) })
        case .focusMoved(let next):
            state.changeTopForm({ $0.focus.handle(next ? .tab : .backTab) }, { $0.focus.handle(next ? .tab : .backTab) })
        case .projectFormRefused(let errors):
            state.changeTopForm({ $0.refuse(errors) }, { _ in })
            state.showFirst(of: errors)
        case .itemFormRefused(let errors):
            state.changeTopForm({ _ in }, { $0.refuse(errors) })
            state.showFirst(of: errors)
        case .conflicted: state.changeTopForm { $0.isConflicted = true }
        case .discardAsked: state.changeTopForm { $0.isAskingToDiscard = true }
        case .reloadAsked: state.changeTopForm { $0.isAskingToReload = true }
        case .discardDeclined: state.changeTopForm { $0.declineQuestions() }
        }
    }

    /// The status line shows the message of the first field, in the fields' order, that has
    /// one; with none, it stays as it was.
    private mutating func showFirst<Field: CaseIterable & Hashable>(of errors: [Field: String]) {
        guard let first = Field.allCases.lazy.compactMap({ errors[$0] }).first else { return }
        ui.status = StatusMessage(first, isError: true)
    }

    /// Pushes the form's screen, or fills the form on top again when it is of the same kind.
    private mutating func open(_ screen: Destination) {
        switch (screens.top, screen) {
        case (.projectForm, .projectForm), (.itemForm, .itemForm):
            screens.replaceTop(with: screen)
        default:
            ui.status = nil
            screens.push(screen)
        }
    }

    /// Changes the form on top, of either kind, with `change`.
    mutating func changeTopForm(_ change: (inout any FormState) -> Void) {
        func changed<Form: FormState>(_ form: inout Form) {
            var any: any FormState = form
            change(&any)
            if let same = any as? Form { form = same }
        }
        changeTopForm({ changed(&$0) }, { changed(&$0) })
    }

    /// Changes the form on top with the closure for its kind. The screen is taken off the
    /// stack while it changes, so that the form's text is not copied for each key.
    mutating func changeTopForm(_ project: (inout ProjectForm) -> Void, _ item: (inout ItemForm) -> Void) {
        switch screens.top {
        case .projectForm(var form):
            screens.replaceTop(with: .projectList)
            project(&form)
            screens.replaceTop(with: .projectForm(form))
        case .itemForm(var form):
            screens.replaceTop(with: .projectList)
            item(&form)
            screens.replaceTop(with: .itemForm(form))
        case .projectList, .project, .deleteConfirmation, .help, .syncConflicts, .summary:
            break
        }
    }
}
