import AppCore
import Foundation
import TerminalUI

extension TerminalApp {
    /// Enter on the list: opens the selected project.
    func openSelectedProject() {
        guard let project = currentProject() else { return }
        apply(.itemSelectionMoved(ListSelection()))
        open(.project(id: project.id))
    }

    /// `n`: the form for a new project, or for a new item of the project on show.
    func openCreationForm() {
        switch topScreen {
        case .projectList:
            apply(.projectFormOpened(ProjectForm()))
            open(.projectForm(editing: nil))
        case .project(let id):
            apply(.itemFormOpened(ItemForm(projectID: id, at: environment.now(), calendar: environment.calendar)))
            open(.itemForm(projectID: id, editing: nil))
        case .projectForm, .itemForm, .deleteConfirmation, .help:
            break
        }
    }

    /// `e`: the form for the selected project or item.
    func openEditForm() {
        switch topScreen {
        case .projectList:
            guard let project = currentProject() else { return }
            apply(.projectFormOpened(ProjectForm(editing: project)))
            open(.projectForm(editing: project.id))
        case .project:
            guard let item = selectedItem() else { return }
            apply(.itemFormOpened(ItemForm(editing: item, calendar: environment.calendar)))
            open(.itemForm(projectID: item.projectID, editing: item.id))
        case .projectForm, .itemForm, .deleteConfirmation, .help:
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
        case .projectForm, .itemForm, .deleteConfirmation, .help:
            break
        }
    }

    /// `y` on the confirmation: deletes, closes it and says what went.
    func confirmDeletion() {
        guard case .deleteConfirmation(let target) = topScreen else { return }
        let now = environment.now()
        let (refusal, done): (String?, String)
        switch target {
        case .project(let id):
            let title = store.state.data.projects[id: id]?.title ?? ""
            (refusal, done) = (submit(ProjectAction.projectDeleted(id: id)), "Deleted “\(title)”; u undoes it.")
        case .item(let id):
            (refusal, done) = (submit(ItemAction.itemDeleted(id: id, at: now)), "Deleted the item; u undoes it.")
        }
        closeScreen(.deleteConfirmation(of: target))
        apply(.statusShown(StatusMessage(refusal ?? done, isError: refusal != nil)))
    }

    /// `s`: starts the timer of the selected (or shown) project, or stops it and records the time.
    func toggleActivity() {
        guard let project = currentProject() else { return }
        let now = environment.now()
        let running = store.state.data.activities[id: project.id]
        let refusal: String?
        let done: String
        if let running {
            refusal = submit(ActivityAction.activityStopped(projectID: project.id, itemID: environment.newItemID(), at: now))
            done = "Stopped “\(project.title)”: \(NumberText.elapsed(running.elapsed(at: now))) recorded."
        } else {
            refusal = submit(ActivityAction.activityStarted(projectID: project.id, at: now))
            done = "Started the timer of “\(project.title)”; s stops it."
        }
        apply(.statusShown(StatusMessage(refusal ?? done, isError: refusal != nil)))
    }
}
