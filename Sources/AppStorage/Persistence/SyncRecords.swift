import AppCore
import Foundation

/// A file's link to the server it syncs with (the `syncLink` row, docs/sync.md).
package struct SyncLink: Equatable, Sendable {
    /// This file's id on the server: its outbox sequence numbers are this client's. A file
    /// found to be a copy or a restored backup takes a new one (``AppDatabase/takeNewClient(replacing:)``).
    package var client: UUID
    /// The server, as people read it (no password): the URL a sync connects to.
    package var server: String
    /// The server's change-log sequence the file's data was last pulled at.
    package var cursor: Int64
    /// Whether the first sync (upload, download or merge) is done.
    package var firstSyncDone: Bool
    /// When a sync last completed (pushed everything it could, then pulled).
    package var lastSyncedAt: Date?
    /// The identity of the server database (its `udf_tui_server` row), once a sync read it.
    package var serverID: UUID?
    /// The server's place as the connection resolved it (`PostgresLocation.place`), for a database
    /// without an identity yet; nil on a link made before it was kept.
    package var serverKey: String?
    /// What a restore or a re-creation of the server database changes; nil until a sync read it.
    package var fingerprint: String?
    /// The highest outbox number the server acknowledged for ``client``.
    package var acknowledged: Int64 = 0
    /// Whether the next sync merges the file into the server's data, newer versions kept: the
    /// server lost what the file knows it synced (restored from a dump, re-created).
    package var recovering = false

    package init(
        client: UUID, server: String, cursor: Int64, firstSyncDone: Bool, lastSyncedAt: Date? = nil, serverID: UUID? = nil,
        serverKey: String? = nil, fingerprint: String? = nil, acknowledged: Int64 = 0, recovering: Bool = false
    ) {
        self.client = client
        self.server = server
        self.cursor = cursor
        self.firstSyncDone = firstSyncDone
        self.lastSyncedAt = lastSyncedAt
        self.serverID = serverID
        self.serverKey = serverKey
        self.fingerprint = fingerprint
        self.acknowledged = acknowledged
        self.recovering = recovering
    }
}

/// What a server database says of itself at each sync (docs/sync.md, *Which server*).
package struct ServerIdentity: Equatable, Sendable {
    /// The id in its `udf_tui_server` row, made with its tables (a dump carries it).
    package var id: UUID
    /// What a restore or re-creation changes (the database's and the table's object ids).
    package var fingerprint: String

    package init(id: UUID, fingerprint: String) {
        self.id = id
        self.fingerprint = fingerprint
    }
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
