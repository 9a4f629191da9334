import AppCore
import TerminalUI

/// The project form: title, units and frequency.
struct ProjectFormView {
    let context: ViewContext

    func draw(on screen: inout Screen) {
        guard let form = context.ui.projectForm else { return }
        let title = form.editing.flatMap { context.data.projects[id: $0] }.map { "Edit “\($0.title)”" } ?? "New project"
        let focus = form.focus.current
        let fields = [
            FormFieldView(label: "Title", content: .text(form.title), focused: focus == .title, message: form.errors[.title]),
            FormFieldView(label: "Units", content: .text(form.units), focused: focus == .units, message: form.errors[.units]),
            FormFieldView(label: "Frequency", content: .choice(form.frequency.rawValue), focused: focus == .frequency,
                          message: form.errors[.frequency]),
        ]
        FormView(title: title, fields: fields, askingToDiscard: form.isAskingToDiscard)
            .draw(table: AppKeys.projectForm, status: context.ui.status, on: &screen)
    }
}

/// The item form: amount, date, time and notes.
struct ItemFormView {
    let context: ViewContext

    func draw(on screen: inout Screen) {
        guard let form = context.ui.itemForm, let project = context.data.projects[id: form.projectID] else { return }
        let title = (form.editing == nil ? "New item" : "Edit item") + " · \(project.title)"
        let amountLabel = project.units.isEmpty ? "Amount" : "Amount (\(project.units))"
        let labels: [ItemField: String] = [.amount: amountLabel, .date: "Date", .time: "Time", .notes: "Notes"]
        let fields = ItemField.allCases.map { field in
            FormFieldView(label: labels[field] ?? "", content: .text(form[field]),
                          focused: form.focus.current == field, message: form.errors[field])
        }
        FormView(title: title, fields: fields, askingToDiscard: form.isAskingToDiscard)
            .draw(table: AppKeys.itemForm, status: context.ui.status, on: &screen)
    }
}
