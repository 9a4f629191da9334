@testable import AppStorage
@testable import AppSync
import AppCore
import UDFKit
import Foundation
import ProcessTesting
import Testing

/// Two machines, each on its own file, syncing with one server (docs/sync.md).
@Suite(.enabled(if: SyncServer.isThere, SyncServer.missing), .onOwnThread)
struct SyncTests {
    typealias F = SyncFixtures

    @Test func anActionOnOneMachineReachesTheOther() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        try a.sync()    // the first sync: nothing on either side
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        #expect(try a.synchronizer.local.syncCounts() == SyncCounts(waiting: 2, conflicts: 0))

        let sent = try a.sync()
        #expect(sent.sent == 2)
        #expect(sent.waiting == 0)
        let received = try b.sync()

        #expect(received.received == 2)
        #expect(try b.fileData().items.map(\.amount) == [412])
        #expect(b.app.store.state.data.projects.map(\.title) == ["Mileage"])
        #expect(try world.serverData().items.map(\.id) == [F.fillUp])
    }

    @Test func anOutboxEntryItsServerAlreadyAppliedIsNotAppliedAgain() throws {
        let world = try SyncWorld()
        let a = try world.machine("a")
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        a.apply(F.added(F.secondFillUp, amount: 388))
        // The server applies the entry, and its acknowledgement is lost on the way back.
        let entry = try #require(try a.synchronizer.local.pendingActions(limit: 10).first)
        let link = try #require(try a.synchronizer.local.syncLink())
        let replay = ServerReplay(server: a.synchronizer.server, client: link.client)
        #expect(try replay.replay(entry) == .applied)

        let resent = try a.sync()

        #expect(resent.sent == 0)
        #expect(resent.alreadyApplied == 1)
        #expect(try world.serverData().items.map(\.amount) == [412, 388])
        #expect(try a.synchronizer.local.syncCounts() == SyncCounts(waiting: 0, conflicts: 0))
    }

    @Test func twoMachinesEditingTheSameItemOfflineKeepTheSecondAsAConflict() throws {
        let (world, a, b) = try Self.bothEditedTheSameItemOffline()

        let first = try a.sync()
        let second = try b.sync()

        #expect(first.sent == 1)
        #expect(second.sent == 0)
        #expect(second.conflicts == 1)
        let conflicts = try b.synchronizer.local.syncConflicts()
        #expect(conflicts.map(\.reason) == ["item changed elsewhere"])
        guard case .action(let kept as ItemAction)? = try conflicts.first.map({ try SyncPayload(decoding: $0.pending.payload) }) else {
            Issue.record("the conflict does not hold B's action")
            return
        }
        #expect(kept == F.edited(F.fillUp, amount: 500, version: 1))
        #expect(try world.serverData().items.map(\.amount) == [400])
        #expect(try b.fileData().items.map(\.amount) == [400])
    }

    @Test func anActionOnTopOfAConflictWaitsAsAConflictToo() throws {
        let (world, a, b) = try Self.bothEditedTheSameItemOffline()
        b.apply(F.edited(F.fillUp, amount: 600, version: 2))
        try a.sync()

        let report = try b.sync()

        #expect(report.conflicts == 2)
        #expect(try b.synchronizer.local.syncConflicts().map(\.reason) == ["item changed elsewhere", "made on top of a change kept as a conflict"])
        #expect(try world.serverData().items.map(\.amount) == [400])
    }

    @Test func aConflictOverOneItemHoldsBackNoLaterActionOnTheRestOfItsProject() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        try b.sync()
        a.apply(ItemAction.itemDeleted(id: F.fillUp, at: F.now))
        try a.sync()
        // Offline on B: an edit of the item deleted elsewhere, then five new items
        b.apply(F.edited(F.fillUp, amount: 500, version: 1))
        let added = (0..<5).map { ItemID(UInt64(100 + $0)) }
        for (offset, id) in added.enumerated() { b.apply(F.added(id, amount: Double(offset + 1))) }

        let report = try b.sync()

        #expect(report.conflicts == 1)
        #expect(report.sent == 5)
        #expect(try b.synchronizer.local.syncConflicts().map(\.reason) == ["item deleted elsewhere"])
        #expect(try world.serverData().items.map(\.amount) == [1, 2, 3, 4, 5])
        #expect(try b.fileData().items.map(\.amount) == [1, 2, 3, 4, 5])
    }

    @Test func thePullWaitsWhileActionsWait() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        try a.sync()
        try b.sync()
        b.apply(F.added(F.secondFillUp, amount: 388))
        let serverData = try world.serverData()

        let written = try b.synchronizer.local.pull(serverData, cursor: 99, at: F.now)

        #expect(written == nil)
        #expect(try b.fileData().items.map(\.amount) == [388])
    }

    @Test func anUndoIsSentAsItsChangeRecord() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        a.apply(HistoryAction.undone)

        let report = try a.sync()
        try b.sync()

        #expect(report.sent == 1)
        #expect(try world.serverData().items.isEmpty)
        #expect(try b.fileData().items.isEmpty)
    }

    /// A and B share one item, then both edit its version 1 offline: A to 400, B to 500.
    static func bothEditedTheSameItemOffline() throws -> (SyncWorld, Machine, Machine) {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        try b.sync()
        a.apply(F.edited(F.fillUp, amount: 400, version: 1))
        b.apply(F.edited(F.fillUp, amount: 500, version: 1))
        return (world, a, b)
    }
}
