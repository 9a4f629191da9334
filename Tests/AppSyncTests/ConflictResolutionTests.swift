@testable import AppStorage
@testable import AppSync
import AppCore
import UDFKit
import Foundation
import ProcessTesting
import Testing

/// Resolving the conflicts a file keeps: keep mine, take theirs (docs/sync.md, *Conflicts*).
@Suite(.enabled(if: SyncServer.isThere, SyncServer.missing), .onOwnThread)
struct ConflictResolutionTests {
    typealias F = SyncFixtures

    @Test func keepingMineMakesBothMachinesShowMine() throws {
        let (world, a, b, conflict) = try Self.bConflicted()

        #expect(try ConflictResolver(database: b.synchronizer.local).keepMine(conflict) == .queued)
        #expect(try b.fileData().items.map(\.amount) == [500])
        let sent = try b.sync()
        try a.sync()

        #expect(sent.sent == 1)
        #expect(sent.conflicts == 0)
        #expect(try world.serverData().items.map(\.amount) == [500])
        #expect(try a.fileData().items.map(\.amount) == [500])
        #expect(try b.fileData().items.map(\.amount) == [500])
        #expect(a.app.store.state.data.items.map(\.amount) == [500])
        #expect(try b.synchronizer.local.syncCounts() == SyncCounts(waiting: 0, conflicts: 0))
    }

    @Test func takingTheirsMakesBothMachinesShowTheirs() throws {
        let (world, a, b, conflict) = try Self.bConflicted()

        try ConflictResolver(database: b.synchronizer.local).takeTheirs(conflict)
        let report = try b.sync()
        try a.sync()

        #expect(report.sent == 0)
        #expect(try world.serverData().items.map(\.amount) == [400])
        #expect(try a.fileData().items.map(\.amount) == [400])
        #expect(try b.fileData().items.map(\.amount) == [400])
        #expect(try b.synchronizer.local.syncCounts() == SyncCounts(waiting: 0, conflicts: 0))
    }

    @Test func aConflictShowsMineBesideTheirs() throws {
        let (_, _, b, _) = try Self.bConflicted()

        let sides = try ConflictResolver(database: b.synchronizer.local).conflicts()

        let theirs = Item(id: F.fillUp, projectID: F.mileage, amount: 400, timestamp: F.now, version: 2)
        let mine = Item(id: F.fillUp, projectID: F.mileage, amount: 500, timestamp: F.now, version: 3)
        #expect(sides.map(\.refusal) == [nil])
        #expect(sides.first?.record?.items.elements.map(\.before) == [theirs])
        #expect(sides.first?.record?.items.elements.map(\.after) == [mine])
    }

    @Test func anItemEditedHereAndDeletedElsewhereShowsMineAndKeepingItMakesItAgain() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        try b.sync()
        a.apply(ItemAction.itemDeleted(id: F.fillUp, at: F.now))
        b.apply(F.edited(F.fillUp, amount: 500, version: 1))
        try a.sync()
        try b.sync()
        let resolver = ConflictResolver(database: b.synchronizer.local)
        let conflict = try #require(try b.synchronizer.local.syncConflicts().first)
        #expect(conflict.reason == "item deleted elsewhere")
        // Mine beside theirs: theirs is gone, mine has my values
        let sides = try resolver.conflicts()
        let mine = Item(id: F.fillUp, projectID: F.mileage, amount: 500, timestamp: F.now, version: 2)
        #expect(sides.map(\.refusal) == [nil])
        #expect(sides.first?.record?.items.elements.map(\.before) == [nil])
        #expect(sides.first?.record?.items.elements.map(\.after) == [mine])

        #expect(try resolver.keepMine(conflict.id) == .queued)
        try b.sync()
        try a.sync()

