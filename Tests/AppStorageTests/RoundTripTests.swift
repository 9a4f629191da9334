@testable import AppStorage
import AppCore
import Foundation
import GRDB
import ProcessTesting
import Testing
import UDFKit

@Suite(.onOwnThread) struct RoundTripTests {
    @Test func dataWrittenAndLoadedAgainComparesEqual() throws {
        // Given two projects, items with notes in several scripts, an activity, odd instants
        let folder = TemporaryFolder()
        // When they are written as rows and loaded back from a reopened file
        let path = try folder.closedDatabase(holding: twoProjects)
        let loaded = try AppDatabase.open(at: path).loadData()
        // Then the data is the same, order and sub-microsecond digits included
        #expect(loaded == twoProjects)
    }

    @Test func theDemoDataRoundTrips() throws {
        let folder = TemporaryFolder()
        let demo = SampleData.demo()
        let path = try folder.closedDatabase(holding: demo)
        #expect(try AppDatabase.open(at: path).loadData() == demo)
    }

    @Test func datesAreStoredAsRealSecondsSinceTheReferenceDate() throws {
        // Given the data written to a file
        let folder = TemporaryFolder()
        let database = try folder.database(holding: twoProjects)
        // When the raw columns are read
        let (type, seconds) = try database.queue.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT typeof(createdAt), createdAt FROM project WHERE title = 'Hours worked'")
            return (try row?.decode(String.self, atIndex: 0), try row?.decode(Double.self, atIndex: 1))
        }
        // Then they are the exact REAL of `timeIntervalSinceReferenceDate`
        #expect(type == "real")
        #expect(seconds == 762_512_400.123_456_789)
    }

    @Test func aTextAmountIsRefusedByTheStrictTable() throws {
        // Given a database with an item
        let folder = TemporaryFolder()
        let database = try folder.database(holding: twoProjects)
        // When another program stores text as an amount
        #expect(throws: DatabaseError.self) {
            try database.queue.write { db in
                try db.execute(sql: "UPDATE item SET amount = 'abc'")
            }
        }
        // Then the file still holds the numbers
        #expect(try database.loadData() == twoProjects)
    }

    @Test func deletingAProjectInTheDatabaseDeletesItsItemsAndActivity() throws {
        let folder = TemporaryFolder()
        let database = try folder.database(holding: twoProjects)
        try database.queue.write { db in
            try db.execute(sql: "DELETE FROM project WHERE title = 'Hours worked'")
        }
        #expect(try database.loadData() == AppData(projects: [mileage], items: [fillUp]))
    }
}

/// A project's target is kept by the file, changed and removed like any edit, and a
/// database made before targets existed opens with none.
@Suite(.onOwnThread) struct TargetStorageTests {
    let folder = TemporaryFolder()
    let at = date("2025-03-10T12:00:00Z")

    @Test func aTargetIsWrittenChangedAndRemoved() throws {
        let app = try PersistentStore(database: folder.database(holding: twoProjects), watchInterval: nil)
        for target in [Target(kind: .atLeast, amount: 500), Target(kind: .atMost, amount: 300.5), nil] {
            #expect(app.apply(ProjectAction.targetSet(id: mileage.id, target: target, at: at)) == .applied)
            #expect(try app.database.loadData().projects[id: mileage.id]?.target == target)
            #expect(try app.database.loadData() == app.store.state.data)
        }
        #expect(app.apply(ProjectAction.targetSet(id: mileage.id, target: Target(kind: .atLeast, amount: 0), at: at)) == .refused(.targetNotPositive))
        // Undo puts the earlier target back, in the file too.
        #expect(app.apply(HistoryAction.undone) == .applied)
        #expect(try app.database.loadData().projects[id: mileage.id]?.target == Target(kind: .atMost, amount: 300.5))
    }

    @Test func halfATargetIsRefusedByTheFile() throws {
        let database = try folder.database(holding: twoProjects)
        #expect(throws: (any Error).self) {
            try database.perform { db in try db.execute(sql: "UPDATE project SET targetKind = 'atLeast'") }
        }
    }
}
