import GRDB

/// The schema of udf-tui's database, as GRDB migrations.
///
/// Three STRICT tables mirror ``AppData``: `project`, `item` and `activity`. In each, the
/// `position` column is the rowid, and gives the order of the element in its array in
/// memory, so that a state written and read back compares equal, order included:
/// appending takes the next rowid, and removing keeps the others where they are.
/// Ids are 16-byte UUID blobs; dates are `timeIntervalSinceReferenceDate` as REAL, the only
/// form that round-trips exactly. Items and activities go with their project
/// (`ON DELETE CASCADE`). Triggers note every change to a row in `changeLog`, whoever
/// made it, so that a store can read only what another program changed (``ChangeLog``).
/// See docs/persistence.md.
enum AppSchema {
    /// `PRAGMA application_id` of udf-tui databases: "udft" in ASCII.
    static let applicationID: Int32 = 0x7564_6674

    /// The highest `PRAGMA user_version` this version can use. udf-tui records its schema
    /// in GRDB's `grdb_migrations` table and leaves `user_version` at 0; a file with a
    /// higher one was written by a newer version that counts its schema there, and is
    /// refused before anything is written, as a newer migration is.
    static let userVersion: Int32 = 0

    /// The identifiers of the migrations, as `grdb_migrations` records them.
    enum Migration {
        /// The first schema (udf-tui up to commit 6ec15b9).
        static let first = "v1"
        /// Record versions on projects and items.
        static let recordVersions = "v2-record-versions"
        /// A project's target per period.
        static let targets = "v3-targets"
        /// Rows removed with their project are not logged one by one.
        static let cascadesLoggedOnce = "v4-cascades-logged-once"
        /// The sync tables (``SyncSchema``).
        static let sync = SyncSchema.migration
        /// The link knows its server by identity (``SyncSchema/identitySQL``).
        static let syncIdentity = SyncSchema.identityMigration
    }

