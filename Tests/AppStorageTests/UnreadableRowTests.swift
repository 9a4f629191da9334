@testable import AppStorage
import AppCore
import Foundation
import GRDB
import ProcessTesting
import Testing

/// Rows SQLite returns but that cannot be part of the data are refused as damage, naming
/// what is wrong, whichever table they are in; loading never traps on them.
@Suite(.onOwnThread) struct UnreadableRowTests {
    let folder = TemporaryFolder()

    /// Runs `sql` on the file at `path` with SQLite's own guards lifted, as a damaged file
    /// or a careless program could leave it: CHECK constraints ignored, and the schema
    /// writable.
    func tamper(_ path: String, _ sql: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON; PRAGMA writable_schema = ON; " + sql)
        }
        try queue.close()
    }

    /// Takes the UNIQUE index off the item ids, as a damaged schema could.
    func dropTheUniqueIndexOfItemIds(_ path: String) throws {
        try tamper(path, """
            UPDATE sqlite_master SET sql = replace(sql, 'id BLOB NOT NULL UNIQUE', 'id BLOB NOT NULL') WHERE name = 'item';
            DELETE FROM sqlite_master WHERE name = 'sqlite_autoindex_item_1';
            """)
    }

    @Test func twoItemsWithTheSameIdAreRefused() throws {
        // Given a file whose item ids lost their UNIQUE index, and two items with one id
        let path = try folder.closedDatabase(holding: twoProjects)
        try dropTheUniqueIndexOfItemIds(path)
        try tamper(path, "UPDATE item SET id = (SELECT id FROM item ORDER BY position LIMIT 1)")
        // When it is loaded, Then it is refused as damaged
        #expect(throws: StorageError.damaged(path: path, detail: "two items have the same id")) {
            try AppDatabase.open(at: path, access: .readOnly).loadData()
        }
    }

    @Test func withoutTheUniqueIndexButWithDistinctIdsTheItemsLoad() throws {
        // The same tampering without a duplicate: what is refused above is the duplicate.
        let path = try folder.closedDatabase(holding: twoProjects)
        try dropTheUniqueIndexOfItemIds(path)
        #expect(try AppDatabase.open(at: path, access: .readOnly).loadData() == twoProjects)
    }

    @Test func aProjectWithAnUnknownFrequencyIsRefused() throws {
        let path = try folder.closedDatabase(holding: twoProjects)
        try tamper(path, "UPDATE project SET frequency = 'weekly' WHERE title = 'Hours worked'")
        let id = try #require(twoProjects.projects.first { $0.title == "Hours worked" }?.id)
        #expect(throws: StorageError.unusableRow(path: path, row: "project \(id)", reason: "The frequency 'weekly' is not daily, monthly or yearly.")) {
            try AppDatabase.open(at: path, access: .readOnly).loadData()
        }
    }
}
