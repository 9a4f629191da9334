@testable import AppStorage
import AppCore
import Foundation
import ProcessTesting
import Testing

/// Deleting a project logs the project and not each of its items: the items go by
/// `ON DELETE CASCADE`, which both engines' triggers leave out (a project of a million items
/// logged a million rows, most of the deletion's time), and a watching store removes them
/// with the project. Items deleted one by one are still logged one by one.
@Suite(.onOwnThread) struct CascadeLogTests {
    let at = date("2025-03-06T10:00:00Z")

    @Test(arguments: Backend.all)
    func aDeletedProjectIsLoggedWithoutItsItemsAndAWatchingStoreDropsThemToo(_ backend: Backend) throws {
        // Given a store that watches, and another program on the same tables
        let database = try ConformanceDatabase(backend)
        let running = try PersistentStore(storage: database.open(holding: twoProjects), watchInterval: .milliseconds(10))
        let other = try PersistentStore(storage: database.open(), watchInterval: nil)
        defer { running.close(); other.close() }
        let before = try BulkImportTests().logTables(database).count
        // When the other program deletes Hours worked, whose item and timer go with it
        #expect(other.apply(ProjectAction.projectDeleted(id: hoursWorked.id)) == .applied)
        // Then the log names no item, and the watching store has exactly the file's data
        let logged = try BulkImportTests().logTables(database).dropFirst(before)
        #expect(logged.contains("project"))
        #expect(!logged.contains("item"))
        let expected = try database.dataOnDisk()
        #expect(!expected.items.contains { $0.projectID == hoursWorked.id } && !expected.activities.contains { $0.projectID == hoursWorked.id })
        waitUntil { running.store.state.data == expected }
        #expect(running.store.state.data == expected)
    }

    @Test(arguments: Backend.all)
    func anItemDeletedOnItsOwnIsStillLogged(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let app = try PersistentStore(storage: database.open(holding: twoProjects), watchInterval: nil)
        defer { app.close() }
        let before = try BulkImportTests().logTables(database).count
        #expect(app.apply(ItemAction.itemDeleted(id: tenthOfAnHour.id, at: at)) == .applied)
        #expect(try BulkImportTests().logTables(database).dropFirst(before).contains("item"))
    }
}
