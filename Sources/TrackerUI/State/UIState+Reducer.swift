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
        case .projectFormOpened(let form): ui.projectForm = form
        case .itemFormOpened(let form): ui.itemForm = form
        case let .projectFormKeyPressed(key, width): ui.projectForm?.edit(key, fieldWidth: width)
        case let .itemFormKeyPressed(key, width): ui.itemForm?.edit(key, fieldWidth: width)
        case .projectFormFocusMoved(let next): ui.projectForm?.focus.handle(next ? .tab : .backTab)
        case .itemFormFocusMoved(let next): ui.itemForm?.focus.handle(next ? .tab : .backTab)
        case .projectFormRefused(let errors): ui.projectForm?.refuse(errors)
        case .itemFormRefused(let errors): ui.itemForm?.refuse(errors)
        case .outsideChangeSeen(let serial): ui.noticedOutsideChange = serial
        case .formConflicted:
            ui.projectForm?.isConflicted = true
            ui.itemForm?.isConflicted = true
        case .discardAsked: ui.setAskingToDiscard(true)
        case .reloadAsked:
            ui.projectForm?.isAskingToReload = true
            ui.itemForm?.isAskingToReload = true
        case .discardDeclined:
            ui.setAskingToDiscard(false)
            ui.projectForm?.isAskingToReload = false
            ui.itemForm?.isAskingToReload = false
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

    /// Whether the form on show is asking "discard your changes?".
    private mutating func setAskingToDiscard(_ asking: Bool) {
        if projectForm != nil { projectForm?.isAskingToDiscard = asking }
        if itemForm != nil { itemForm?.isAskingToDiscard = asking }
    }
}

extension AppRoute {
    /// Whether this is the project form's screen.
    var isProjectForm: Bool {
        if case .projectForm = self { true } else { false }
    }

    /// Whether this is the item form's screen.
    var isItemForm: Bool {
        if case .itemForm = self { true } else { false }
    }

    /// The project a project screen shows.
    var shownProject: ProjectID? {
        if case .project(let id) = self { id } else { nil }
    }
}
