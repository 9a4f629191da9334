import AppCore
import Foundation
import UDFKit

extension KeyHandler {
    /// Enter on the list: opens the selected project.
    func openSelectedProject() {
        guard let project = currentProject() else { return }
        send(UIAction.itemSelectionMoved(ListSelection()))
        if state.ui.periodSelection != PeriodSelection() { send(UIAction.periodSelectionMoved(PeriodSelection())) }
        if !state.ui.itemFilterText.isEmpty { send(UIAction.itemFilterCleared) }
        open(.project(id: project.id))
    }

    /// `E` on a project: the form for that project; saving or cancelling returns to it.
    func openProjectForm() {
        guard case .project(let id) = topScreen, let project = state.app.data.projects[id: id] else { return }
        send(FormAction.projectFormOpened(ProjectForm(editing: project)))
    }

    /// `o` on the project list: the next order; the selected project stays selected.
    func cycleOrder() {
        let order = state.ui.projectOrder.next
        send(UIAction.projectOrderChosen(order))
        show("Projects sorted \(order).")
    }

    /// `n`: the form for a new project, or for a new item of the project on show.
    func openCreationForm() {
        switch topScreen {
        case .projectList:
            send(FormAction.projectFormOpened(ProjectForm()))
        case .project(let id):
            send(FormAction.itemFormOpened(ItemForm(projectID: id, at: environment.now(), calendar: environment.calendar)))
        case .projectForm, .itemForm, .deleteConfirmation, .help, .summary, .syncConflicts:
            break
        }
    }

    /// `e`: the form for the selected project or item.
    func openEditForm() {
        switch topScreen {
        case .projectList:
            guard let project = currentProject() else { return }
            send(FormAction.projectFormOpened(ProjectForm(editing: project)))
        case .project:
            guard let item = selectedItem() else { return }
            send(FormAction.itemFormOpened(ItemForm(editing: item, calendar: environment.calendar)))
        case .syncConflicts:
            editSelectedConflict()
        case .projectForm, .itemForm, .deleteConfirmation, .help, .summary:
            break
        }
    }

    /// `d`: asks before deleting the selected project or item.
    func requestDeletion() {
        switch topScreen {
        case .projectList:
            guard let project = currentProject() else { return }
            open(.deleteConfirmation(of: .project(id: project.id)))
        case .project:
            guard let item = selectedItem() else { return }
            open(.deleteConfirmation(of: .item(id: item.id)))
        case .projectForm, .itemForm, .deleteConfirmation, .help, .summary, .syncConflicts:
            break
        }
    }

    /// `y` on the confirmation: deletes what it names; ``SaveAnswer`` says what went (the
    /// reducers read it from the state). No screen is closed here: the screens of records that
    /// are gone close after every action, this confirmation among them.
    func confirmDeletion() {
        guard case .deleteConfirmation(let target) = topScreen else { return }
        switch target {
        case .project(let id):
            guard let running = runningTime(deleting: id) else { return }
            let title = state.app.data.projects[id: id]?.title ?? ""
            send([ProjectAction.projectDeleted(id: id)], answeredBy: .deletionConfirmed(target, name: title, discardedTime: running.seconds))
        case .item(let id):
            send([ItemAction.itemDeleted(id: id, at: environment.now())], answeredBy: .deletionConfirmed(target, name: "", discardedTime: nil))
        }
    }

    /// The projects the list shows for `state` now: filtered, in the order chosen.
    func listedProjects(in state: TrackerState) -> [Project] {
        cache.projects(in: state, now: environment.now())
    }

    /// The project the list selects, or the one on show.
    func currentProject() -> Project? {
        let current = state
        switch current.screens.top.route {
        case .projectList:
            let projects = listedProjects(in: current)
            return current.ui.projectSelection.resolvedIndex(count: projects.count, idAt: { projects[$0].id }).map { projects[$0] }
        case .project(let id):
            return current.app.data.projects[id: id]
        case .projectForm, .itemForm, .deleteConfirmation, .help, .summary, .syncConflicts:
            return nil
        }
    }

    /// The item selected on the project screen.
    func selectedItem() -> Item? {
        let current = state
        guard case .project(let id) = current.screens.top.route else { return nil }
        let detail = cache.detail(of: id, in: current)
        return current.ui.itemSelection.resolvedIndex(count: detail.itemCount, idAt: { detail.item($0).id },
                                                         find: { detail.index(of: $0, in: current.app.data) })
            .map(detail.item)
    }
}
