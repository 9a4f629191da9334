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

    /// Saves the project form: an edit, or a new project — also when the project edited was
    /// deleted elsewhere meanwhile (the form says so, and Enter saves the entry anew).
    private func saveProject(_ form: ProjectForm) {
        let now = environment.now()
        let (title, units) = (form.title.text, form.units.text)
        let editing = form.editing.flatMap { state.app.data.projects[id: $0] == nil ? nil : $0 }
        let id = editing ?? environment.newProjectID()
        let action: ProjectAction = editing == nil
            ? .projectCreated(id: id, title: title, units: units, frequency: form.frequency, at: now)
            : .projectEdited(id: id, title: title, units: units, frequency: form.frequency, at: now)
        if let refusal = submit(action) {
            let field: ProjectField? = Self.isAboutTitle(state.app.lastError) ? .title : nil
            send(UIAction.projectFormRefused(field.map { [$0: refusal] } ?? [:]))
            return show(refusal, isError: true)
        }
        let saved = state.app.data.projects[id: id]?.title ?? title
        closeScreen()
        if editing == nil { selectProject(id) }
        show(editing != nil ? "Saved “\(saved)”." : form.editing == nil ? "Created “\(saved)”."
             : "Saved “\(saved)” as a new project: it was deleted elsewhere.")
    }

    private static func isAboutTitle(_ error: AppError?) -> Bool {
        switch error {
        case .titleEmpty?, .titleTooLong?: true
        default: false
        }
    }

    /// Saves the item form: an edit, or a new item — also when the item edited was deleted
    /// elsewhere meanwhile. AppCore refuses an item whose project is gone, with the reason.
    private func saveItem(_ form: ItemForm) {
        let entry: ItemEntry
        switch form.checked(calendar: environment.calendar) {
        case .success(let checked): entry = checked
        case .failure(let problems):
            send(UIAction.itemFormRefused(problems.messages))
            return show(problems.first, isError: true)
        }
        let now = environment.now()
        let editing = form.editing.flatMap { state.app.data.items[id: $0] == nil ? nil : $0 }
        let id = editing ?? environment.newItemID()
        let action: ItemAction = editing == nil
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
        let amount = NumberText.amount(entry.amount, units: units)
        show(editing != nil ? "Saved \(amount)." : form.editing == nil ? "Added \(amount)."
             : "Saved \(amount) as a new item: it was deleted elsewhere.")
    }
}
