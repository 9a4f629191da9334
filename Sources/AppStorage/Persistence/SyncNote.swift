import AppCore
import Foundation
import UDFKit

/// What a write notes for sync besides its rows, in the same transaction (docs/sync.md).
///
/// On the local file, an accepted action goes to the outbox (``pending(_:)``); on the server,
/// an action applied for a client records that client's sequence number and a digest of
/// what it applied (``applied(client:sequence:digest:)``), so that a batch sent again is
/// applied once, and a different entry under the same number (from a copy of the file) is
/// never taken for it.
package enum SyncNote: Equatable, Sendable {
    /// Append this action to the file's outbox.
    case pending(PendingAction)
    /// Record on the server that `client`'s outbox entry `sequence`, whose payload and bases
    /// hash to `digest`, is applied.
    case applied(client: UUID, sequence: Int64, digest: Data)
}

/// One accepted action as the outbox keeps it: what to replay on the server, and the
/// versions the records it changed had here before it.
///
/// ```swift
/// let pending = try PendingAction(action, changes: state.data.changes)
/// ```
package struct PendingAction: Equatable, Sendable {
    /// A ``SyncPayload``, encoded.
    package var payload: Data
    /// A ``RecordBases``, encoded.
    package var bases: Data

    package init(payload: Data, bases: Data) {
        self.payload = payload
        self.bases = bases
    }

    /// The outbox entry of `action`, which made `changes` and left `data`: an AppCore data
    /// action is sent as itself (replayed through the reducers on the server); anything else
    /// that made a change record (an undo, a redo) as that record.
    package init(_ action: any Action, changes: AppChanges, leaving data: AppData) throws {
        let isAction = AppState.actionRegistry.name(of: action) != nil && !(action is HistoryAction)
        var bases = RecordBases(changes)
        if isAction {
            bases.made = changes
            bases.context = RecordBases.context(of: changes, in: data)
        }
        self.init(payload: try (isAction ? SyncPayload.action(action) : .changes(changes)).encoded(), bases: try JSONEncoder().encode(bases))
    }
}

/// What the server replays for one outbox entry.
package enum SyncPayload: Sendable {
    /// An AppCore action, replayed through `AppState.reducer` on the server's data.
    case action(any Action)
    /// A change record (an undo or redo step), applied with AppCore's undo rules
    /// (`AppData.undoRefusal(applying:)`).
    case changes(AppChanges)

    private struct Coded: Codable {
        var action: ActionEnvelope?
        var changes: AppChanges?
    }

    /// The JSON form: `{"action": {"type": …, "action": …}}` or `{"changes": …}`.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.userInfo[.actionRegistry] = AppState.actionRegistry
        switch self {
        case .action(let action): return try encoder.encode(Coded(action: ActionEnvelope(action)))
        case .changes(let changes): return try encoder.encode(Coded(changes: changes))
        }
    }

    /// Reads ``encoded()``'s form back.
    package init(decoding data: Data) throws {
        let decoder = JSONDecoder()
        decoder.userInfo[.actionRegistry] = AppState.actionRegistry
        let coded = try decoder.decode(Coded.self, from: data)
        if let action = coded.action?.action {
            self = .action(action)
        } else if let changes = coded.changes {
            self = .changes(changes)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "neither an action nor a change record"))
        }
    }
}

/// The versions the projects and items an action changed had before it (a project whose
/// only change is `updatedAt` left out: its items' changes move it), and every record it
/// touched: what the server checks before replaying it, and what makes a later entry on
/// the same records wait behind a conflict.
package struct RecordBases: Codable, Equatable, Sendable {
    /// Project id to the version it had.
    package var projects: [UUID: Int] = [:]
    /// Item id to the version it had.
    package var items: [UUID: Int] = [:]
    /// Every record the action inserted, changed or removed (a project only touched by its
    /// items' changes left out).
    package var records: [RecordID] = []
    /// On a kept conflict: true once a pull wrote the server's data over the file after it
    /// was found. Until then, the outbox entries after it were made on top of the refused
    /// change and wait behind it as conflicts; after it, the file shows the server's version
    /// and new entries are made on that (docs/sync.md, *Conflicts*).
    package var settled: Bool?
    /// The change record the action made here, when the payload is an action (a change
    /// record payload is its own): what a conflict shows as "mine", and what keep mine makes
    /// again field by field on the server's version (docs/sync.md, *Conflicts*).
    package var made: AppChanges?
    /// The projects of the items ``made`` changes, as they were here, when it does not change
    /// them itself: what keep mine makes again when one was deleted elsewhere (the items
    /// need it).
    package var context: [Project]?

    package init() {}

    /// The projects of the items `changes` adds or edits that it does not change itself, as
    /// `data` holds them.
    static func context(of changes: AppChanges, in data: AppData) -> [Project]? {
        let changed = Set(changes.projects.elements.map(\.id))
        var ids: [ProjectID] = []
        for item in changes.items.elements.compactMap(\.after) where !changed.contains(item.projectID) && !ids.contains(item.projectID) {
            ids.append(item.projectID)
        }
        let projects = ids.compactMap { data.projects[id: $0] }
        return projects.isEmpty ? nil : projects
    }

    /// The bases of a change record. A project whose only change is its `updatedAt` (an
    /// item of it added, edited or removed) is in neither: a conflict over one item then
    /// holds back later actions on that item only, never on the rest of the project.
    package init(_ changes: AppChanges) {
        for change in changes.projects.elements {
            if let before = change.before, let after = change.after {
                var same = after
                same.updatedAt = before.updatedAt
                if same == before { continue }
            }
            records.append(.project(id: change.id))
            guard let before = change.before else { continue }
            projects[before.id.rawValue] = before.version
        }
        for change in changes.items.elements {
            records.append(.item(id: change.id))
            if let before = change.before { items[before.id.rawValue] = before.version }
        }
        records += changes.activities.elements.map { .activity(projectID: $0.id) }
    }

    /// Why `data` no longer holds these versions (a record changed or deleted elsewhere), or nil.
    package func conflict(in data: AppData) -> String? {
        for (id, version) in projects {
            guard let project = data.projects[id: ProjectID(id)] else { return "project deleted elsewhere" }
            if project.version != version { return "project \"\(project.title)\" changed elsewhere" }
        }
        for (id, version) in items {
            guard let item = data.items[id: ItemID(id)] else { return "item deleted elsewhere" }
            if item.version != version { return "item changed elsewhere" }
        }
        return nil
    }
}
