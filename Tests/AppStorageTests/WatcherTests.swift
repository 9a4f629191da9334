@testable import AppStorage
import AppCore
import Foundation
import ProcessTesting
import Synchronization
import Testing
import UDFKit

/// Writes by other programs reach a running store, through an action, keeping the rest of
/// the state; the store's own writes do not.
@Suite(.onOwnThread) struct WatcherTests {
    let folder = TemporaryFolder()
    let at = date("2025-03-06T10:00:00Z")
    let newItem = Item(id: ItemID(103), projectID: mileage.id, amount: 380, timestamp: date("2025-03-06T10:00:00Z"))

    /// How soon is a figure, not a test: `udf-tui bench-storage` measures it ("another
    /// program's commit to a watching store", goal ≤ 100 ms).
    @Test func aWriteByAnotherProgramReachesTheStore() throws {
        // Given a running store that watches its file, and another program on the same file
        let running = try PersistentStore(database: folder.database(holding: twoProjects), watchInterval: .milliseconds(10))
        let other = try PersistentStore(database: AppDatabase.open(at: folder.file("udf.sqlite")), watchInterval: nil)
        // When the other program adds an item
        #expect(other.apply(ItemAction.itemAdded(id: newItem.id, projectID: mileage.id, amount: 380, timestamp: at, notes: nil, at: at)) == .applied)
        // Then the running store has it
        waitUntil { running.store.state.data.items[id: newItem.id] != nil }
        #expect(running.store.state.data == other.store.state.data)
    }

    #if os(Linux)
    /// With inotify the watcher sleeps until the file changes: with an hour between polls it
    /// still hears of a commit, and once the file is quiet again so is it.
    @Test func theWatcherSleepsUntilTheFileChanges() throws {
        let database = try folder.database(holding: twoProjects)
        let changes = Mutex(0)
        let watcher = ExternalChangeWatcher(database: database, fallbackInterval: .seconds(3600)) { changes.withLock { $0 += 1 } }
        watcher.start()
        defer { watcher.stop() }
        let other = try AppDatabase.open(at: folder.file("udf.sqlite"))
        try other.write(DataChange(from: twoProjects, to: AppData(projects: [mileage])))
        waitUntil { changes.withLock { $0 } > 0 }
        #expect(changes.withLock { $0 } == 1)
        // The re-reads come 5 ms to 1 s after the last write (later on a loaded machine);
        // after them, nothing wakes the watcher: a quarter of a second passes without a wake-up.
        // A watcher that polled would wake in every such quarter, and this wait would fail.
        let quiet = waitUntil {
            let before = watcher.wakeUps.load(ordering: .relaxed)
            Thread.sleep(forTimeInterval: 0.25)
            return watcher.wakeUps.load(ordering: .relaxed) == before
        }
        #expect(quiet, "the watcher kept waking up: \(watcher.wakeUps.load(ordering: .relaxed)) wake-ups")
    }

    /// A commit's last write to the file comes just before SQLite publishes it, and on a
    /// loaded machine the writer can be descheduled between the two: after the last write the
    /// watcher reads the version again four times, up to a second later, then sleeps.
    @Test func afterAWriteTheVersionIsReadAgainUpToASecondLaterThenTheWatcherSleeps() throws {
        let database = try folder.database(holding: twoProjects)
        let watcher = ExternalChangeWatcher(database: database, fallbackInterval: .seconds(3600)) {}
        watcher.start()
        defer { watcher.stop() }
        let settled = waitUntil {
            let before = watcher.wakeUps.load(ordering: .relaxed)
            Thread.sleep(forTimeInterval: 1.1)
            return watcher.wakeUps.load(ordering: .relaxed) == before
        }
        try #require(settled)
        let before = watcher.wakeUps.load(ordering: .relaxed)
        // A write to the database's -wal that commits nothing, as the moment before a commit is published
        let wal = open(folder.file("udf.sqlite") + "-wal", O_WRONLY | O_CREAT, 0o600)
        close(wal)

        Thread.sleep(forTimeInterval: 1.5)

        #expect(watcher.wakeUps.load(ordering: .relaxed) - before == 1 + ExternalChangeWatcher.rechecks.count)
    }

