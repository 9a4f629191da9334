import AppCore
import Foundation
import TerminalUI

extension TerminalApp {
    /// Enter in a form: sends the project or item action; a refusal keeps the form open
    /// with its entry and the reason beside the field.
    func saveForm() {
        switch topScreen {
        case .projectForm: if let form = ui.projectForm { saveProject(form) }
        case .itemForm: if let form = ui.itemForm { saveItem(form) }
        case .projectList, .project, .deleteConfirmation, .help: break
        }
    }

    private func saveProject(_ form: ProjectForm) {
        let now = environment.now()
        let (title, units) = (form.title.text, form.units.text)
        let id = form.editing ?? environment.newProjectID()
        let action: ProjectAction = form.editing == nil
            ? .projectCreated(id: id, title: title, units: units, frequency: form.frequency, at: now)
            : .projectEdited(id: id, title: title, units: units, frequency: form.frequency, at: now)
        if let refusal = submit(action) {
            let field: ProjectField? = Self.isAboutTitle(store.state.lastError) ? .title : nil
            refuse(refusal) { apply(.projectFormRefused(field.map { [$0: refusal] } ?? [:])) }
            return
        }
        let saved = store.state.data.projects[id: id]?.title ?? title
        closeScreen()
        if form.editing == nil { apply(.projectSelectionMoved(ListSelection(id: id))) }
        apply(.statusShown(StatusMessage(form.editing == nil ? "Created “\(saved)”." : "Saved “\(saved)”.")))
    }

    private static func isAboutTitle(_ error: AppError?) -> Bool {
        switch error {
        case .titleEmpty?, .titleTooLong?: true
        default: false
        }
    }

    private func saveItem(_ form: ItemForm) {
        let entry: ItemEntry
        switch form.checked(calendar: environment.calendar) {
        case .success(let checked): entry = checked
        case .failure(let problems):
            refuse(problems.first) { apply(.itemFormRefused(problems.messages)) }
            return
        }
        let now = environment.now()
        let id = form.editing ?? environment.newItemID()
        let action: ItemAction = form.editing == nil
            ? .itemAdded(id: id, projectID: form.projectID, amount: entry.amount, timestamp: entry.timestamp, notes: entry.notes, at: now)
            : .itemEdited(id: id, amount: entry.amount, timestamp: entry.timestamp, notes: entry.notes, at: now)
        if let refusal = submit(action) {
            let field: ItemField? = store.state.lastError == .amountNotFinite ? .amount : nil
            refuse(refusal) { apply(.itemFormRefused(field.map { [$0: refusal] } ?? [:])) }
            return
        }
        closeScreen()
        apply(.itemSelectionMoved(ListSelection(id: id)))
        let units = store.state.data.projects[id: form.projectID]?.units ?? ""
        let verb = form.editing == nil ? "Added " : "Saved "
        apply(.statusShown(StatusMessage(verb + NumberText.amount(entry.amount, units: units) + ".")))
    }

    private func refuse(_ message: String, markFields: () -> Void) {
        markFields()
        apply(.statusShown(StatusMessage(message, isError: true)))
    }
}
