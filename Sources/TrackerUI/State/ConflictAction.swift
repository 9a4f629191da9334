import AppCore
import UDFKit

/// The conflicts screen's state (``AppCore/AppRoute/syncConflicts``): the conflicts the file
/// keeps, as the sync side last read them, the selected one, and the conflict an edit form
/// was opened for.
///
/// ```swift
/// var conflicts = SyncConflicts()
/// conflicts.entries = [entry]
/// conflicts.selected?.id    // entry.id
/// ```
public struct SyncConflicts: Codable, Hashable, Sendable {
    /// The kept conflicts, oldest first.
    public var entries: [SyncConflictEntry] = []
    /// The selected conflict, by id and row.
    public var selection = ListSelection<Int64>()
    /// The conflicts a resolution was asked for and not yet reported done.
    public var resolving: Set<Int64> = []
    /// The conflict whose record's form is open (the edit key): saving it resolves it.
    public var editing: Int64?

    /// An empty list.
    public init() {}

    /// The selected entry: by id, else at the selection's row (clamped).
    public var selected: SyncConflictEntry? {
        guard let index = selection.resolvedIndex(count: entries.count, idAt: { entries[$0].id }) else { return nil }
        return entries[index]
    }
}

/// What happens on the conflicts screen and what the sync side reports about it. The keys
/// send the choices; the program's sync side (an effect) resolves in the file and answers
/// with ``conflictsLoaded(_:)``.
public enum ConflictAction: Action, Codable, Hashable {
    /// The sync side read the file's conflicts (when the screen opened, after a resolution,
    /// after a sync).
    case conflictsLoaded([SyncConflictEntry])
    /// The selection moved.
    case conflictSelected(ListSelection<Int64>)
    /// Keep mine was chosen for the conflict: the sync side makes the change again on the
    /// current data.
    case keepMineChosen(id: Int64)
    /// Take theirs was chosen for the conflict: the sync side drops it.
    case takeTheirsChosen(id: Int64)
    /// The sync side finished the resolution asked for the conflict, whatever came of it
    /// (done, refused with a reason on the status line, or failed): it is no longer shown as
    /// being resolved.
    case resolutionEnded(id: Int64)
    /// The record's form was opened with the conflict's values: saving it resolves it.
    case editOpened(id: Int64)
    /// The form opened for a conflict closed (saved or not).
    case editClosed
}

extension UIState {
    /// Applies ``ConflictAction``s to ``UIState/conflicts``.
    public static let conflictReducer = Reducer<UIState>(ConflictAction.self) { ui, action in
        switch action {
        case .conflictsLoaded(let entries):
            ui.conflicts.entries = entries
            ui.conflicts.resolving.formIntersection(entries.map(\.id))
        case .conflictSelected(let selection): ui.conflicts.selection = selection
        case .keepMineChosen(let id), .takeTheirsChosen(let id): ui.conflicts.resolving.insert(id)
        case .resolutionEnded(let id): ui.conflicts.resolving.remove(id)
        case .editOpened(let id): ui.conflicts.editing = id
        case .editClosed: ui.conflicts.editing = nil
        }
    }
}
