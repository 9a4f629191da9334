@testable import AppStorage
@testable import AppStoragePostgres
@testable import AppSync
import AppCore
import Foundation
import PostgresNIO
import ProcessTesting
import Testing

/// A batch of outbox entries is written in few statements (runs of item additions as one
/// insert, one receipt insert): the server ends with exactly the rows the file has, in the
/// same order, and with one receipt per entry.
@Suite(.enabled(if: SyncServer.isThere, SyncServer.missing), .onOwnThread)
struct SyncBatchTests {
    typealias F = SyncFixtures

    @Test func aBatchOfAdditionsAndEditsLeavesTheServerAsTheFileAndOneReceiptEach() throws {
        // Given A with, offline: a project, items with and without notes, an edit of the
        // project between them, an item edit, and items added at earlier and later times
        let world = try SyncWorld()
        let a = try world.machine("a")
        try a.sync()
        a.apply(F.mileageCreated)
        for index in 0..<5 { a.apply(Self.added(index, notes: index == 2 ? "fuel, 'full'" : nil)) }
        a.apply(ProjectAction.projectEdited(id: F.mileage, title: "Miles", units: "mi", frequency: .monthly, at: F.now.addingTimeInterval(30), expectedVersion: 1))
        a.apply(F.edited(ItemID(100), amount: 7, version: 1))
        for index in 5..<9 { a.apply(Self.added(index, notes: nil)) }
        let entries = try a.synchronizer.local.syncCounts().waiting

        // When it syncs
        let report = try a.sync()

        // Then the server holds what the file holds, and one receipt per entry
        #expect(report.sent == entries)
        #expect(try world.serverData() == a.fileData())
        #expect(try world.serverData().items.map(\.amount) == [7, 1, 2, 3, 4, 5, 6, 7, 8])
        #expect(try world.serverData().projects.map(\.title) == ["Miles"])
        let server = try world.server()
        defer { server.close() }
        let receipts = try server.connection.query("SELECT count(*) FROM udf_tui_sync_applied").first?.decode(Int64.self)
        #expect(receipts == Int64(entries))
    }

    @Test func aBatchSentAgainAfterItsAcknowledgementWasLostIsAppliedOnce() throws {
        // Given a batch the server applied whose acknowledgement was lost on the way back
        let world = try SyncWorld()
        let a = try world.machine("a")
        a.apply(F.mileageCreated)
        try a.sync()
        for index in 0..<6 { a.apply(Self.added(index, notes: nil)) }
        let batch = try a.synchronizer.local.pendingActions(limit: 256)
        let link = try #require(try a.synchronizer.local.syncLink())
        #expect(try ServerReplay(server: a.synchronizer.server, client: link.client).replay(batch: batch))
        let applied = try world.serverData()

        // When the file sends it again
        let report = try a.sync()

        // Then each entry is found already applied, and the server is as the batch left it
        #expect(report.sent == 0)
        #expect(report.alreadyApplied == 6)
        #expect(report.conflicts == 0)
        #expect(try world.serverData() == applied)
        #expect(applied.items.map(\.amount) == [0, 1, 2, 3, 4, 5])
    }

    /// Item `100 + index` of amount `index`, timed `index` minutes apart from the fixed now
    /// (backwards for odd ones: a project's `updatedAt` is the latest, not the last).
    static func added(_ index: Int, notes: String?) -> ItemAction {
        let time = F.now.addingTimeInterval(Double(index % 2 == 0 ? index : -index) * 60)
        return .itemAdded(id: ItemID(UInt64(100 + index)), projectID: F.mileage, amount: Double(index), timestamp: time, notes: notes, at: time)
    }
}
