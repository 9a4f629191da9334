import AppCore
import UDFKit

/// What the terminal program shows that the domain does not hold: the screens open, the
/// selection and scroll of each list, the filter being typed, the forms being filled and
/// the last status message.
///
/// The screens are AppCore's ``AppRoute``s on a UDFKit ``RouteState`` stack (the project
/// list at the root; the help and the delete confirmation are drawn over the screen below
/// them). It changes only through ``UIAction``s and ``reducer``, so every change is an
/// event a test can replay.
///
/// ```swift
/// var ui = TerminalAppState()
/// TerminalAppState.reducer.reduce(&ui, UIAction.projectOpened(SampleData.mileageID))
/// ui.route.top    // .project(id: SampleData.mileageID)
/// ```
public struct TerminalAppState: Hashable, Sendable {
    /// The open screens, the project list first.
    public var route = RouteState<AppRoute>(root: .projectList)
    /// The selection in the project list (filtered or not).
    public var projectSelection = ListSelection<ProjectID>()
    /// The selection among the items of the project on show.
    public var itemSelection = ListSelection<ItemID>()
    /// The search typed after `/`; kept after Enter, cleared by Esc.
    public var filter = LineEditor()
    /// Whether keys go to the filter (between `/` and Enter or Esc).
    public var isEditingFilter = false
    /// The project form, while one is open.
    public var projectForm: ProjectForm?
    /// The item form, while one is open.
    public var itemForm: ItemForm?
    /// The last message for the status bar.
    public var status: StatusMessage?

    /// The state at start-up: the project list, nothing selected yet, no message.
    public init() {}

    /// The search text of the project list.
    public var filterText: String { filter.text }
}
