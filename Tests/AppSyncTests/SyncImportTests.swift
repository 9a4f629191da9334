@testable import AppStorage
@testable import AppSync
import AppCore
import UDFKit
import Foundation
import ProcessTesting
import Testing

/// Writes no action describes (an import, the demo data) reach the server through the outbox
/// too, as a change record (docs/sync.md, *What is sent*).
@Suite(.enabled(if: SyncServer.isThere, SyncServer.missing), .onOwnThread)
struct SyncImportTests {
    typealias F = SyncFixtures

    /// Mileage with one item of 412 km.
    static let imported = AppData(
        projects: [Project(id: F.mileage, title: "Mileage", units: "km", frequency: .monthly, createdAt: F.now, updatedAt: F.now)],
        items: [Item(id: F.fillUp, projectID: F.mileage, amount: 412, timestamp: F.now)]
    )

    @Test func anImportIntoALinkedFileReachesTheOtherMachine() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        try a.sync()
        var parts = ImportParts(Self.imported)
        let change = try AppData().importChange(&parts, at: F.now).get()

        try a.synchronizer.local.writeImport(change)
        #expect(try a.synchronizer.local.syncCounts() == SyncCounts(waiting: 1, conflicts: 0))
        let sent = try a.sync()
        try b.sync()

        #expect(sent.sent == 1)
        #expect(try world.serverData() == Self.imported)
        #expect(try b.fileData() == Self.imported)
    }

    @Test func dataImportedThroughTheStoreReachesTheOtherMachine() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        try a.sync()
        try b.sync()

        a.app.store.dispatch(ImportAction.dataImported(Self.imported, at: F.now))
        let sent = try a.sync()
        try b.sync()

        #expect(sent.sent == 1)
        #expect(try b.fileData() == Self.imported)
        #expect(b.app.store.state.data == Self.imported)
    }
}
