@testable import AppStorage
@testable import AppSync
import AppCore
import UDFKit
import Foundation
import ProcessTesting
import Testing

/// The first sync of a file: upload, download, or a merge by record id (docs/sync.md).
@Suite(.enabled(if: SyncServer.isThere, SyncServer.missing), .onOwnThread)
struct FirstSyncTests {
    typealias F = SyncFixtures

    @Test func aFileWithDataIsUploadedToAnEmptyServer() throws {
        let world = try SyncWorld()
        let path = world.folder + "/old.sqlite"
        // Data written before the file ever synced: no outbox.
        let before = try PersistentStore(database: AppDatabase.open(at: path), watchInterval: nil)
        #expect(before.apply(F.mileageCreated) == .applied)
        #expect(before.apply(F.added(F.fillUp, amount: 412)) == .applied)
        before.close()
        let a = try Machine(path: path, server: world.server(), url: world.serverURL)

        let report = try a.sync()

        #expect(report.firstSync == MergeReport(uploaded: 2, downloaded: 0, differing: 0))
        #expect(try world.serverData().items.map(\.amount) == [412])
    }

    @Test func anEmptyFileDownloadsAPopulatedServer() throws {
        let world = try SyncWorld()
        let a = try world.machine("a")
        a.apply(F.mileageCreated)
        try a.sync()
        let b = try world.machine("b")

        let report = try b.sync()

        #expect(report.firstSync == MergeReport(uploaded: 0, downloaded: 1, differing: 0))
        #expect(try b.fileData().projects.map(\.title) == ["Mileage"])
    }

    @Test func twoPopulatedSidesAreMergedAndTheFilesDifferencesKept() throws {
        let world = try SyncWorld()
        let a = try world.machine("a")
        a.apply(F.mileageCreated)
        a.apply(F.added(F.fillUp, amount: 412))
        try a.sync()
        let path = world.folder + "/b.sqlite"
        let before = try PersistentStore(database: AppDatabase.open(at: path), watchInterval: nil)
        #expect(before.apply(F.mileageCreated) == .applied)
        #expect(before.apply(F.added(F.fillUp, amount: 999)) == .applied)
        #expect(before.apply(F.added(F.secondFillUp, amount: 388)) == .applied)
        before.close()
        let b = try Machine(path: path, server: world.server(), url: world.serverURL)

        let report = try b.sync()

        // The project differs by its updatedAt only; both differ from the server's, kept as one conflict.
        #expect(report.firstSync?.uploaded == 1)
        #expect(try world.serverData().items.map(\.amount) == [412, 388])
        #expect(try b.fileData().items.map(\.amount).sorted() == [388, 412])
        #expect(try b.synchronizer.local.syncConflicts().count == 1)
    }
}