    /// The migrations, oldest first. Never edit a shipped migration: add a new one, and
    /// name the columns it adds in the table's description
    /// (``StoredColumn/added(_:_:optional:by:olderRows:_:)``), so that read commands can
    /// still read a file without it; a migration that adds columns runs
    /// ``addingColumns(of:by:)``.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(Migration.first) { db in
            try db.execute(sql: version1)
        }
        migrator.registerMigration(Migration.recordVersions) { db in
            try db.execute(sql: recordVersions)
        }
        migrator.registerMigration(Migration.targets) { db in
            try db.execute(sql: targets)
        }
        migrator.registerMigration(Migration.cascadesLoggedOnce) { db in
            try db.execute(sql: cascadesLoggedOnce)
        }
        migrator.registerMigration(Migration.sync) { db in
            try db.execute(sql: SyncSchema.sql)
        }
        migrator.registerMigration(Migration.syncIdentity) { db in
            try db.execute(sql: SyncSchema.identitySQL)
        }
        return migrator
    }()

    /// The statements that add the columns of `table` that `migration` adds
    /// (``StoredStatements/addingColumns(by:_:)``): what a migration adding a column runs.
    static func addingColumns<Table: StoredTable>(of table: Table.Type, by migration: String) -> String {
        StoredStatements<Table>.addingColumns(by: migration, .sqlite).map { $0 + ";" }.joined(separator: "\n")
    }

    /// The `CREATE TABLE` of a new table of `table`'s first columns, `position` its rowid.
    static func creating<Table: StoredTable>(_ table: Table.Type) -> String {
        StoredStatements<Table>.creating(.sqlite, positionDeclaration: "position INTEGER PRIMARY KEY", keyConstraint: "UNIQUE", suffix: " STRICT")
    }

    /// The first schema: projects, items and running activities.
    private static let version1 = """
        PRAGMA application_id = \(applicationID);
        CREATE TABLE project (
            position INTEGER PRIMARY KEY,
            id BLOB NOT NULL UNIQUE CHECK (length(id) = 16),
            title TEXT NOT NULL CHECK (title <> ''),
            units TEXT NOT NULL,
            frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'monthly', 'yearly')),
            createdAt REAL NOT NULL,
            updatedAt REAL NOT NULL
        ) STRICT;
        CREATE INDEX project_listOrder ON project (updatedAt DESC, createdAt DESC, id);
        CREATE TABLE item (
            position INTEGER PRIMARY KEY,
            id BLOB NOT NULL UNIQUE CHECK (length(id) = 16),
            projectID BLOB NOT NULL REFERENCES project (id) ON DELETE CASCADE,
            amount REAL NOT NULL,
            timestamp REAL NOT NULL,
            notes TEXT
        ) STRICT;
        CREATE INDEX item_byProjectAndTime ON item (projectID, timestamp);
        CREATE TABLE activity (
            position INTEGER PRIMARY KEY,
            projectID BLOB NOT NULL UNIQUE REFERENCES project (id) ON DELETE CASCADE,
            startedAt REAL NOT NULL
        ) STRICT;
        CREATE TABLE changeLog (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            tableName TEXT NOT NULL,
            rowKey BLOB NOT NULL,
            operation TEXT NOT NULL CHECK (operation IN ('insert', 'update', 'delete')),
            moved INTEGER NOT NULL DEFAULT 0
        ) STRICT;
        \(changeTriggers(table: "project", key: "id"))
        \(changeTriggers(table: "item", key: "id"))
        \(changeTriggers(table: "activity", key: "projectID"))
        """

    /// Every project and item counts its changes (``AppCore/Project/version``), so that a
    /// save prepared against an older version is refused instead of overwriting another
    /// program's change. Existing rows start at 1.
    private static let recordVersions = """
        ALTER TABLE project ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
        ALTER TABLE item ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
        """

    /// A project's target per period (``AppCore/Target``): both columns, or neither.
    private static let targets = """
        ALTER TABLE project ADD COLUMN targetKind TEXT CHECK (targetKind IN ('atLeast', 'atMost'));
        ALTER TABLE project ADD COLUMN targetAmount REAL CHECK ((targetKind IS NULL) = (targetAmount IS NULL));
        """

    /// The items and the timer that `ON DELETE CASCADE` removes with their project are not
    /// logged one by one: the project's own deletion says they went (``DataDelta`` removes
    /// them with it). By the time SQLite runs a cascade, the project row is gone, so the
    /// `WHEN` finds no project. Deleting a project of a million items logged a million rows,
    /// half of the statement's time, for a log that keeps the last 10,000.
    private static let cascadesLoggedOnce = """
        DROP TRIGGER itemDeleted;
        DROP TRIGGER activityDeleted;
        \(deletionTrigger(table: "item", key: "id", when: "EXISTS (SELECT 1 FROM project WHERE id = OLD.projectID)"))
        \(deletionTrigger(table: "activity", key: "projectID", when: "EXISTS (SELECT 1 FROM project WHERE id = OLD.projectID)"))
        """

    /// Triggers that note each insert, update and deletion of a row of `table` in
    /// `changeLog`, flagging an update that moved the row (a new `position`). Deletions by
    /// `ON DELETE CASCADE` fire them too, until ``cascadesLoggedOnce``.
    private static func changeTriggers(table: String, key: String) -> String {
        """
        CREATE TRIGGER \(table)Inserted AFTER INSERT ON \(table) BEGIN
            INSERT INTO changeLog (tableName, rowKey, operation) VALUES ('\(table)', NEW.\(key), 'insert');
        END;
        CREATE TRIGGER \(table)Updated AFTER UPDATE ON \(table) BEGIN
            INSERT INTO changeLog (tableName, rowKey, operation, moved)
            VALUES ('\(table)', NEW.\(key), 'update', OLD.position <> NEW.position OR OLD.\(key) <> NEW.\(key));
        END;
        \(deletionTrigger(table: table, key: key))
        """
    }

    /// The trigger that notes a deletion from `table`, when `when` holds.
    private static func deletionTrigger(table: String, key: String, when: String? = nil) -> String {
        """
        CREATE TRIGGER \(table)Deleted AFTER DELETE ON \(table)\(when.map { " WHEN " + $0 } ?? "") BEGIN
            INSERT INTO changeLog (tableName, rowKey, operation) VALUES ('\(table)', OLD.\(key), 'delete');
        END;
        """
    }
}
