/// The tables a file keeps while it syncs with a PostgreSQL server (migration
/// `v5-sync`, docs/sync.md): the link to the server, the outbox of actions not yet
/// acknowledged by it, and the conflicts it refused, kept for the user.
///
/// None of them has change-log triggers: they are not data, and a reload never reads them.
enum SyncSchema {
    /// The migration's identifier, as `grdb_migrations` records it.
    static let migration = "v5-sync"

    /// The three tables.
    ///
    /// - `syncLink`: one row once the file is linked: this file's client id (the server
    ///   remembers which of its sequence numbers it applied), the server as people read it
    ///   (no password), the server's change-log sequence the file's data was last pulled at,
    ///   whether the first sync (upload, download or merge) is done, and when it last synced.
    /// - `syncOutbox`: each accepted action, in order (`seq` is never reused: AUTOINCREMENT),
    ///   its payload (``SyncPayload``) and the versions of the records it changed.
    /// - `syncConflict`: an outbox row the server refused, with why, until the user resolves it.
    static let sql = """
        CREATE TABLE syncLink (
            only INTEGER PRIMARY KEY CHECK (only = 1),
            client BLOB NOT NULL CHECK (length(client) = 16),
            server TEXT NOT NULL,
            cursor INTEGER NOT NULL DEFAULT 0,
            firstSyncDone INTEGER NOT NULL DEFAULT 0,
            lastSyncedAt REAL
        ) STRICT;
        CREATE TABLE syncOutbox (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            payload BLOB NOT NULL,
            bases BLOB NOT NULL,
            madeAt REAL NOT NULL
        ) STRICT;
        CREATE TABLE syncConflict (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            outboxSeq INTEGER,
            payload BLOB NOT NULL,
            bases BLOB NOT NULL,
            reason TEXT NOT NULL,
            foundAt REAL NOT NULL
        ) STRICT;
        """
}
