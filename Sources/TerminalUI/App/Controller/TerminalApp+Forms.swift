import AppCore
import Foundation

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
        let calendar = environment.calendar
        var errors: [ItemField: String] = [:]
        let amount = NumberText.parseAmount(form.text(.amount))
        if amount == nil { errors[.amount] = "Not a number: try 12.5" }
        if !calendar.isDate(form.text(.date)) { errors[.date] = "Not a date: try 2025-06-15" }
        if !calendar.isTime(form.text(.time)) { errors[.time] = "Not a time: try 14:05" }
        guard let amount, errors.isEmpty, let timestamp = timestamp(of: form, calendar: calendar) else {
            let first = ItemField.allCases.compactMap { errors[$0] }.first ?? "Not a date and time."
            refuse(first) { apply(.itemFormRefused(errors)) }
            return
        }
        let now = environment.now()
        let id = form.editing ?? environment.newItemID()
        let notes = form.text(.notes)
        let action: ItemAction = form.editing == nil
            ? .itemAdded(id: id, projectID: form.projectID, amount: amount, timestamp: timestamp, notes: notes, at: now)
            : .itemEdited(id: id, amount: amount, timestamp: timestamp, notes: notes, at: now)
        if let refusal = submit(action) {
            let field: ItemField? = store.state.lastError == .amountNotFinite ? .amount : nil
            refuse(refusal) { apply(.itemFormRefused(field.map { [$0: refusal] } ?? [:])) }
            return
        }
        closeScreen()
        apply(.itemSelectionMoved(ListSelection(id: id)))
        let units = store.state.data.projects[id: form.projectID]?.units ?? ""
        apply(.statusShown(StatusMessage((form.editing == nil ? "Added " : "Saved ") + NumberText.amount(amount, units: units) + ".")))
    }

    /// The moment the form names: the edited item's own timestamp, to the second, when its
    /// date and time were left alone.
    private func timestamp(of form: ItemForm, calendar: CalendarText) -> Date? {
        let (date, time) = (form.text(.date), form.text(.time))
        if let original = form.originalTimestamp, calendar.date(original) == date, calendar.time(original) == time {
            return original
        }
        return calendar.date(fromDate: date, time: time)
    }

    private func refuse(_ message: String, markFields: () -> Void) {
        markFields()
        apply(.statusShown(StatusMessage(message, isError: true)))
    }
}
