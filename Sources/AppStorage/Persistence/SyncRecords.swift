import AppCore
import Foundation

/// A file's link to the server it syncs with (the `syncLink` row, docs/sync.md).
package struct SyncLink: Equatable, Sendable {
    /// This file's id on the server: its outbox sequence numbers are this client's.
    package var client: UUID
    /// The server, as people read it (no password).
    package var server: String
    /// The server's change-log sequence the file's data was last pulled at.
    package var cursor: Int64
    /// Whether the first sync (upload, download or merge) is done.
    package var firstSyncDone: Bool
    /// When a sync last completed (pushed everything it could, then pulled).
    package var lastSyncedAt: Date?
}

/// One action waiting in the outbox, by its sequence number.
package struct OutboxEntry: Equatable, Sendable {
    /// Its place in the outbox; never reused.
    package var sequence: Int64
    /// What to replay on the server.
    package var pending: PendingAction
}

/// An action the server refused, kept until the user resolves it.
package struct SyncConflict: Equatable, Sendable {
    /// Its number, which `udf-tui sync resolve` takes.
    package var id: Int64
    /// The outbox entry it was, if it was one (a first sync's merge makes others).
    package var outboxSequence: Int64?
    /// The action or change record refused.
    package var pending: PendingAction
    /// Why, in a few words ("item changed elsewhere").
    package var reason: String
    /// When the refusal was found.
    package var foundAt: Date

    package init(id: Int64 = 0, outboxSequence: Int64?, pending: PendingAction, reason: String, foundAt: Date) {
        self.id = id
        self.outboxSequence = outboxSequence
        self.pending = pending
        self.reason = reason
        self.foundAt = foundAt
    }
}

/// How many actions wait and how many conflicts are kept.
package struct SyncCounts: Equatable, Sendable {
    package var waiting: Int
    package var conflicts: Int
}
