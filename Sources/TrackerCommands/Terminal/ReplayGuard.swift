import AppCore
import Synchronization
import TrackerUI
import UDFKit

/// Keeps a replayed recording (`udf-tui devtools replay`) what it is: a recording. Every
/// action that would change the data (a save, a deletion, a timer, undo) is stopped before
/// the reducers and reported as a failure, so the screens say "A replay changes nothing"
/// where the program would say "Deleted…; u undoes it".
///
/// ```swift
/// let guarding = ReplayGuard()
/// var environment = AppEnvironment.live
/// environment.takeStorageFailure = guarding.takeRefusal
/// let program = TrackerProgram(state: present, middleware: [guarding.middleware], environment: environment)
/// ```
final class ReplayGuard: Sendable {
    /// What the status bar says for a refused change.
    static let message = "A replay changes nothing: it is a recording, saved nowhere (Ctrl-C quits)."

    private let refused = Mutex(false)

    /// The middleware that stops data actions.
    var middleware: Middleware<TrackerState> {
        Middleware { _, action, next in
            guard TrackerState.appDataFamilies.contains(where: { $0 == type(of: action) }) else { return next(action) }
            self.refused.withLock { $0 = true }
        }
    }

    /// The refusal since the last call, if any, and forgets it: the program's
    /// ``AppEnvironment/takeStorageFailure``.
    func takeRefusal() -> StorageFailure? {
        refused.withLock { refused in
            defer { refused = false }
            return refused ? StorageFailure(message: Self.message) : nil
        }
    }
}
