import AppCore
import AppStorage
import Foundation

extension ServerReplay {
    /// Replays `entries` in order in one server transaction, on one read of the records they
    /// need: what makes a long offline outbox quick to send. Returns nil, having written
    /// nothing, when the batch cannot go this way and each entry must be replayed alone
    /// (``replay(_:)``): an entry that removes an item (its place goes to the last item,
    /// which only a read after the previous removal knows), one refused (it may have been
    /// applied already, or be a conflict), or a write that met another writer's change.
    func replay(batch entries: [OutboxEntry]) throws(StorageError) -> Bool {
        guard let decoded = Self.decode(entries), !decoded.contains(where: { Self.removesAnItem($0.payload) }) else { return false }
        var data = try server.loadData(Self.scope(of: decoded.map(\.payload)))
        var changes: [DataChange] = []
        for (entry, (payload, bases)) in zip(entries, decoded) {
            guard case .success(let made) = Self.apply(payload, to: data, bases: bases) else { return false }
            var change = made.change
            change.syncNote = .applied(client: client, sequence: entry.sequence, digest: entry.pending.digest)
            changes.append(change)
            data = made.data
        }
        do {
            try server.write(changes)
            return true
        } catch .changedElsewhere {
            return false
        }
    }

    private static func decode(_ entries: [OutboxEntry]) -> [(payload: SyncPayload, bases: RecordBases)]? {
        try? entries.map { entry in
            (try SyncPayload(decoding: entry.pending.payload), try JSONDecoder().decode(RecordBases.self, from: entry.pending.bases))
        }
    }

    private static func removesAnItem(_ payload: SyncPayload) -> Bool {
        switch payload {
        case .action(ItemAction.itemDeleted): true
        case .action: false
        case .changes(let changes): changes.items.elements.contains { $0.after == nil }
        }
    }

    /// The records a batch reads: every project and timer, and every item one of them names.
    private static func scope(of payloads: [SyncPayload]) -> DataScope {
        let scopes = payloads.map(scope(of:))
        return DataScope(items: scopes.flatMap(\.items), itemsOfProjects: scopes.flatMap(\.itemsOfProjects))
    }
}
