import AppCore
import Foundation
import UDFKit

extension KeyHandler {
    /// Enter in a form: sends the project or item action, then ``SaveAnswer``, whose reducer
    /// closes the form, or keeps it open with its entry and the reason beside the field when
    /// the save was refused or not written. An edit carries the version the form
    /// opened on, so a change made elsewhere since is refused, not overwritten; Ctrl-O
    /// (`overwriting`) saves over it deliberately, once the form said so.
    func saveForm(overwriting: Bool = false) {
        switch state.screens.top {
        case .projectForm(let form): saveProject(form, overwriting: overwriting)
        case .itemForm(let form): saveItem(form, overwriting: overwriting)
        case .projectList, .project, .deleteConfirmation, .help, .summary, .syncConflicts: break
        }
    }

    /// Ctrl-R in a form: the record as it is now, the entry dropped. Typed changes are never
    /// dropped unasked: without a conflict (which said what Ctrl-R does) the form asks
    /// first, and `y` reloads (`confirmed`).
    func reloadForm(confirmed: Bool = false) {
        let top = state.screens.top, data = state.app.data
        if let form = top.form, form.hasChanges, !form.isConflicted, !confirmed { return send(FormAction.reloadAsked) }
        if confirmed { send(FormAction.discardDeclined) }    // the question is answered
        switch top {
        case .projectForm(let form):
            guard let id = form.editing, let project = data.projects[id: id] else { return show("Nothing to reload: this project is new or gone.", isError: true) }
            send(FormAction.projectFormOpened(ProjectForm(editing: project)))
        case .itemForm(let form):
            guard let id = form.editing, let item = data.items[id: id] else { return show("Nothing to reload: this item is new or gone.", isError: true) }
            send(FormAction.itemFormOpened(ItemForm(editing: item, calendar: environment.calendar)))
        case .projectList, .project, .deleteConfirmation, .help, .summary, .syncConflicts:
            return
        }
        show("Reloaded: the form shows what is saved now.")
    }

    /// Saves the project form: an edit, or a new project — also when the project edited was
    /// deleted elsewhere meanwhile (the form says so, and Enter saves the entry anew).
    private func saveProject(_ form: ProjectForm, overwriting: Bool) {
        let now = environment.now()
        let current = form.editing.flatMap { state.app.data.projects[id: $0] }
        let editing = current?.id
        let id = editing ?? environment.newProjectID()
        let expected = overwriting && form.isConflicted ? current?.version : form.version
        // Ctrl-O writes the fields edited here; the others keep what was saved elsewhere.
        let form = overwriting && form.isConflicted ? current.map { form.merged(onto: $0) } ?? form : form
        let (title, units) = (form.title.text, form.units.text)
        let action: ProjectAction = editing == nil
            ? .projectCreated(id: id, title: title, units: units, frequency: form.frequency, at: now)
            : .projectEdited(id: id, title: title, units: units, frequency: form.frequency, at: now, expectedVersion: expected)
        let target: Target?
        switch Self.target(in: form) {
        case .success(let read): target = read
        case .failure(let message):
            return send(FormAction.projectFormRefused([.target: message.text]))
        }
        // The project and its target are one step of undo, and a group stops at its first
        // refusal (AppCore's rule): a target is never applied after a refused or failed
        // project, and the answer reads the project's reason.
        let actions: [any Action] = target == current?.target ? [action]
            : [HistoryAction.groupBegan, action, ProjectAction.targetSet(id: id, target: target, at: now), HistoryAction.groupEnded]
        let kind = SaveAnswer.SaveKind(openedOnARecord: form.editing != nil, stillThere: editing != nil)
        send(actions, answeredBy: .projectFormSaved(id: id, as: kind, renamedFrom: editing == nil ? nil : form.initial.title))
    }

    /// Why the target field cannot be saved, for the message beside it.
    struct TargetProblem: Error {
        let text: String
    }

    /// The target typed in the form: nil when the field is empty, a refusal when it is not
    /// a target or its amount is not above zero.
    static func target(in form: ProjectForm) -> Result<Target?, TargetProblem> {
        let text = form.target.text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return .success(nil) }
        guard let target = Target(parsing: text) else {
            return .failure(TargetProblem(text: "Write a target as “at least 500” or “at most 300”, or leave it empty."))
        }
        do { try target.validate() } catch { return .failure(TargetProblem(text: error.message)) }
        return .success(target)
    }

    /// Saves the item form: an edit, or a new item — also when the item edited was deleted
    /// elsewhere meanwhile. AppCore refuses an item whose project is gone, with the reason.
    private func saveItem(_ form: ItemForm, overwriting: Bool) {
        let current = form.editing.flatMap { state.app.data.items[id: $0] }
        // Ctrl-O writes the fields edited here; the others keep what was saved elsewhere.
        let form = overwriting && form.isConflicted ? current.map { form.merged(onto: $0, calendar: environment.calendar) } ?? form : form
        let entry: ItemEntry
        switch form.checked(calendar: environment.calendar) {
        case .success(let checked): entry = checked
        case .failure(let problems):
            return send(FormAction.itemFormRefused(problems.messages))
        }
        let now = environment.now()
        let editing = current?.id
        let id = editing ?? environment.newItemID()
        let expected = overwriting && form.isConflicted ? current?.version : form.version
        let action: ItemAction = editing == nil
            ? .itemAdded(id: id, projectID: form.projectID, amount: entry.amount, timestamp: entry.timestamp, notes: entry.notes, at: now)
            : .itemEdited(id: id, amount: entry.amount, timestamp: entry.timestamp, notes: entry.notes, at: now, expectedVersion: expected)
        let kind = SaveAnswer.SaveKind(openedOnARecord: form.editing != nil, stillThere: editing != nil)
        send([action], answeredBy: .itemFormSaved(id: id, as: kind))
    }
}
