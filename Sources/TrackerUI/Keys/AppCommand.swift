import AppCore
import TerminalUI

/// What a key asks the terminal program to do; each screen's ``AppKeys`` table maps keys
/// to these, and the key middleware (``TrackerKeys``) turns them into AppCore actions,
/// ``UIAction``s and ``SessionAction``s.
///
/// ```swift
/// AppKeys.projectList.command(for: .character("j"))   // .move(.down)
/// ```
public enum AppCommand: Hashable, Sendable {
    /// Move the selection of the list on show.
    case move(ListMove)
    /// Select the period before (`earlier`) or after the selected one on the project's
    /// chart (`[`, `]`), never past the current one.
    case movePeriod(earlier: Bool)
    /// Open the selected project, or edit the selected item.
    case open
    /// Close the top screen: back from a project, cancel a form or a confirmation.
    case back
    /// Open the form for a new project, or a new item of the project on show.
    case create
    /// Open the form for the selected project or item.
    case edit
    /// Open the form for the project on show (`E` on its screen); saving returns there.
    case editProject
    /// Switch the project list to its next order (``ProjectOrder``).
    case cycleOrder
    /// Ask before deleting the selected project or item.
    case delete
    /// Start or stop the activity of the selected (or shown) project.
    case toggleActivity
    /// Undo the last change to the data.
    case undo
    /// Redo the last undone change.
    case redo
    /// Start typing a filter for the project list, or for the items of the project on show.
    case startFilter
    /// Keep the filter and leave it (Enter while filtering).
    case finishFilter
    /// Clear the filter (Esc on the project list, or while typing one).
    case clearFilter
    /// Open the summary of every project's totals (`r` on the list).
    case openSummary
    /// Make the summary compare this span with the one before.
    case chooseSpan(PeriodSummary.Span)
    /// Make the summary compare the next span (week, month, year, week…).
    case nextSpan
    /// Show the keys of the current screen.
    case help
    /// Open the conflicts screen (the sync server refused a change: docs/sync.md).
    case openConflicts
    /// On the conflicts screen: make the selected change again on the current data.
    case keepMine
    /// On the conflicts screen: drop the selected change; the server's version stays.
    case takeTheirs
    /// Close the key list.
    case closeHelp
    /// Move the focus to the next (`true`) or previous form field.
    case focusField(next: Bool)
    /// Edit the text of the focused field (or choose the frequency).
    case editText
    /// Save the form.
    case save
    /// Delete what the confirmation names.
    case confirm
    /// Stop the running timer of the project the confirmation would delete, recording its
    /// time first (`s` on "Delete project?").
    case stopTimerFirst
    /// Discard the changes typed in the form and close it.
    case discard
    /// Keep editing the form (the question before discarding or reloading is answered no).
    case keepEditing
    /// Repaint the whole terminal (Ctrl-L).
    case redraw
    /// Suspend the program (Ctrl-Z); `fg` resumes it.
    case suspend
    /// Quit.
    case quit
    /// Save the form over a change made elsewhere since it opened (Ctrl-O), deliberately.
    case overwrite
    /// Load the form again from the record as it is now (Ctrl-R); with typed changes and no
    /// conflict, the form asks first.
    case reload
    /// Load the form again, dropping what was typed (`y` on "Reload the form?").
    case reloadConfirmed
    /// Open or close the devtools (F12). The run loop's overlay takes the key before the
    /// program (udf-tui's devtools); without one it does nothing.
    case devTools
}

/// How a list selection moves.
public enum ListMove: Hashable, Sendable {
    /// One row up.
    case up
    /// One row down.
    case down
    /// To the first row.
    case top
    /// To the last row.
    case bottom
    /// One page up.
    case pageUp
    /// One page down.
    case pageDown
}
