import AppCore
import TerminalUI

/// The project form: title, units, frequency and target.
struct ProjectFormView {
    let context: ViewContext

    func draw(on screen: inout Screen) {
        guard let form = context.ui.projectForm else { return }
        let title = form.editing == nil ? "New project" : "Edit “\(form.initial.title)”"
        let gone = form.editing.map { context.data.projects[id: $0] == nil } ?? false
        let focus = form.focus.current
        let fields = [
            FormFieldView(label: "Title", content: .text(form.title), focused: focus == .title, message: form.errors[.title]),
            FormFieldView(label: "Units", content: .text(form.units), focused: focus == .units, message: form.errors[.units]),
            FormFieldView(label: "Frequency", content: .choice(form.frequency.rawValue), focused: focus == .frequency,
                          message: form.errors[.frequency]),
            FormFieldView(label: "Target", content: .text(form.target), focused: focus == .target, message: form.errors[.target]),
        ]
        let notice = gone ? "Deleted elsewhere: Enter saves it as a new project, Esc discards it."
            : form.isConflicted ? FormNotice.conflict : nil
        FormView(title: title, fields: fields, notice: notice, askingToDiscard: form.isAskingToDiscard)
            .draw(table: AppKeys.projectForm, status: context.ui.status, on: &screen)
    }
}

/// The item form: amount, date, time and notes.
struct ItemFormView {
    let context: ViewContext

    func draw(on screen: inout Screen) {
        guard let form = context.ui.itemForm else { return }
        let project = context.data.projects[id: form.projectID]
        let title = (form.editing == nil ? "New item" : "Edit item") + (project.map { " · \($0.title)" } ?? "")
        let units = project?.units ?? ""
        let amountLabel = units.isEmpty ? "Amount" : "Amount (\(units))"
        let labels: [ItemField: String] = [.amount: amountLabel, .date: "Date", .time: "Time", .notes: "Notes"]
        let fields = ItemField.allCases.map { field in
            FormFieldView(label: labels[field] ?? "", content: .text(form[field]),
                          focused: form.focus.current == field, message: form.errors[field])
        }
        FormView(title: title, fields: fields, notice: notice(form, projectExists: project != nil),
                 askingToDiscard: form.isAskingToDiscard)
            .draw(table: AppKeys.itemForm, status: context.ui.status, on: &screen)
    }

    /// What happened elsewhere to the item or its project, if either is gone.
    private func notice(_ form: ItemForm, projectExists: Bool) -> String? {
        if !projectExists { return "Its project was deleted elsewhere: it cannot be saved; Esc discards it." }
        guard let id = form.editing, context.data.items[id: id] == nil else { return form.isConflicted ? FormNotice.conflict : nil }
        return "Deleted elsewhere: Enter saves it as a new item, Esc discards it."
    }
}

/// What a form says under its fields when its record changed elsewhere.
enum FormNotice {
    static let conflict = "Changed elsewhere: Ctrl-O saves yours over it, Ctrl-R reloads theirs."
}
