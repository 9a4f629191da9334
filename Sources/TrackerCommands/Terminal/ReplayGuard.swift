import AppCore
import TrackerUI
import UDFKit

/// Keeps a replayed recording (`udf-tui devtools replay`) what it is: a recording. Every
/// action that would change the data (a save, a deletion, a timer, undo) is stopped before
/// the reducers and replaced by ``AppCore/ErrorAction/notSaved(reason:changedElsewhere:)``,
/// so the screens say "A replay changes nothing" where the program would say "Deleted…; u
/// undoes it".
///
/// ```swift
/// let program = TrackerProgram(state: present, middleware: [ReplayGuard.middleware], environment: .live)
/// ```
enum ReplayGuard {
    /// What the status bar says for a refused change.
    static let message = "A replay changes nothing: it is a recording, saved nowhere (Ctrl-C quits)."

    /// The middleware that stops data actions.
    static var middleware: Middleware<TrackerState> {
        Middleware { _, action, next in
            guard TrackerState.appDataFamilies.contains(where: { $0 == type(of: action) }) else { return next(action) }
            next(ErrorAction.notSaved(reason: message, changedElsewhere: false))
        }
    }
}
