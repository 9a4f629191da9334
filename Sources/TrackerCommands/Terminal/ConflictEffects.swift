import AppCore
import AppStorage
import AppSync
import Foundation
import TrackerUI
import UDFKit

/// The sync side of the conflicts screen (docs/sync.md, *Conflicts*): the effects that read
/// the file's conflicts and resolve them, on a connection and a queue of their own, so no key
/// waits for the file or the network. Their outcome comes back as actions
/// (``TrackerUI/ConflictAction/conflictsLoaded(_:)``, a status line), and the background
/// sync is asked to send a resolution at once.
///
/// ```swift
/// let effects = ConflictEffects(file: path, busyTimeout: 2, nudge: { sync.nudge() })
/// let program = TrackerProgram(..., middleware: [effects.middleware, storage.middleware, ...])
/// ```
struct ConflictEffects: Sendable {
    let file: String
    let busyTimeout: Double
    /// Asks the background sync to run now.
    let nudge: @Sendable () -> Void
    private static let queue = DispatchQueue(label: "udf-tui.conflicts")

    /// The effects for a program on a file that syncs (`sync`), else nil.
    static func of(_ database: any DataStorage, sync: BackgroundSync?) -> ConflictEffects? {
        guard let sync, let file = database as? AppDatabase else { return nil }
        return ConflictEffects(file: file.path, busyTimeout: file.options.busyTimeout, nudge: { sync.nudge() })
    }

    /// Starts an effect after each action that asks for one: the screen opened, a choice
    /// made, each sync state reported (the list's help bar names `C` while there are
    /// conflicts), a form opened for a conflict saved (its ``SaveAnswer`` with no refusal: then
    /// the conflict is resolved) or closed.
    var middleware: Middleware<TrackerState> {
        Middleware { context, action, next in
            next(action)
            guard let state = context.state else { return }
            switch action {
            case RouteAction<Destination>.pushed(.syncConflicts): context.run(effect { _ in nil })
            case ConflictAction.keepMineChosen(let id): context.run(effect(resolving: id) { try Self.keepMine(id, $0) })
            case ConflictAction.takeTheirsChosen(let id): context.run(effect(resolving: id) { try Self.takeTheirs(id, $0) })
            case UIAction.syncStatusShown: context.run(effect { _ in nil })    // the help bar names C while there are conflicts
            case SaveAnswer.itemFormSaved, SaveAnswer.projectFormSaved:
                guard let editing = state.ui.conflicts.editing, state.app.lastError == nil else { return }
                context.dispatch(ConflictAction.editClosed)
                context.run(effect { try Self.edited(editing, $0) })
            case is RouteAction<Destination>:
                if state.ui.conflicts.editing != nil, !state.route.stack.contains(where: \.isForm) {
                    context.dispatch(ConflictAction.editClosed)
                }
            default:
                break
            }
        }
    }

    /// An effect that runs `resolve` on the file (off the cooperative pool), then reads the
    /// conflicts again; `resolve` returns a line for the status bar, or nil. A resolution of
    /// the conflict `id` ends with ``TrackerUI/ConflictAction/resolutionEnded(id:)`` on every path.
    private func effect(resolving id: Int64? = nil, _ resolve: @escaping @Sendable (ConflictResolver) throws -> String?) -> Effect {
        .run(id: "sync-conflicts", cancelInFlight: false) { [file, busyTimeout, nudge] send in
            let actions: [any Action] = await withCheckedContinuation { done in
                Self.queue.async {
                    done.resume(returning: Self.run(resolve, file: file, busyTimeout: busyTimeout) + (id.map { [ConflictAction.resolutionEnded(id: $0)] } ?? []))
                }
            }
            actions.forEach { send($0) }
            nudge()
        }
    }

    private static func run(_ resolve: (ConflictResolver) throws -> String?, file: String, busyTimeout: Double) -> [any Action] {
        do {
            let database = try AppDatabase.open(at: file, options: AppDatabase.Options(busyTimeout: busyTimeout))
            defer { database.close() }
            let line = try resolve(ConflictResolver(database: database))
            let loaded = ConflictAction.conflictsLoaded(try CommandConflicts.entries(in: database).entries)
            return [loaded] + (line.map { [UIAction.statusShown(StatusMessage($0))] } ?? [])
        } catch {
            return [UIAction.statusShown(StatusMessage("Conflicts: " + ((error as? StorageError)?.message ?? "\(error)"), isError: true))]
        }
    }

    private static func keepMine(_ id: Int64, _ resolver: ConflictResolver) throws(StorageError) -> String? {
        switch try resolver.keepMine(id) {
        case .queued: "Conflict \(id): yours is kept, to be sent."
        case .alreadyTheSame: "Conflict \(id): the data already holds yours."
        case .stillRefused(let reason): "Conflict \(id) is kept: \(reason)"
        case .waitsForSync: "Conflict \(id) waits for the next sync to bring the server's version."
        }
    }

    private static func takeTheirs(_ id: Int64, _ resolver: ConflictResolver) throws(StorageError) -> String? {
        try resolver.takeTheirs(id)
        return "Conflict \(id): theirs stays."
    }

    /// The form opened for conflict `id` was saved: that edit is the resolution.
    private static func edited(_ id: Int64, _ resolver: ConflictResolver) throws(StorageError) -> String? {
        try resolver.takeTheirs(id)
        return "Conflict \(id): your edit is saved, to be sent."
    }
}
