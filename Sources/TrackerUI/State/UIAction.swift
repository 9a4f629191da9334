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
    /// A key was pressed after the notice of another program's changes (serial `serial`)
    /// was shown: it goes away.
    case outsideChangeSeen(serial: Int)
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
