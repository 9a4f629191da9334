import AppCore
import TerminalUI
import UDFKit

/// What happened on screen, as far as the ``TerminalAppState`` is concerned. Reduced by
/// ``TerminalAppState/reducer``; changes to the data and the screens go to the AppCore store.
///
/// ```swift
/// TerminalAppState.reducer.reduce(&ui, UIAction.filterStarted)
/// TerminalAppState.reducer.reduce(&ui, UIAction.filterKeyPressed(.character("k"), fieldWidth: 20))
/// ```
public enum UIAction: Action, Hashable {
    /// The selection of the project list moved (a key, or a row that moved).
    case projectSelectionMoved(ListSelection<ProjectID>)
    /// The selection among the items of the project on show moved.
    case itemSelectionMoved(ListSelection<ItemID>)
    /// The project form was opened, filled as given.
    case projectFormOpened(ProjectForm)
    /// The item form was opened, filled as given.
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
    /// `/` was pressed: keys now edit the filter.
    case filterStarted
    /// A key edited the filter; the selection goes back to the first match.
    case filterKeyPressed(KeyEvent, fieldWidth: Int)
    /// Enter ended the filter editing; the filter stays.
    case filterFinished
    /// Esc cleared the filter; the selected project stays selected.
    case filterCleared
    /// The screens open are now `stack` (a key, an undo, another program): the forms of
    /// closed screens are forgotten.
    case screensChanged([AppRoute])
    /// A message for the status bar.
    case statusShown(StatusMessage)
    /// The message belonged to the screen left behind.
    case statusCleared
}
