import AppCore
import AppStorage
import AppStoragePostgres
import Foundation

/// Replays one outbox entry on the server, through AppCore's own rules (docs/sync.md).
///
/// In one server transaction: the records the entry needs are read (a ``AppStorage/DataScope``:
/// every project and timer, the items it names), the versions it was made against must still
/// hold, AppCore's reducer must accept it on the server's data, and the change record it makes
/// there is written with the client's receipt: a resent entry is applied once. A write that
/// finds rows changed since they were read is tried again on the new data.
///
/// ```swift
/// let replay = ServerReplay(server: server, client: link.client)
/// switch try replay.replay(entry) { case .applied, .alreadyApplied: … case .refused(let why): … }
/// ```
struct ServerReplay {
    let server: PostgresStorage
    let client: UUID

    /// What became of an entry.
    enum Outcome: Equatable {
        /// Applied now.
        case applied
        /// Applied before (its acknowledgement was lost, or a copy of the file sent the same
        /// entry): nothing written again.
        case alreadyApplied
        /// The server's data refuses it: a conflict, with why.
        case refused(String)
        /// The server holds another entry under this client's number: this file is a copy or
        /// a restored backup of the one that sent it. Nothing was written; the entry is to
        /// be sent again under a new client id.
        case numberTaken
    }

    /// How many times a write that met another writer's change is tried again.
    static let attempts = 4

    func replay(_ entry: OutboxEntry) throws(StorageError) -> Outcome {
        let payload: SyncPayload, bases: RecordBases
        do {
            payload = try SyncPayload(decoding: entry.pending.payload)
            bases = try JSONDecoder().decode(RecordBases.self, from: entry.pending.bases)
        } catch {
            return .refused("this version of udf-tui cannot read it (\(error))")
        }
        for attempt in 0..<Self.attempts {
            // An entry applied before is refused by its own effect or by the receipt's key:
            // only then is it worth asking whether it was.
            if attempt > 0, let known = try receipt(of: entry) { return known }
            let data = try server.loadData(Self.scope(of: payload))
            var change: DataChange
            switch Self.apply(payload, to: data, bases: bases) {
            case .failure(let refusal): return try receipt(of: entry) ?? .refused(refusal.reason)
            case .success(let made): change = made.change
            }
            change.syncNote = .applied(client: client, sequence: entry.sequence, digest: entry.pending.digest)
            do {
                try server.write(change)
                return .applied
            } catch .changedElsewhere {
                continue
            }
        }
        if let known = try receipt(of: entry) { return known }
        throw StorageError.changedElsewhere(path: server.location)
    }

    /// What the server's receipt under the entry's number says: nil when there is none;
    /// ``Outcome/alreadyApplied`` when it is this entry's (or of an earlier version, which
    /// kept no digest); ``Outcome/numberTaken`` when another payload holds the number.
    private func receipt(of entry: OutboxEntry) throws(StorageError) -> Outcome? {
        switch try server.receipt(client: client, sequence: entry.sequence) {
        case nil: nil
        case .some(let digest): digest == nil || digest == entry.pending.digest ? .alreadyApplied : .numberTaken
        }
    }

    /// Why AppCore refused an entry on the server's data.
    struct Refusal: Error {
        var reason: String
    }

    /// The rows `payload` writes on `data` (and its change record), or the refusal: a record
    /// no longer at the version `bases` holds, or AppCore's own.
    static func apply(_ payload: SyncPayload, to data: AppData, bases: RecordBases)
        -> Result<(change: DataChange, data: AppData, record: AppChanges), Refusal> {
        if let conflict = bases.conflict(in: data) { return .failure(Refusal(reason: conflict)) }
        switch payload {
        case .action(let action):
            var state = AppState(data: data)
            state.data.beginChanges()
            AppState.reducer.reduce(&state, action)
            if let error = state.lastError { return .failure(Refusal(reason: error.message)) }
            return .success((DataChange(state.data.changes), state.data, state.data.changes))
        case .changes(let changes):
            if let refusal = data.undoRefusal(applying: changes) {
                return .failure(Refusal(reason: refusal.error(undoing: true).message))
            }
            var applied = data
            applied.apply(unchecked: changes)
            return .success((DataChange(applied.changes), applied, applied.changes))
        }
    }

    /// The part of the server's data `payload` reads: every project and timer, and the items
    /// it names (with the last item when one is removed, which takes its place; with every
    /// item of a project a change record removes, which must have none left).
    static func scope(of payload: SyncPayload) -> DataScope {
        switch payload {
        case .action(let action as ItemAction):
            switch action {
            case .itemAdded(let id, _, _, _, _, _), .itemEdited(let id, _, _, _, _, _): DataScope(items: [id])
            case .itemRestored(let item, _): DataScope(items: [item.id])
            case .itemDeleted(let id, _): DataScope(items: [id], lastItem: true)
            }
        case .action(ActivityAction.activityStopped(_, let itemID, _)):
            DataScope(items: [itemID])
        case .action:
            DataScope()
        case .changes(let changes):
            DataScope(
                items: changes.items.elements.map(\.id),
                itemsOfProjects: changes.projects.elements.filter { $0.after == nil }.map(\.id),
                lastItem: changes.items.elements.contains { $0.after == nil }
            )
        }
    }
}