        #expect(try world.serverData().items.map(\.amount) == [500])
        #expect(try a.fileData().items.map(\.amount) == [500])
        #expect(try b.synchronizer.local.syncConflicts().isEmpty)
    }

    @Test func itemsAddedToAProjectDeletedElsewhereShowMineAndKeepingThemMakesTheProjectAgain() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        try a.sync()
        try b.sync()
        a.apply(ProjectAction.projectDeleted(id: F.mileage))
        b.apply(F.added(F.fillUp, amount: 412))
        b.apply(F.added(F.secondFillUp, amount: 388))
        try a.sync()
        let report = try b.sync()
        #expect(report.conflicts == 2)
        let resolver = ConflictResolver(database: b.synchronizer.local)
        let sides = try resolver.conflicts()
        #expect(sides.map(\.refusal) == [nil, nil])
        #expect(sides.compactMap { $0.record?.items.elements.first?.after?.amount } == [412, 388])
        #expect(sides.compactMap { $0.record?.projects.elements.first?.after?.title } == ["Mileage", "Mileage"])
        #expect(sides.compactMap { $0.record?.projects.elements.first?.before } == [])

        for conflict in try b.synchronizer.local.syncConflicts() { #expect(try resolver.keepMine(conflict.id) == .queued) }
        try b.sync()
        try a.sync()

        #expect(try world.serverData().projects.map(\.title) == ["Mileage"])
        #expect(try world.serverData().items.map(\.amount).sorted() == [388, 412])
        #expect(try a.fileData() == world.serverData())
        #expect(try b.synchronizer.local.syncConflicts().isEmpty)
    }

    @Test func keepingMineMakesAgainOnlyTheFieldsIChangedNotTheOnesTheyChanged() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        try b.sync()
        // They change the notes; I change the amount
        a.apply(ItemAction.itemEdited(id: F.fillUp, amount: 412, timestamp: F.now, notes: "theirs", at: F.now, expectedVersion: 1))
        b.apply(F.edited(F.fillUp, amount: 500, version: 1))
        try a.sync()
        try b.sync()
        let conflict = try #require(try b.synchronizer.local.syncConflicts().first)

        #expect(try ConflictResolver(database: b.synchronizer.local).keepMine(conflict.id) == .queued)
        try b.sync()

        let kept = try #require(try world.serverData().items.first)
        #expect(kept.amount == 500)
        #expect(kept.notes == "theirs")
        #expect(kept.version == 3)
    }

    @Test func keepingMineOfTheLastOfTwoConflictsOnOneItemIsNotHeldBackByTheFirst() throws {
        let (world, a, b) = try SyncTests.bothEditedTheSameItemOffline()
        b.apply(F.edited(F.fillUp, amount: 600, version: 2))
        try a.sync()
        try b.sync()
        let conflicts = try b.synchronizer.local.syncConflicts().map(\.id)
        #expect(conflicts.count == 2)
        let resolver = ConflictResolver(database: b.synchronizer.local)

        #expect(try resolver.keepMine(conflicts[1]) == .queued)
        try resolver.takeTheirs(conflicts[0])
        let report = try b.sync()

        #expect(report.sent == 1)
        #expect(try world.serverData().items.map(\.amount) == [600])
        #expect(try b.synchronizer.local.syncCounts() == SyncCounts(waiting: 0, conflicts: 0))
    }

    @Test func anEditMadeAfterThePullIsNotHeldBackByTheConflict() throws {
        let (world, _, b, _) = try Self.bConflicted()
        b.apply(F.edited(F.fillUp, amount: 700, version: 2))

        let report = try b.sync()

        #expect(report.sent == 1)
        #expect(report.conflicts == 0)
        #expect(try world.serverData().items.map(\.amount) == [700])
        #expect(try b.synchronizer.local.syncCounts() == SyncCounts(waiting: 0, conflicts: 1))
    }

    @Test func keepingMineBeforeAPullBroughtTheirsWaitsForTheSync() throws {
        let (_, _, b) = try SyncTests.bothEditedTheSameItemOffline()
        let entry = try #require(try b.synchronizer.local.pendingActions(limit: 1).first)
        try b.synchronizer.local.moveToConflicts(entry, reason: "item changed elsewhere", at: F.now)
        let conflict = try #require(try b.synchronizer.local.syncConflicts().first)

        #expect(try ConflictResolver(database: b.synchronizer.local).keepMine(conflict.id) == .waitsForSync)
        #expect(try b.synchronizer.local.syncConflicts() == [conflict])
    }

    @Test func keepingMineOfAnUndoWhoseItemIsGoneElsewhereFindsTheDataAlreadySo() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        try a.sync()
        try b.sync()
        b.apply(F.added(F.secondFillUp, amount: 388))
        try b.sync()
        try a.sync()
        a.apply(ItemAction.itemDeleted(id: F.secondFillUp, at: F.now))
        try a.sync()
        b.apply(HistoryAction.undone)    // B's undo removes the item A deleted meanwhile
        try b.sync()
        let conflict = try #require(try b.synchronizer.local.syncConflicts().first)

        #expect(try ConflictResolver(database: b.synchronizer.local).keepMine(conflict.id) == .alreadyTheSame)
        #expect(try b.synchronizer.local.syncCounts() == SyncCounts(waiting: 0, conflicts: 0))
        #expect(try world.serverData().items.isEmpty)
    }

    @Test func resolvingAConflictTheFileDoesNotKeepFails() throws {
        let (_, _, b, conflict) = try Self.bConflicted()
        let resolver = ConflictResolver(database: b.synchronizer.local)
        try resolver.takeTheirs(conflict)

        #expect(throws: StorageError.self) { try resolver.takeTheirs(conflict) }
        #expect(throws: StorageError.self) { try resolver.keepMine(conflict) }
    }

    /// A and B both edited version 1 of one item offline (A to 400, B to 500); A synced
    /// first, so B keeps its edit as a conflict, numbered as returned.
    static func bConflicted() throws -> (SyncWorld, Machine, Machine, Int64) {
        let (world, a, b) = try SyncTests.bothEditedTheSameItemOffline()
        try a.sync()
        try b.sync()
        let conflict = try #require(try b.synchronizer.local.syncConflicts().first)
        return (world, a, b, conflict.id)
    }
}
