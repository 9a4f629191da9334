import AppCore
import Foundation
import TerminalUI

extension KeyHandler {
    /// `s`: starts the timer of the selected (or shown) project, or stops it and records the
    /// time: what the frame on the terminal showed decides which. A timer stopped (or
    /// started) elsewhere between that frame and the key is left as it is, and the status
    /// says so: the person meant the other thing.
    func toggleActivity() {
        guard let project = currentProject() else { return }
        let running = state.app.data.activities[id: project.id] != nil
        guard press.showedTimer(of: project.id, running: running) == running else {
            let message = running
                ? "The timer of “\(project.title)” was started elsewhere; nothing was stopped (s stops it)."
                : "The timer of “\(project.title)” was stopped elsewhere; nothing was started (s starts it)."
            return show(message, isError: true)
        }
        if running { return stopTimer(of: project) }
        send(ActivityAction.activityStarted(projectID: project.id, at: environment.now()))
    }

    /// `s` on "Delete project?" while its timer runs: stops it and records the time, and
    /// the question stays, now counting the new item.
    func stopTimerBeforeDeletion() {
        guard case .deleteConfirmation(.project(let id)) = topScreen, let project = state.app.data.projects[id: id] else { return }
        guard state.app.data.activities[id: id] != nil else { return show("The timer of “\(project.title)” is not running.") }
        stopTimer(of: project)
    }

    /// Stops the running timer of `project`, recording the time as an item; the status says
    /// how much (``TrackerState/timerOutcome``).
    private func stopTimer(of project: Project) {
        guard state.app.data.activities[id: project.id] != nil else { return }
        send(ActivityAction.activityStopped(projectID: project.id, itemID: environment.newItemID(), at: environment.now()))
    }

    /// What deleting a project does to its timer.
    enum RunningTime {
        /// No timer runs.
        case none
        /// Its running time, in seconds, is discarded with it.
        case discarded(TimeInterval)

        /// The seconds discarded, if any.
        var seconds: TimeInterval? {
            if case .discarded(let seconds) = self { seconds } else { nil }
        }
    }

    /// Before deleting project `id`: what becomes of its running time, or nil, with a
    /// message, when the deletion must wait — Enter never discards running time (only `y`
    /// does), and a timer the question did not show (started elsewhere since) is never
    /// discarded unseen.
    func runningTime(deleting id: ProjectID) -> RunningTime? {
        guard let running = state.app.data.activities[id: id] else { return RunningTime.none }
        let title = state.app.data.projects[id: id]?.title ?? ""
        guard press.showedTimer(of: id, running: true) else {
            show("The timer of “\(title)” was started elsewhere: s records its time, y discards it.", isError: true)
            return nil
        }
        guard key != .enter else {
            show("The timer of “\(title)” is running: s records its time, y discards it.", isError: true)
            return nil
        }
        return .discarded(running.elapsed(at: environment.now()))
    }
}
