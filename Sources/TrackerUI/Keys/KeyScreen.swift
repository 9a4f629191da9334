import AppCore
import TerminalUI

/// The key tables there are: one per screen, plus the filter being typed, the question
/// before discarding a form's changes and the too-small window.
public enum KeyScreen: CaseIterable, Hashable, Sendable {
    /// The project list.
    case projectList
    /// The project list, or a project's items, while a filter is typed.
    case filtering
    /// One project.
    case project
    /// The project form.
    case projectForm
    /// The item form.
    case itemForm
    /// "Delete this?".
    case deleteConfirmation
    /// "Discard your changes?" over a form.
    case discardChanges
    /// "Reload the form?" over a form (Ctrl-R with typed changes).
    case reloadForm
    /// The key list.
    case help
    /// The summary of every project's totals (``AppCore/PeriodSummary``).
    case summary
    /// A window below the minimum size.
    case tooSmall
    /// The changes the sync server refused.
    case syncConflicts
}

extension KeyScreen {
    /// The key table in force: the top screen's, the filter's while one is typed, the
    /// question over a form, or the too-small window's.
    public static func current(screen top: Destination, ui: UIState, size: Size) -> KeyScreen {
        guard size.contains(AppView.minimumSize) else { return .tooSmall }
        if top.form?.isAskingToDiscard == true { return .discardChanges }
        if top.form?.isAskingToReload == true { return .reloadForm }
        return of(top.route, editingFilter: ui.isEditingFilter(on: top.route))
    }

    static func of(_ route: AppRoute, editingFilter: Bool) -> KeyScreen {
        switch route {
        case .projectList: editingFilter ? .filtering : .projectList
        case .project: editingFilter ? .filtering : .project
        case .projectForm: .projectForm
        case .itemForm: .itemForm
        case .deleteConfirmation: .deleteConfirmation
        case .help: .help
        case .summary: .summary
        case .syncConflicts: .syncConflicts
        }
    }
}

extension AppKeys {
    /// Ctrl-C, Ctrl-Z and Ctrl-L: the keys that mean the same on every screen (quit,
    /// suspend, repaint), so they are obeyed even while typed-ahead keys are held
    /// (``InputHold``).
    static let sessionKeys: Set<KeyEvent> = [.control("c"), .control("z"), .control("l")]
}
