import AppCore
import Foundation
import UDFKit

extension KeyHandler {
    /// Enter in a form: sends the project or item action; a refusal keeps the form open
    /// with its entry and the reason beside the field.
    func saveForm() {
        let ui = state.ui
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
            let field: ProjectField? = Self.isAboutTitle(state.app.lastError) ? .title : nil
            send(UIAction.projectFormRefused(field.map { [$0: refusal] } ?? [:]))
            return show(refusal, isError: true)
        }
        let saved = state.app.data.projects[id: id]?.title ?? title
        closeScreen()
        if form.editing == nil { selectProject(id) }
        show(form.editing == nil ? "Created “\(saved)”." : "Saved “\(saved)”.")
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
            send(UIAction.itemFormRefused(problems.messages))
            return show(problems.first, isError: true)
        }
        let now = environment.now()
        let id = form.editing ?? environment.newItemID()
        let action: ItemAction = form.editing == nil
            ? .itemAdded(id: id, projectID: form.projectID, amount: entry.amount, timestamp: entry.timestamp, notes: entry.notes, at: now)
            : .itemEdited(id: id, amount: entry.amount, timestamp: entry.timestamp, notes: entry.notes, at: now)
        if let refusal = submit(action) {
            let field: ItemField? = state.app.lastError == .amountNotFinite ? .amount : nil
            send(UIAction.itemFormRefused(field.map { [$0: refusal] } ?? [:]))
            return show(refusal, isError: true)
        }
        closeScreen()
        selectItem(id)
        let units = state.app.data.projects[id: form.projectID]?.units ?? ""
        let verb = form.editing == nil ? "Added " : "Saved "
        show(verb + NumberText.amount(entry.amount, units: units) + ".")
    }
}
