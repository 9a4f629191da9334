import AppCore
import UDFKit

extension TerminalAppState {
    /// Applies ``UIAction``s: one arm per event. Forms are dropped when their screen closes.
    public static let reducer = Reducer<TerminalAppState>(UIAction.self) { ui, action in
        switch action {
        case .projectSelectionMoved(let selection): ui.projectSelection = selection
        case .itemSelectionMoved(let selection): ui.itemSelection = selection
        case .projectOpened(let id):
            ui.open(.project(id: id))
            ui.itemSelection = ListSelection()
        case .helpOpened: ui.route.push(.help)
        case .deletionRequested(let target): ui.open(.deleteConfirmation(of: target))
        case .projectFormOpened(let form):
            ui.projectForm = form
            ui.open(.projectForm(editing: form.editing))
        case .itemFormOpened(let form):
            ui.itemForm = form
            ui.open(.itemForm(projectID: form.projectID, editing: form.editing))
        case let .formKeyPressed(key, width): ui.editForm(key, fieldWidth: width)
        case .formFocusMoved(let forward): ui.moveFormFocus(forward: forward)
        case .projectFormRefused(let errors):
            ui.projectForm?.errors = errors
            if let first = ProjectField.allCases.first(where: { errors[$0] != nil }) { ui.projectForm?.focus.current = first }
        case .itemFormRefused(let errors):
            ui.itemForm?.errors = errors
            if let first = ItemField.allCases.first(where: { errors[$0] != nil }) { ui.itemForm?.focus.current = first }
        case .screenClosed:
            if ui.route.top != .help { ui.status = nil }
            ui.route.pop()
            ui.dropClosedForms()
        case .filterStarted: ui.isEditingFilter = true
        case let .filterKeyPressed(key, width):
            if ui.filter.handle(key, fieldWidth: width) { ui.projectSelection = ListSelection() }
        case .filterFinished: ui.isEditingFilter = false
        case .filterCleared:
            ui.isEditingFilter = false
            ui.filter = LineEditor()
        case .screensRepaired(let stack):
            ui.route.replaceStack(root: stack.first ?? .projectList, path: Array(stack.dropFirst()))
            ui.dropClosedForms()
        case .statusShown(let message): ui.status = message
        }
    }

    /// Pushes a screen; the last message belongs to the screen left behind and goes.
    private mutating func open(_ screen: AppRoute) {
        route.push(screen)
        status = nil
    }

    private mutating func editForm(_ key: KeyEvent, fieldWidth: Int) {
        switch route.top {
        case .projectForm: projectForm?.edit(key, fieldWidth: fieldWidth)
        case .itemForm: itemForm?.edit(key, fieldWidth: fieldWidth)
        case .projectList, .project, .deleteConfirmation, .help: break
        }
    }

    private mutating func moveFormFocus(forward: Bool) {
        let key: KeyEvent = forward ? .tab : .backTab
        switch route.top {
        case .projectForm: projectForm?.focus.handle(key)
        case .itemForm: itemForm?.focus.handle(key)
        case .projectList, .project, .deleteConfirmation, .help: break
        }
    }

    /// Forgets the forms whose screens are no longer open.
    private mutating func dropClosedForms() {
        if !route.stack.contains(where: { if case .projectForm = $0 { true } else { false } }) { projectForm = nil }
        if !route.stack.contains(where: { if case .itemForm = $0 { true } else { false } }) { itemForm = nil }
    }
}
