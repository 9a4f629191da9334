/// The screens of the app, named by the records they show.
///
/// AppCore holds no stack of screens: the app does, with what each screen keeps (udf-tui's
/// `Destination` holds a form's entry inside its case, and names it by an `AppRoute`). What
/// AppCore says is which names still fit the data: ``isValid(in:)`` tells whether the ids
/// still exist (an undo, or a deletion by another program, can take them away), and
/// `repaired(for:root:route:)` cuts a stack of screens where they stop fitting. The project list
/// is the root.
///
/// ```swift
/// let stack: [AppRoute] = [.projectList, .project(id: mileage), .itemForm(projectID: mileage, editing: nil)]
/// stack.repaired(for: data)    // the same stack, while the project exists
/// ```
public enum AppRoute: Codable, Hashable, Sendable {
    /// The list of projects, with search; the root of the stack.
    case projectList
    /// One project: its chart and its items by period.
    case project(id: ProjectID)
    /// The form for a new project (`editing: nil`) or for editing one.
    case projectForm(editing: ProjectID?)
    /// The form for a new item of a project (`editing: nil`) or for editing one of its items.
    case itemForm(projectID: ProjectID, editing: ItemID?)
    /// The question "delete this?" before a project or an item is deleted.
    case deleteConfirmation(of: DeletionTarget)
    /// The list of keys.
    case help
    /// The changes the sync server refused, kept until the person resolves each (udf-tui's
    /// conflicts screen, docs/sync.md).
    case syncConflicts
    /// Every project's total for this week, month or year against the one before, and the
    /// sums per units (``PeriodSummary``); the span is the terminal program's choice.
    case summary

    /// Whether every project and item the route names exists in `data`.
    public func isValid(in data: AppData) -> Bool {
        switch self {
        case .projectList, .help, .summary, .syncConflicts, .projectForm(editing: nil):
            true
        case .project(let id), .projectForm(editing: .some(let id)):
            data.projects[id: id] != nil
        case .itemForm(let projectID, let itemID):
            data.projects[id: projectID] != nil && itemID.map { data.items[id: $0]?.projectID == projectID } ?? true
        case .deleteConfirmation(of: let target):
            target.isValid(in: data)
        }
    }
}

/// What a delete confirmation is about.
public enum DeletionTarget: Codable, Hashable, Sendable {
    /// A project, with its items and activity.
    case project(id: ProjectID)
    /// One item.
    case item(id: ItemID)

    /// Whether the target still exists in `data`.
    public func isValid(in data: AppData) -> Bool {
        switch self {
        case .project(let id): data.projects[id: id] != nil
        case .item(let id): data.items[id: id] != nil
        }
    }
}

extension Array {
    /// The stack cut just below its first screen that shows a project or item no longer in
    /// `data`, so no screen shows a record that is gone; `root`, the list, stays as the root.
    ///
    /// Forms above the cut stay: they hold what someone typed, which must not vanish
    /// because the record was deleted elsewhere meanwhile (the form says so, and its entry
    /// can be saved anew).
    ///
    /// - Parameters:
    ///   - data: the data the screens must fit.
    ///   - root: the screen that names ``AppRoute/projectList``, put back at the bottom if it
    ///     is not there.
    ///   - route: the name of a screen.
    ///
    /// ```swift
    /// [.projectList, .project(id: deleted), .help].repaired(for: data)                 // [.projectList]
    /// [.projectList, .project(id: deleted), .itemForm(projectID: deleted, editing: nil)]
    ///     .repaired(for: data)                                                           // [.projectList, .itemForm(...)]
    /// ```
    public func repaired(for data: AppData, root: Element, route: (Element) -> AppRoute) -> [Element] {
        let valid = prefix { route($0).isValid(in: data) }
        // Every screen fits, the list at the root: the stack itself, no copy (run after every action).
        if valid.count == count, let first, route(first) == .projectList { return self }
        let kept = Array(valid) + dropFirst(valid.count).filter { route($0).isForm }
        if let first = kept.first, route(first) == .projectList { return kept }
        return [root] + kept.filter { route($0) != .projectList }
    }
}

extension Array where Element == AppRoute {
    /// ``Swift/Array/repaired(for:root:route:)`` for a stack of names alone.
    public func repaired(for data: AppData) -> [AppRoute] {
        repaired(for: data, root: .projectList) { $0 }
    }
}

extension AppRoute {
    /// Whether this is a form's screen, which stays open when its record is gone.
    public var isForm: Bool {
        switch self {
        case .projectForm, .itemForm: true
        case .projectList, .project, .deleteConfirmation, .help, .summary, .syncConflicts: false
        }
    }
}
