import AppCore
import Foundation
import UDFKit

/// What a key that saves or deletes asked for, sent by the key handler right after the data
/// actions it stands for, whatever became of them; ``TrackerState/answerReducer`` then says
/// what they came to, read from the state: the refusal or failed write in
/// ``AppCore/AppState/lastError``, or the record saved. (TCA would call it the save's response.)
///
/// The handler never reads the outcome back to decide what to send, and a recording replays
/// what the person saw: the form closed, or kept open with the reason beside its field.
///
/// ```swift
/// store.dispatch(ItemAction.itemAdded(id: id, projectID: mileage, amount: 42, timestamp: now, notes: nil, at: now))
/// store.dispatch(SaveAnswer.itemFormSaved(id: id, as: .created))
/// store.state.ui.status?.text    // "Added 42 km."
/// ```
public enum SaveAnswer: Action, Codable, Hashable {
    /// Enter in the project form on top sent project `id`'s action (and its target's).
    /// `renamedFrom` is the title the edited project had, nil for a new one.
    case projectFormSaved(id: ProjectID, as: SaveKind, renamedFrom: String?)
    /// Enter in the item form on top sent item `id`'s action.
    case itemFormSaved(id: ItemID, as: SaveKind)
    /// `y` on the confirmation sent the deletion of `target`, named `name` ("" for an item),
    /// discarding `discardedTime` seconds of its running timer, if it had one.
    case deletionConfirmed(DeletionTarget, name: String, discardedTime: TimeInterval?)

    /// What a form's save asked for.
    public enum SaveKind: String, Codable, Hashable, Sendable {
        /// A new record.
        case created
        /// An edit of the record the form opened on.
        case edited
        /// The record the form opened on was deleted elsewhere meanwhile: the entry is saved as
        /// a new record.
        case createdAnew

        /// The kind of a form's save: the form `openedOnARecord` or on nothing, and that record
        /// `stillThere` when saved.
        init(openedOnARecord: Bool, stillThere: Bool) {
            self = stillThere ? .edited : openedOnARecord ? .createdAnew : .created
        }
    }
}

extension TrackerState {
    /// Says what a ``SaveAnswer`` came to. Applied: the form's screen closes, the record is
    /// selected, and the status says what was saved or deleted. Refused, or not saved: the
    /// form stays with its entry and the reason beside its field (or, when the record changed
    /// elsewhere, the offer to overwrite or reload), and a refused deletion closes its question.
    static let answerReducer = Reducer<TrackerState>(SaveAnswer.self) { state, action in
        switch action {
        case let .projectFormSaved(id, kind, renamedFrom): state.answerProjectSave(id, kind, renamedFrom: renamedFrom)
        case let .itemFormSaved(id, kind): state.answerItemSave(id, kind)
        case let .deletionConfirmed(target, name, discarded): state.answerDeletion(target, name: name, discarded: discarded)
        }
    }

    private mutating func answerProjectSave(_ id: ProjectID, _ kind: SaveAnswer.SaveKind, renamedFrom: String?) {
        guard case .projectForm(let form) = screens.top else { return }
        if let error = app.lastError {
            let field: ProjectField? = switch error {
            case .titleEmpty, .titleTooLong: .title
            default: nil
            }
            return refuseTopForm(error, record: kind == .edited ? .project(id: id) : nil) {
                $0.refuse(field.map { [$0: error.message] } ?? [:])
            } item: { _ in }
        }
        let saved = app.data.projects[id: id]?.title ?? form.title.text
        let shared = renamedFrom != saved && !app.data.projects(sharingTitle: saved, except: id).isEmpty
        let end = shared ? "; another project has this title." : "."
        screens.pop()
        if kind != .edited { select(.project(id)) }
        let done = switch kind {
        case .edited: "Saved “\(saved)”\(end)"
        case .created: "Created “\(saved)”\(end)"
        case .createdAnew: "Saved “\(saved)” as a new project: it was deleted elsewhere\(end)"
        }
        ui.status = StatusMessage(done)
    }

    private mutating func answerItemSave(_ id: ItemID, _ kind: SaveAnswer.SaveKind) {
        guard case .itemForm(let form) = screens.top else { return }
        if let error = app.lastError {
            let field: ItemField? = error == .amountNotFinite ? .amount : nil
            return refuseTopForm(error, record: kind == .edited ? .item(id: id) : nil) { _ in } item: {
                $0.refuse(field.map { [$0: error.message] } ?? [:])
            }
        }
        screens.pop()
        select(.item(id))
        let units = app.data.projects[id: form.projectID]?.units ?? ""
        let amount = NumberText.amount(app.data.items[id: id]?.amount ?? 0, units: units)
        let done = switch kind {
        case .edited: "Saved \(amount)."
        case .created: "Added \(amount)."
        case .createdAnew: "Saved \(amount) as a new item: it was deleted elsewhere."
        }
        ui.status = StatusMessage(done)
    }

    /// A refused save keeps the form and its entry: when the record changed elsewhere, the
    /// form offers to overwrite or reload; otherwise the reason goes beside its field.
    private mutating func refuseTopForm(_ error: AppError, record: RecordID?,
                                        project: (inout ProjectForm) -> Void, item: (inout ItemForm) -> Void) {
        let changedElsewhere = switch error {
        case .changedElsewhere, .notSaved(_, changedElsewhere: true): true
        default: false
        }
        if changedElsewhere {
            changeTopForm { $0.isConflicted = true }
        } else {
            changeTopForm(project, item)
        }
        let message = changedElsewhere ? record.map { AppError.changedElsewhere(record: $0).message } : nil
        ui.status = StatusMessage(message ?? error.message, isError: true)
    }

    /// No screen is closed on success: the screens of records that are gone close after every
    /// action, this confirmation among them.
    private mutating func answerDeletion(_ target: DeletionTarget, name: String, discarded: TimeInterval?) {
        if let error = app.lastError {
            if screens.top.route == .deleteConfirmation(of: target) { screens.pop() }
            ui.status = StatusMessage(error.message, isError: true)
            return
        }
        switch target {
        case .project:
            let time = discarded.map { " and discarded its running time (\(NumberText.elapsed($0)))" } ?? ""
            ui.status = StatusMessage("Deleted “\(name)”\(time); u undoes it.")
        case .item:
            ui.status = StatusMessage("Deleted the item; u undoes it.")
        }
    }
}
