@testable import AppStorage
import AppCore
import Foundation
import GRDB
import ProcessTesting
import Testing

/// Each file the storage must not use is refused with one clear sentence, and left exactly
/// as it was.
@Suite(.onOwnThread) struct OpeningTests {
    let folder = TemporaryFolder()

    @Test func aNewDatabaseIsCreatedInWALModeWithFullSyncsAndForeignKeys() throws {
        let database = try AppDatabase.open(at: folder.file("new.sqlite"))
        let settings = try database.queue.read { db in
            [
                try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                try Int.fetchOne(db, sql: "PRAGMA synchronous").map(String.init),
                try Int.fetchOne(db, sql: "PRAGMA foreign_keys").map(String.init),
                try Int.fetchOne(db, sql: "PRAGMA application_id").map(String.init),
            ]
        }
        #expect(settings == ["wal", "2", "1", String(AppSchema.applicationID)])
        #expect(try database.loadData() == AppData())
    }

    @Test func theTablesAreStrictWithCascadingForeignKeysAndIndexes() throws {
        let database = try AppDatabase.open(at: folder.file("new.sqlite"))
        let schema = try database.queue.read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE name IN ('project', 'item', 'activity') ORDER BY name")
        }
        #expect(schema.count == 3)
        #expect(schema.allSatisfy { $0.hasSuffix("STRICT") })
        #expect(schema.filter { $0.contains("ON DELETE CASCADE") }.count == 2)
        let indexes = try database.queue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
        }
        #expect(indexes == ["item_byProjectAndTime", "project_listOrder"])
    }

    @Test func aFolderIsRefused() {
        #expect(throws: StorageError.isDirectory(path: folder.path)) {
            try AppDatabase.open(at: folder.path)
        }
    }

    @Test func aMissingFileOpenedReadOnlyIsRefusedAndNotCreated() {
        let path = folder.file("missing.sqlite")
        #expect(throws: StorageError.notFound(path: path)) {
            try AppDatabase.open(at: path, access: .readOnly)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aMissingFolderIsRefused() {
        let path = folder.file("nowhere/udf.sqlite")
        #expect(throws: StorageError.folderUnavailable(path: folder.file("nowhere"), reason: "it does not exist")) {
            try AppDatabase.open(at: path)
        }
    }

    @Test func aFileOfAnotherKindIsRefusedUntouched() {
        let path = folder.file("notes.sqlite")
        write(Data("These are my notes, not a database.\n".utf8), to: path)
        let before = FileSnapshot(path)
        #expect(throws: StorageError.notADatabase(path: path)) {
            try AppDatabase.open(at: path)
        }
        #expect(FileSnapshot(path) == before)
    }

    @Test func anSQLiteDatabaseOfAnotherProgramIsRefusedUntouched() throws {
        let path = folder.file("other.sqlite")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE contact (name TEXT)")
        }
        let before = FileSnapshot(path)
        #expect(throws: StorageError.foreignDatabase(path: path)) {
            try AppDatabase.open(at: path)
        }
        #expect(FileSnapshot(path) == before)
    }

    @Test func aDatabaseOfANewerVersionIsRefusedUntouched() throws {
        let path = try folder.closedDatabase(holding: twoProjects)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v2: tags')")
        }
        let before = FileSnapshot(path)
        #expect(throws: StorageError.newerVersion(path: path, unknownMigrations: ["v2: tags"])) {
            try AppDatabase.open(at: path)
        }
        #expect(throws: StorageError.newerVersion(path: path, unknownMigrations: ["v2: tags"])) {
            try AppDatabase.open(at: path, access: .readOnly)
        }
        #expect(FileSnapshot(path) == before)
    }

    @Test func aReadOnlyFileIsRefusedForWritingButCanBeRead() throws {
        let path = try folder.closedDatabase(holding: twoProjects)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let before = FileSnapshot(path)
        #expect(throws: StorageError.readOnly(path: path)) {
            try AppDatabase.open(at: path)
        }
        #expect(try AppDatabase.open(at: path, access: .readOnly).loadData() == twoProjects)
        #expect(FileSnapshot(path) == before)
    }

    @Test func theDefaultLocationFollowsTheXDGConvention() {
        #expect(DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "/data/ana/", "HOME": "/home/ana"]) == "/data/ana/udf-tui/udf.sqlite")
        #expect(DatabaseLocation.defaultPath(environment: ["HOME": "/home/ana"]) == "/home/ana/.local/share/udf-tui/udf.sqlite")
        #expect(DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ana"]) == "/home/ana/.local/share/udf-tui/udf.sqlite")
        #expect(DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/home/ana"]) == "/home/ana/.local/share/udf-tui/udf.sqlite")
    }

    @Test func theDefaultFolderIsCreatedWithItsParents() throws {
        let path = DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": folder.file("deep/data")])
        try DatabaseLocation.createFolder(for: path)
        #expect(try AppDatabase.open(at: path).loadData() == AppData())
    }
}

/// A database written by the previous version (schema v2-record-versions, kept as a file:
/// two projects, an item with milliseconds, a running timer) opens, migrates, and keeps
/// everything; its projects have no target until one is set.
@Suite(.onOwnThread) struct MigrationTests {
    let folder = TemporaryFolder()

    @Test func aDatabaseOfThePreviousVersionOpensAndMigrates() throws {
        let original = try #require(Bundle.module.url(forResource: "made-by-v2-record-versions", withExtension: "sqlite", subdirectory: "Fixtures"))
        let path = folder.file("old.sqlite")
        try FileManager.default.copyItem(atPath: original.path, toPath: path)

        let app = try PersistentStore(database: AppDatabase.open(at: path), watchInterval: nil)
        let data = app.store.state.data
        #expect(data.projects.map(\.title).sorted() == ["Hours", "Mileage"])
        #expect(data.projects.allSatisfy { $0.target == nil })
        #expect(data.items.map(\.amount) == [412.5])
        #expect(data.items.first?.notes == "Trip, \"quoted\"")
        #expect(data.activities.count == 1)
        let mileage = try #require(data.projects.first { $0.title == "Mileage" })
        #expect(app.apply(ProjectAction.targetSet(id: mileage.id, target: Target(kind: .atLeast, amount: 500), at: Date())) == .applied)
        app.close()

        let reopened = try AppDatabase.open(at: path)
        defer { reopened.close() }
        #expect(try reopened.loadData().projects[id: mileage.id]?.target == Target(kind: .atLeast, amount: 500))
        let applied = try reopened.perform { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
        #expect(applied == ["v1", "v2-record-versions", "v3-targets", "v4-cascades-logged-once", "v5-sync", "v6-sync-identity"])
    }
}
