import AppCore
import Foundation
import UDFKit

extension TrackerState {
    /// What an undo, a redo or a timer's start or stop comes to on the screen, as reducers
    /// after AppCore's: the status line says what was done or why it was refused, and an undo
    /// or redo selects what it brought back, read from the action's own change record
    /// (``AppCore/AppData/changes``). The key that sent the action reads nothing back: one
    /// key, one action, and a recording replays what the person saw.
    ///
    /// A write the storage then fails overrides the message with the failure
    /// (``notSavedShown``, and the storage's own reducer in the program).
    ///
    /// ```swift
    /// TrackerState.outcomeReducer.reduce(&state, HistoryAction.undone)  // after AppCore's reducer
    /// state.ui.status?.text    // "Undone; Ctrl-R redoes it."
    /// ```
    static let outcomeReducer = Reducer<TrackerState>.combine(historyOutcome, timerOutcome, notSavedShown)

    /// `u` and Ctrl-R: "Undone" or "Redone" and the restored record selected, or the reason
    /// and whether the step before (after) can still be taken, the refused one being dropped.
    static let historyOutcome = Reducer<TrackerState>(HistoryAction.self) { state, action in
        guard action == .undone || action == .redone else { return }
        let undoing = action == .undone
        if let error = state.app.lastError {
            let further = undoing
                ? (state.app.history.canUndo ? " u undoes the one before." : "")
                : (state.app.history.canRedo ? " Ctrl-R redoes the next one." : "")
            state.ui.status = StatusMessage(error.message + further, isError: true)
            return
        }
        state.select(RestoredRecord(applying: state.app.data.changes))
        state.ui.status = StatusMessage(undoing ? "Undone; Ctrl-R redoes it." : "Redone.")
    }

    /// `s`: the timer started, or stopped with the time it recorded (from the stopped
    /// timer in the change record), or the reason it was refused.
    static let timerOutcome = Reducer<TrackerState>(ActivityAction.self) { state, action in
        let done: String
        switch action {
        case .activityStarted(let id, _):
            done = "Started the timer of “\(state.title(of: id))”; s stops it."
        case .activityStopped(let id, _, let at):
            let stopped = state.app.data.changes.activities.elements.first { $0.id == id }?.before
            if let warning = stopped?.stopWarning(at: at), state.app.lastError == nil {
                state.ui.status = StatusMessage("Stopped “\(state.title(of: id))”: \(warning).", isError: true)
                return
            }
            done = "Stopped “\(state.title(of: id))”: \(NumberText.elapsed(stopped?.elapsed(at: at) ?? 0)) recorded."
        case .activityRestored:
            return
        }
        state.ui.status = state.app.lastError.map { StatusMessage($0.message, isError: true) } ?? StatusMessage(done)
    }

    /// The title of project `id`, or nothing when it is gone.
    private func title(of id: ProjectID) -> String {
        app.data.projects[id: id]?.title ?? ""
    }

    /// A change not saved because the program replays a recording (``AppCore/ErrorAction``)
    /// says so on the status line.
    static let notSavedShown = Reducer<TrackerState>(ErrorAction.self) { state, action in
        guard case .notSaved = action, let error = state.app.lastError else { return }
        state.ui.status = StatusMessage(error.message, isError: true)
    }

    /// Selects `restored` by its id in the list that shows it (the project list, or the items
    /// of the project on show), keeping the scroll; the view finds where its row is.
    mutating func select(_ restored: RestoredRecord) {
        switch restored {
        case .project(let id):
            ui.projectSelection = ListSelection(id: id, index: ui.projectSelection.index, offset: ui.projectSelection.offset)
        case .item(let id):
            guard projectUnderneath != nil else { return }
            ui.itemSelection = ListSelection(id: id, index: ui.itemSelection.index, offset: ui.itemSelection.offset)
        case .nothing:
            break
        }
    }
}
