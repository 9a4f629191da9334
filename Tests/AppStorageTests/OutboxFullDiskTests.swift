@testable import AppStorage
import AppCore
import Foundation
import GRDB
import ProcessTesting
import Testing
import UDFKit

/// A linked file on a full disk: the outbox row is written in the transaction of the action's
/// rows, so an action the disk refuses leaves no outbox row, and every saved one has its row,
/// in order: the server is never sent what the file does not hold, nor misses what it does.
@Suite(.onOwnThread) struct OutboxFullDiskTests {
    let folder = TemporaryFolder()
    let at = date("2025-03-06T10:00:00Z")

    @Test func aFullDiskLeavesOneOutboxRowPerSavedActionAndNoneForTheRefusedOnes() throws {
        // Given a linked file that cannot grow by a single page
        let seed = try folder.database(holding: twoProjects)
        _ = try seed.link(to: "postgres://db.example/udf", key: "db.example:5432/udf")
        let pages = try seed.queue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0 }
        seed.close()
        var options = AppDatabase.Options()
        options.maximumPageCount = pages
        let database = try AppDatabase.open(at: folder.file("udf.sqlite"), options: options)
        let app = try PersistentStore(database: database, watchInterval: nil)
        // When 200 items are added, one action each, until the disk is full
        let ids = (0..<200).map { ItemID(UInt64(1_000 + $0)) }
        let outcomes = ids.map { id in
            app.apply(ItemAction.itemAdded(id: id, projectID: mileage.id, amount: 1, timestamp: at, notes: String(repeating: "n", count: 500), at: at))
        }
        let saved = try #require(outcomes.firstIndex { $0 != .applied })
        #expect(saved > 0)
        #expect(outcomes[saved...].allSatisfy { $0 == .failed(StorageError.diskFull(path: folder.file("udf.sqlite")).notSaved) })
        // Then the outbox holds exactly the saved actions, in the order they were made
        let outbox = try database.pendingActions(limit: 1_000)
        let sent = try outbox.map { entry -> ItemID? in
            guard case .action(let action) = try SyncPayload(decoding: entry.pending.payload),
                  case .itemAdded(let id, _, _, _, _, _)? = action as? ItemAction else { return nil }
            return id
        }
        #expect(sent == ids[..<saved].map { $0 })
        #expect(outbox.map(\.sequence) == outbox.map(\.sequence).sorted())
        #expect(try database.syncCounts().waiting == saved)
    }
}