    /// A program that commits without a pause does not keep the store's lock: after every
    /// reload the watcher pauses (twice the reload, 2 to 20 ms), so a key waiting for the
    /// lock gets it. (Without the pause: busy 0.81 of the time, reloads back to back.) The
    /// pause is a sleep, so a loaded machine can only lengthen it; how busy the store is
    /// depends on the machine's load, and is not checked here.
    @Test func aProgramWritingWithoutAPauseLeavesTheStoreFreeBetweenReloads() throws {
        let database = try folder.database(holding: twoProjects)
        let reloads = Mutex<[(start: ContinuousClock.Instant, end: ContinuousClock.Instant)]>([])
        let clock = ContinuousClock()
        let watcher = ExternalChangeWatcher(database: database, fallbackInterval: .seconds(3600)) {
            let start = clock.now
            Thread.sleep(forTimeInterval: 0.005)    // a reload that takes 5 ms
            reloads.withLock { $0.append((start, clock.now)) }
        }
        let other = try AppDatabase.open(at: folder.file("udf.sqlite"))
        watcher.start()
        var data = twoProjects
        for number in 0..<200 {
            var next = data
            next.items.append(Item(id: ItemID(UInt64(1_000 + number)), projectID: mileage.id, amount: 1, timestamp: at))
            try other.write(DataChange(from: data, to: next))
            data = next
        }
        watcher.stop()
        let spans = reloads.withLock { $0 }
        let gaps = zip(spans, spans.dropFirst()).map { $1.start - $0.end }
        #expect(spans.count > 2, "the writes were heard")
        #expect(gaps.allSatisfy { $0 >= .milliseconds(2) }, "a reload came right after another: \(gaps.min() ?? .zero)")
    }
    #endif

    @Test func theStoresOwnWritesAreNotSeenAsChanges() throws {
        let database = try folder.database(holding: twoProjects)
        let changes = Mutex(0)
        let watcher = ExternalChangeWatcher(database: database, fallbackInterval: .seconds(3600)) { changes.withLock { $0 += 1 } }
        let app = try PersistentStore(database: database, watchInterval: nil)
        #expect(app.apply(ProjectAction.projectDeleted(id: mileage.id)) == .applied)
        watcher.poll()
        #expect(changes.withLock { $0 } == 0)
        let other = try AppDatabase.open(at: folder.file("udf.sqlite"))
        try other.write(DataChange(from: AppData(), to: AppData(projects: [mileage])))
        watcher.poll()
        #expect(changes.withLock { $0 } == 1)
    }

    @Test func aReloadReplacesTheDataAndKeepsTheRestOfTheState() throws {
        // Given a store whose last action was refused
        let app = try PersistentStore(database: folder.database(holding: twoProjects), watchInterval: nil)
        #expect(app.apply(ProjectAction.projectDeleted(id: ProjectID(9))) == .refused(.unknownProject(id: ProjectID(9))))
        // When another program deletes a project and the store hears of it
        let other = try AppDatabase.open(at: folder.file("udf.sqlite"))
        var deletion = DataChange()
        deletion.deletedProjects = [mileage.id]
        try other.write(deletion)
        app.store.dispatch(StorageAction.externalChangeDetected)
        // Then the data is the file's, the error is still shown, and what changed is noted
        #expect(app.store.state == AppState(
            data: AppData(projects: [hoursWorked], items: [tenthOfAnHour], activities: twoProjects.activities),
            lastError: .unknownProject(id: ProjectID(9)),
            outsideChange: OutsideChange(projects: 1, items: 1, timers: 0, serial: 1)
        ))
    }
}
