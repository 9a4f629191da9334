import AppCore
import UDFKit

/// One screen of the terminal program, with what it keeps: a form's entry lives inside its
/// case, so it opens with its screen and is gone when the screen closes.
///
/// ``TrackerState/screens`` is the stack of them, the project list at the root. AppCore names
/// each by its ``route`` (the records it shows, by id), and closes those whose records are
/// gone (`Array.repaired(for:root:route:)`); forms stay, as they hold what someone typed.
///
/// ```swift
/// var screens = RouteState<Destination>(root: .projectList)
/// screens.push(.itemForm(ItemForm(projectID: mileage, at: now, calendar: calendar)))
/// screens.top.route    // .itemForm(projectID: mileage, editing: nil)
/// ```
public enum Destination: Codable, Hashable, Sendable {
    /// The list of projects, with search; the root of the stack.
    case projectList
    /// One project: its chart and its items by period.
    case project(id: ProjectID)
    /// The form for a new project or for editing one, as filled so far.
    case projectForm(ProjectForm)
    /// The form for a new item of a project or for editing one of its items, as filled so far.
    case itemForm(ItemForm)
    /// The question "delete this?" before a project or an item is deleted.
    case deleteConfirmation(of: DeletionTarget)
    /// The list of keys.
    case help
    /// The changes the sync server refused, kept until the person resolves each (docs/sync.md).
    case syncConflicts
    /// Every project's total for this week, month or year against the one before.
    case summary

    /// AppCore's name of this screen: what it shows, by id.
    public var route: AppRoute {
        switch self {
        case .projectList: .projectList
        case .project(let id): .project(id: id)
        case .projectForm(let form): .projectForm(editing: form.editing)
        case .itemForm(let form): .itemForm(projectID: form.projectID, editing: form.editing)
        case .deleteConfirmation(of: let target): .deleteConfirmation(of: target)
        case .help: .help
        case .syncConflicts: .syncConflicts
        case .summary: .summary
        }
    }

    /// The form this screen holds, if it is a form's.
    var form: (any FormState)? {
        switch self {
        case .projectForm(let form): form
        case .itemForm(let form): form
        case .projectList, .project, .deleteConfirmation, .help, .syncConflicts, .summary: nil
        }
    }
}

/// What the project form and the item form share: the questions they ask, whether their
/// entry differs from what they opened with, and a save refused as a conflict.
protocol FormState {
    /// Whether the form asks "discard your changes?".
    var isAskingToDiscard: Bool { get set }
    /// Whether the form asks "reload what is saved now?".
    var isAskingToReload: Bool { get set }
    /// Whether the entry differs from what the form opened with.
    var hasChanges: Bool { get }
    /// Whether a save was refused because the record changed elsewhere since the form opened.
    var isConflicted: Bool { get set }
}

extension FormState {
    /// The discard or reload question closes: the person keeps editing.
    mutating func declineQuestions() {
        isAskingToDiscard = false
        isAskingToReload = false
    }
}

extension ProjectForm: FormState {}
extension ItemForm: FormState {}

extension RouteState<Destination> {
    /// The stack of the program's start: the project list alone.
    public static let start = RouteState(root: .projectList)

    /// The screens cut below the first whose project or item is gone from `data` (AppCore's
    /// rule; forms stay, with their entry).
    mutating func close(screensMissingFrom data: AppData) {
        let repaired = stack.repaired(for: data, root: .projectList, route: \.route)
        guard repaired != stack, let root = repaired.first else { return }
        replaceStack(root: root, path: Array(repaired.dropFirst()))
    }
}
