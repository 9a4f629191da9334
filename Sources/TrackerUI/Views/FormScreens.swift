import AppCore
import TerminalUI

/// The project form: title, units, frequency and target.
struct ProjectFormView {
    let context: ViewContext
    let form: ProjectForm

    func draw(on screen: inout Screen) {
        let title = form.editing == nil ? "New project" : "Edit “\(form.initial.title)”"
        let gone = form.editing.map { context.data.projects[id: $0] == nil } ?? false
        let focus = form.focus.current
        let theirs = form.isConflicted ? form.editing.flatMap { context.data.projects[id: $0] }.map(ProjectForm.init(editing:)) : nil
        let message = { (field: ProjectField, mine: String, initial: String, now: String?) in
            form.errors[field] ?? FormNotice.theirs(now, mine: mine, initial: initial, quoted: field != .frequency)
        }
        let fields = [
            FormFieldView(label: "Title", content: .text(form.title), focused: focus == .title,
                          message: message(.title, form.title.text, form.initial.title, theirs?.title.text)),
            FormFieldView(label: "Units", content: .text(form.units), focused: focus == .units,
                          message: message(.units, form.units.text, form.initial.units, theirs?.units.text)),
            FormFieldView(label: "Frequency", content: .choice(form.frequency.rawValue), focused: focus == .frequency,
                          message: message(.frequency, form.frequency.rawValue, form.initial.frequency.rawValue, theirs?.frequency.rawValue)),
            FormFieldView(label: "Target", content: .text(form.target), focused: focus == .target,
                          message: message(.target, form.target.text, form.initial.target, theirs?.target.text)),
        ]
        let notice = gone ? "Deleted elsewhere: Enter saves it as a new project, Esc discards it."
            : form.isConflicted ? FormNotice.conflict : nil
        FormView(title: title, fields: fields, notice: notice, askingToDiscard: form.isAskingToDiscard,
                 askingToReload: form.isAskingToReload)
            .draw(table: AppKeys.projectForm, status: context.ui.status, on: &screen)
    }
}

/// The item form: amount, date, time and notes.
struct ItemFormView {
    let context: ViewContext
    let form: ItemForm

    func draw(on screen: inout Screen) {
        let project = context.data.projects[id: form.projectID]
        let title = (form.editing == nil ? "New item" : "Edit item") + (project.map { " · \($0.title)" } ?? "")
        let units = project?.units ?? ""
        let amountLabel = units.isEmpty ? "Amount" : "Amount (\(units))"
        let labels: [ItemField: String] = [.amount: amountLabel, .date: "Date", .time: "Time", .notes: "Notes"]
        let theirs = form.isConflicted
            ? form.editing.flatMap { context.data.items[id: $0] }.map { ItemForm(editing: $0, calendar: context.calendar) } : nil
        let fields = ItemField.allCases.map { field in
            let now = FormNotice.theirs(theirs?.text(field), mine: form.text(field), initial: form.initial[field] ?? "", quoted: field == .notes)
            return FormFieldView(label: labels[field] ?? "", content: .text(form[field]), focused: form.focus.current == field,
                                 message: form.errors[field] ?? now)
        }
        FormView(title: title, fields: fields, notice: notice(form, projectExists: project != nil),
                 askingToDiscard: form.isAskingToDiscard, askingToReload: form.isAskingToReload)
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
    static let conflict = "Changed elsewhere: Ctrl-O saves your edits, Ctrl-R reloads theirs."

    /// Beside a field of a form in conflict: the value saved elsewhere (`now`, as the field
    /// would show it) when it differs from what the form opened with (`initial`) — kept by
    /// Ctrl-O when the field was left alone, replaced by `mine` when it was edited.
    /// Text (`quoted`) is shown in quotes, so an empty value still shows: `now “” (kept)`.
    static func theirs(_ now: String?, mine: String, initial: String, quoted: Bool) -> String? {
        guard let now, now != initial else { return nil }
        let shown = quoted ? "“\(now)”" : now
        return mine == initial ? "now \(shown) (kept)" : "now \(shown) (Ctrl-O: yours)"
    }
}
