import AppCore
import TerminalUI
import UDFKit

extension UIState {
    /// Applies ``UIAction``s: one arm per event.
    public static let reducer = Reducer<UIState>(UIAction.self) { ui, action in
        switch action {
        case .projectSelectionMoved(let selection): ui.projectSelection = selection
        case .itemSelectionMoved(let selection): ui.itemSelection = selection
        case .periodSelectionMoved(let selection): ui.periodSelection = selection
        case .outsideChangeSeen(let serial): ui.noticedOutsideChange = serial
        case .filterStarted: ui.isEditingFilter = true
        case let .filterKeyPressed(key, width):
            if ui.filter.handle(key, fieldWidth: width) { ui.projectSelection = ListSelection() }
        case .filterFinished: ui.isEditingFilter = false
        case .filterCleared:
            ui.isEditingFilter = false
            ui.filter = LineEditor()
        case .itemFilterStarted: ui.isEditingItemFilter = true
        case let .itemFilterKeyPressed(key, width):
            if ui.itemFilter.handle(key, fieldWidth: width) { ui.itemSelection = ListSelection() }
        case .itemFilterFinished: ui.isEditingItemFilter = false
        case .itemFilterCleared:
            ui.isEditingItemFilter = false
            ui.itemFilter = LineEditor()
        case .projectOrderChosen(let order): ui.projectOrder = order
        case .summarySpanChosen(let span):
            ui.summarySpan = span
            ui.summaryOffset = 0
        case .summaryScrolled(let offset): ui.summaryOffset = offset
        case .statusShown(let message): ui.status = message
        case .statusCleared: ui.status = nil
        case .syncStatusShown(let text): ui.syncStatus = text
        }
    }
}

extension AppRoute {
    /// The project a project screen shows.
    var shownProject: ProjectID? {
        if case .project(let id) = self { id } else { nil }
    }
}
