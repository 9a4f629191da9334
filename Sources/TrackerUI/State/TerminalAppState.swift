import AppCore
import TerminalUI

/// What the terminal program shows that the domain does not hold: the selection and scroll
/// of each list, the filter being typed, the forms being filled and the last status message.
///
/// The screens themselves are AppCore's: ``AppState/route``, a stack of ``AppRoute``s whose
/// screens of deleted records AppCore closes. This state changes only through
/// ``UIAction``s and ``reducer``, so every change is an event a test can replay.
///
/// ```swift
/// var ui = TerminalAppState()
/// TerminalAppState.reducer.reduce(&ui, UIAction.filterStarted)
/// ui.isEditingFilter    // true
/// ```
public struct TerminalAppState: Hashable, Sendable {
    /// The selection in the project list (filtered or not).
    public var projectSelection = ListSelection<ProjectID>()
    /// The selection among the items of the project on show.
    public var itemSelection = ListSelection<ItemID>()
    /// The search typed after `/`; kept after Enter, cleared by Esc.
    public var filter = LineEditor()
    /// Whether keys go to the filter (between `/` and Enter or Esc).
    public var isEditingFilter = false
    /// The project form, while its screen is open.
    public var projectForm: ProjectForm?
    /// The item form, while its screen is open.
    public var itemForm: ItemForm?
    /// The last message for the status bar.
    public var status: StatusMessage?

    /// The state at start-up: nothing selected yet, no filter, no form, no message.
    public init() {}

    /// The search text of the project list.
    public var filterText: String { filter.text }
}
