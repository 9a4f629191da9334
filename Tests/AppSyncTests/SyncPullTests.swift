@testable import AppStorage
@testable import AppSync
import AppCore
import Foundation
import ProcessTesting
import Testing

/// A synchronizer keeps the server's data its last pull read, and the next pull reads only
/// the rows changed since from `udf_tui_changes`: the file still ends equal to the server.
@Suite(.enabled(if: SyncServer.isThere, SyncServer.missing), .onOwnThread)
struct SyncPullTests {
    typealias F = SyncFixtures

    @Test func aSecondPullReadsOnlyTheChangedRowsAndTheFileEqualsTheServer() throws {
        // Given B, which pulled the server's project and item once
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        try b.sync()
        #expect(b.synchronizer.lastPullRead == .everything)

        // When A edits the item and adds another, and B pulls again
        a.apply(F.edited(F.fillUp, amount: 400, version: 1))
        a.apply(F.added(F.secondFillUp, amount: 388))
        try a.sync()
        let report = try b.sync()

        // Then B read only the changes, and holds what the server holds
        #expect(b.synchronizer.lastPullRead == .changes)
        #expect(report.received == 3)    // the item edited, the item added, their project's updatedAt
        #expect(try b.fileData() == world.serverData())
        #expect(try b.fileData().items.map(\.amount) == [400, 388])
    }

    @Test func aPullAfterManyChangesReadsEverything() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        try a.sync()
        try b.sync()
        for index in 0..<600 { a.apply(F.added(ItemID(UInt64(1_000 + index)), amount: Double(index))) }
        try a.sync()

        try b.sync()

        #expect(b.synchronizer.lastPullRead == .everything)    // 600 items and a touch per batch in the log: past the 500 read one by one
        #expect(try b.fileData() == world.serverData())
    }

    @Test func aPullAfterADeletionElsewhereLeavesTheFileEqualToTheServer() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        a.apply(F.added(F.secondFillUp, amount: 388))
        try a.sync()
        try b.sync()

        a.apply(ItemAction.itemDeleted(id: F.fillUp, at: F.now))
        try a.sync()
        try b.sync()

        #expect(try b.fileData() == world.serverData())
        #expect(try b.fileData().items.map(\.amount) == [388])
    }
}
