import AppCore
import TerminalUI
import UDFKit

/// What happened on screen, as far as the ``UIState`` is concerned. Reduced by
/// ``UIState/reducer``; the key middleware sends them through the program's one store,
/// beside the data, history and route actions of AppCore.
///
/// ```swift
/// store.dispatch(UIAction.filterStarted)
/// store.dispatch(UIAction.filterKeyPressed(.character("k"), fieldWidth: 20))
/// ```
public enum UIAction: Action, Codable, Hashable {
    /// The selection of the project list moved (a key, or a row that moved).
    case projectSelectionMoved(ListSelection<ProjectID>)
    /// The selection among the items of the project on show moved.
    case itemSelectionMoved(ListSelection<ItemID>)
    /// The period selected on the project's chart moved (`[`, `]`), or went back to the
    /// current one when a project was opened.
    case periodSelectionMoved(PeriodSelection)
    /// The project form was opened, filled as given: its screen is pushed (unless on top
    /// already, when the form is filled again) with the form, in one action.
    case projectFormOpened(ProjectForm)
    /// The item form was opened, filled as given: its screen is pushed with it, as for
    /// ``projectFormOpened(_:)``.
    case itemFormOpened(ItemForm)
    /// A key edited the focused field of the project form.
    case projectFormKeyPressed(KeyEvent, fieldWidth: Int)
    /// A key edited the focused field of the item form.
    case itemFormKeyPressed(KeyEvent, fieldWidth: Int)
    /// Tab (`next`) or Shift-Tab moved the focus of the project form.
    case projectFormFocusMoved(next: Bool)
    /// Tab (`next`) or Shift-Tab moved the focus of the item form.
    case itemFormFocusMoved(next: Bool)
    /// Saving the project form was refused: the messages go beside their fields, the focus
    /// to the first of them, and the entry stays.
    case projectFormRefused([ProjectField: String])
    /// Saving the item form was refused, likewise.
    case itemFormRefused([ItemField: String])
    /// A key was pressed after the notice of another program's changes (serial `serial`)
    /// was shown: it goes away.
    case outsideChangeSeen(serial: Int)
    /// Saving a form was refused because its record changed elsewhere since it opened: the
    /// entry stays, and the form offers to overwrite that change or to reload.
    case formConflicted
    /// Esc in a form with typed changes: the form asks whether to discard them.
    case discardAsked
    /// Ctrl-R in a form with typed changes and no conflict: the form asks whether to drop
    /// them for what is saved now.
    case reloadAsked
    /// The person chose to keep editing: the discard or reload question closes.
    case discardDeclined
    /// `/` was pressed: keys now edit the filter.
    case filterStarted
    /// A key edited the filter; the selection goes back to the first match.
    case filterKeyPressed(KeyEvent, fieldWidth: Int)
    /// Enter ended the filter editing; the filter stays.
    case filterFinished
    /// Esc cleared the filter; the selected project stays selected.
    case filterCleared
    /// `/` was pressed on a project: keys now edit the filter of its items.
    case itemFilterStarted
    /// A key edited the item filter; the selection goes back to the first match.
    case itemFilterKeyPressed(KeyEvent, fieldWidth: Int)
    /// Enter ended the item filter editing; the filter stays.
    case itemFilterFinished
    /// Esc cleared the item filter, or another project was opened.
    case itemFilterCleared
    /// `o` on the project list: the list is now in `order`.
    case projectOrderChosen(ProjectOrder)
    /// `w`, `m`, `y` or Tab on the summary: it now compares `span`s, from its first row.
    case summarySpanChosen(PeriodSummary.Span)
    /// The summary was scrolled, or opened (`offset` 0): its first row shown is `offset`.
    case summaryScrolled(offset: Int)
    /// A message for the status bar.
    case statusShown(StatusMessage)
    /// The message belonged to the screen left behind.
    case statusCleared
    /// The background sync's state changed: the status bar's right end shows `text`.
    case syncStatusShown(String?)
}
