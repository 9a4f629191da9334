import AppCore
import TerminalUI

/// What the terminal program shows that neither the domain nor the screens hold: the
/// selection and scroll of each list, the filter being typed, the last status message, the
/// requests to the run loop, and the hold on typed-ahead keys.
///
/// The screens are ``TrackerState/screens``, each form's entry inside its screen. This state
/// changes only through actions of the program's store (``UIAction``, ``SessionAction``,
/// ``InputHoldAction``), so every change is an event a test can replay.
///
/// ```swift
/// var ui = UIState()
/// UIState.reducer.reduce(&ui, UIAction.filterStarted)
/// ui.isEditingFilter    // true
/// ```
public struct UIState: Hashable, Sendable, Codable {
    /// The selection in the project list (filtered or not).
    public var projectSelection = ListSelection<ProjectID>()
    /// The selection among the items of the project on show.
    public var itemSelection = ListSelection<ItemID>()
    /// The period selected on the chart of the project on show (`[` and `]`), and the
    /// chart's scroll; the current period when a project is opened.
    public var periodSelection = PeriodSelection()
    /// The search typed after `/`; kept after Enter, cleared by Esc.
    public var filter = LineEditor()
    /// Whether keys go to the filter (between `/` and Enter or Esc).
    public var isEditingFilter = false
    /// The filter of the project screen's items, typed after `/` there; cleared by Esc and
    /// when a project is opened.
    public var itemFilter = LineEditor()
    /// Whether keys go to the item filter (between `/` and Enter or Esc on a project).
    public var isEditingItemFilter = false
    /// The order of the project list (`o` cycles it); a preference kept across restarts.
    public var projectOrder = ProjectOrder.updated
    /// The span the summary screen compares (`w`, `m`, `y`, Tab); kept while the program runs.
    public var summarySpan = PeriodSummary.Span.month
    /// The first row the summary screen shows (the keys that move a list scroll it).
    public var summaryOffset = 0
    /// The last message for the status bar.
    public var status: StatusMessage?
    /// Where the sync with the server stands ("synced", "3 waiting", "offline since 17:32"),
    /// shown at the right of the status bar; nil when the file does not sync (docs/sync.md).
    public var syncStatus: String?
    /// The conflicts screen's list (``SyncConflicts``).
    public var conflicts = SyncConflicts()
    /// What the keys asked of the run loop: quit, repaint, suspend.
    public var session = SessionRequests()
    /// Set while keys typed ahead of a screen that closed under the person are ignored.
    public var inputHold: InputHold?
    /// The ``AppCore/OutsideChange/serial`` of the last outside change the person has seen
    /// the notice of (the list's title shows it until the next key).
    public var noticedOutsideChange = 0
    /// Set while the items are still loading (the program started on the projects alone):
    /// the figures are not drawn, and keys wait here (see ``DataLoading``).
    public var loading: DataLoading?

    /// The state at start-up: nothing selected yet, no filter, no form, no message.
    public init() {}

    /// The search text of the project list.
    public var filterText: String { filter.text }

    /// The search text of the project screen's items.
    public var itemFilterText: String { itemFilter.text }

    /// Whether keys go to the filter of `route`: the project list's, or a project's items'.
    public func isEditingFilter(on route: AppRoute) -> Bool {
        switch route {
        case .projectList: isEditingFilter
        case .project: isEditingItemFilter
        case .projectForm, .itemForm, .deleteConfirmation, .help, .summary, .syncConflicts: false
        }
    }
}
