@testable import AppStorage
@testable import AppSync
import AppCore
import Foundation
import ProcessTesting
import Testing
import UDFKit

/// The figures, printed (never asserted on: a shared machine's timings vary):
/// `UDF_TUI_SYNC_FIGURES=1` and a server in `UDF_TUI_TEST_POSTGRES_URL`.
@Suite(.enabled(if: SyncServer.isThere && ProcessInfo.processInfo.environment["UDF_TUI_SYNC_FIGURES"] == "1", "UDF_TUI_SYNC_FIGURES=1 prints the sync figures"),
       .onOwnThread, .serialized)
struct SyncFiguresTests {
    typealias F = SyncFixtures

    @Test func tenThousandOfflineActionsAreSentWhenTheServerIsBack() throws {
        let world = try SyncWorld()
        let a = try world.machine("a")
        a.apply(F.mileageCreated)
        try a.sync()
        let count = 10_000
        for index in 0..<count {
            _ = a.app.apply(F.added(ItemID(UInt64(1_000 + index)), amount: Double(index)))
        }
        #expect(try a.synchronizer.local.syncCounts().waiting == count)

        let clock = ContinuousClock()
        var report = SyncReport()
        let elapsed = try clock.measure { report = try a.synchronizer.sync() }

        print("sync figures: \(count) offline actions sent in \(elapsed) (\(report.sent) sent, \(report.received ?? 0) received)")
        #expect(report.sent == count)
        #expect(try world.serverData().items.count == count)
    }

    @Test func anImportOfAHundredThousandItemsIsSentInBatches() throws {
        let world = try SyncWorld()
        let a = try world.machine("a")
        try a.sync()
        let count = Int(ProcessInfo.processInfo.environment["UDF_TUI_SYNC_IMPORT"] ?? "") ?? 100_000
        let project = Project(id: F.mileage, title: "Mileage", units: "km", frequency: .monthly, createdAt: F.now, updatedAt: F.now)
        let items = (0..<count).map { Item(id: ItemID(UInt64(1_000 + $0)), projectID: F.mileage, amount: Double($0), timestamp: F.now) }
        var parts = ImportParts(AppData(projects: [project], items: try IdentifiedList(uniqueElements: items)))
        try a.synchronizer.local.writeImport(try AppData().importChange(&parts, at: F.now).get())
        let entries = try a.synchronizer.local.syncCounts().waiting

        let clock = ContinuousClock()
        var report = SyncReport()
        let elapsed = try clock.measure { report = try a.synchronizer.sync() }

        print("sync figures: an import of \(count) items, \(entries) outbox entries, sent in \(elapsed) (\(report.sent) sent)")
        #expect(entries == (count + 999) / 1_000)
        #expect(try world.serverData().items.count == count)
    }

    @Test func aChangeOnOneMachineReachesTheOtherInTheBackground() throws {
        let world = try SyncWorld()
        let (a, b) = (try world.machine("a"), try world.machine("b"))
        a.apply(F.mileageCreated)
        try a.sync()
        try b.sync()
        let backgroundA = BackgroundSync(file: a.path, url: world.serverURL)
        let backgroundB = BackgroundSync(file: b.path, url: world.serverURL)
        backgroundA.start { _ in }
        backgroundB.start { _ in }
        defer { backgroundA.stop(); backgroundB.stop() }
        let reader = try AppDatabase.open(at: b.path, access: .readOnly)
        defer { reader.close() }
        let clock = ContinuousClock()
        var latencies: [Duration] = []
        for index in 0..<100 {
            let id = ItemID(UInt64(5_000 + index))
            a.apply(F.added(id, amount: Double(index)))
            let start = clock.now
            let arrived = waitUntil(deadline: .seconds(5)) { (try? reader.itemCounts(of: F.mileage)[F.mileage]) == index + 1 }
            try #require(arrived, "change \(index) did not reach B")
            latencies.append(clock.now - start)
        }
        latencies.sort()
        print("sync figures: A -> B over \(latencies.count) changes: median \(latencies[latencies.count / 2]), p90 \(latencies[latencies.count * 9 / 10]), max \(latencies.last ?? .zero)")
    }

    /// Polls `condition` every 5 ms until it holds or `deadline` passes; whether it held.
    private func waitUntil(deadline: Duration, _ condition: () -> Bool) -> Bool {
        let end = ContinuousClock.now + deadline
        while ContinuousClock.now < end {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return condition()
    }
}
