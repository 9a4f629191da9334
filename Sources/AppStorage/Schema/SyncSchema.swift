/// The tables a file keeps while it syncs with a PostgreSQL server (migration
/// `v5-sync`, docs/sync.md): the link to the server, the outbox of actions not yet
/// acknowledged by it, and the conflicts it refused, kept for the user.
///
/// None of them has change-log triggers: they are not data, and a reload never reads them.
enum SyncSchema {
    /// The migration's identifier, as `grdb_migrations` records it.
    static let migration = "v5-sync"

    /// The migration that binds a link to the server database by its identity rather than
    /// its URL, and remembers what the server acknowledged (docs/sync.md, *Which server*).
    static let identityMigration = "v6-sync-identity"

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

    /// What ``identityMigration`` adds to `syncLink`:
    ///
    /// - `serverID`: the identity the server database keeps in `udf_tui_server` (a dump
    ///   restored elsewhere keeps it; another database has another);
    /// - `serverKey`: the server's place as the connection resolved it (host, port, database,
    ///   options; the loopback names one), for a database that has no identity yet;
    /// - `fingerprint`: what a restore cannot keep (the database's and the identity table's
    ///   object ids): a change means the database was restored or re-created;
    /// - `acknowledged`: the highest outbox number the server acknowledged for this client,
    ///   which a server restored from a dump no longer has;
    /// - `recovering`: set when the server lost what the file synced: the next sync merges the
    ///   file's data into the server's (newer versions kept) before it pushes.
    static let identitySQL = """
        ALTER TABLE syncLink ADD COLUMN serverID BLOB CHECK (serverID IS NULL OR length(serverID) = 16);
        ALTER TABLE syncLink ADD COLUMN serverKey TEXT;
        ALTER TABLE syncLink ADD COLUMN fingerprint TEXT;
        ALTER TABLE syncLink ADD COLUMN acknowledged INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE syncLink ADD COLUMN recovering INTEGER NOT NULL DEFAULT 0;
        """
}
