import AppCore
import UDFKit

/// What happened on screen, as far as the ``TerminalAppState`` is concerned. Reduced by
/// ``TerminalAppState/reducer``; domain changes go to the AppCore store instead.
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
    /// A project was opened from the list: its screen is pushed, its first item selected.
    case projectOpened(ProjectID)
    /// `?` was pressed: the key list is shown over the current screen.
    case helpOpened
    /// `d` was pressed: "delete this?" is asked over the current screen.
    case deletionRequested(DeletionTarget)
    /// The project form was opened, filled as given.
    case projectFormOpened(ProjectForm)
    /// The item form was opened, filled as given.
    case itemFormOpened(ItemForm)
    /// A key edited the focused field of the open form.
    case formKeyPressed(KeyEvent, fieldWidth: Int)
    /// Tab (`forward`) or Shift-Tab moved the focus of the open form.
    case formFocusMoved(forward: Bool)
    /// Saving the project form was refused: the messages go beside their fields, the entry stays.
    case projectFormRefused([ProjectField: String])
    /// Saving the item form was refused: the messages go beside their fields, the entry stays.
    case itemFormRefused([ItemField: String])
    /// The top screen was closed (Esc, a saved form, a confirmation answered).
    case screenClosed
    /// `/` was pressed: keys now edit the filter.
    case filterStarted
    /// A key edited the filter; the selection goes back to the first match.
    case filterKeyPressed(KeyEvent, fieldWidth: Int)
    /// Enter ended the filter editing; the filter stays.
    case filterFinished
    /// Esc cleared the filter; the selected project stays selected.
    case filterCleared
    /// The data changed under the screens (undo, another program): the screens naming
    /// something gone were closed, leaving `stack`.
    case screensRepaired([AppRoute])
    /// A message for the status bar.
    case statusShown(StatusMessage)
}
