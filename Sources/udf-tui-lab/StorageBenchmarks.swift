import AppCore
import AppStorage
import LargeSamples
import Foundation
import UDFKit

/// Measurements of the storage, for the benchmark suite and `udf-tui bench-storage`.
///
/// Each function works on a database file it is given, so the caller chooses the disk (the
/// figures of `synchronous = FULL` depend on its fsync).
///
/// ```swift
/// try StorageBenchmarks.createLargeDatabase(at: "/tmp/bench.sqlite")
/// let commits = try StorageBenchmarks.commitTimes(at: "/tmp/bench.sqlite", actions: 1_000)
/// print(commits.median, commits.p99)       // goal: median ≤ 1 ms
/// let starts = try StorageBenchmarks.coldStartTimes(at: "/tmp/bench.sqlite", runs: 5)
/// print(starts.median)                     // goal: ≤ 250 ms in release
/// ```
package enum StorageBenchmarks {
    /// Creates (or replaces) a database holding ``AppCore/SampleData/large(projectCount:itemCount:spread:now:)``:
    /// 1,000 projects and 100,000 items by default.
    package static func createLargeDatabase(at path: String, projectCount: Int = 1_000, itemCount: Int = 100_000, spread: Bool = false) throws(StorageError) {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
        let database = try AppDatabase.open(at: path)
        defer { database.close() }
        try database.write(DataChange(from: AppData(), to: SampleData.large(projectCount: projectCount, itemCount: itemCount, spread: spread)))
    }

    /// The time of each of `actions` data actions dispatched to a ``PersistentStore`` over
    /// the database at `path`, from `dispatch` to its return: the reducer, the rows of its
    /// change record, and the transaction with its fsync.
    ///
    /// The actions cycle through adding an item, editing it and deleting another one (a
    /// deletion from the middle of the array, which also moves the last item), on the first
    /// project, so the number of items stays about the same.
    package static func commitTimes(at path: String, actions: Int = 1_000) throws(StorageError) -> Timings {
        try commitTimes(opening: { () throws(StorageError) in try AppDatabase.open(at: path) }, actions: actions)
    }

    /// ``commitTimes(at:actions:)`` on any storage: `open` gives a new connection to it.
    package static func commitTimes(opening open: () throws(StorageError) -> any DataStorage, actions: Int = 1_000) throws(StorageError) -> Timings {
        let app = try PersistentStore(storage: open(), watchInterval: nil)
        defer { app.close() }
        guard let project = app.store.state.data.projects.first?.id else { return Timings(samples: []) }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        samples.reserveCapacity(actions)
        let start = Date()
        var added = ItemID()
        for number in 0..<actions {
            if number % 3 == 0 { added = ItemID() }
            let action = benchmarkAction(number, added: added, project: project, data: app.store.state.data, at: start)
            let elapsed = clock.measure { app.store.dispatch(action) }
            samples.append(elapsed)
        }
        return Timings(samples: samples)
    }

    /// The time to open the database at `path` and load it into a ``PersistentStore``
    /// (schema checks, quick check, reading every row), `runs` times.
    package static func coldStartTimes(at path: String, runs: Int = 5) throws(StorageError) -> Timings {
        try coldStartTimes(opening: { () throws(StorageError) in try AppDatabase.open(at: path) }, runs: runs)
    }

    /// ``coldStartTimes(at:runs:)`` on any storage: `open` connects (and checks) anew.
    package static func coldStartTimes(opening open: () throws(StorageError) -> any DataStorage, runs: Int = 5) throws(StorageError) -> Timings {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<runs {
            let start = clock.now
            let app = try PersistentStore(storage: open(), watchInterval: nil)
            samples.append(clock.now - start)
            app.close()
        }
        return Timings(samples: samples)
    }

    /// The time from a commit by another program to the moment a watching store has it:
    /// one store watches the database at `path` (inotify on Linux; elsewhere a poll every
    /// 100 ms), a second one adds an item `runs` times, and each time the first is looked
    /// at every 0.5 ms until the item is there (5 s at most).
    package static func externalChangeLatencies(at path: String, runs: Int = 100) throws(StorageError) -> Timings {
        try externalChangeLatencies(opening: { () throws(StorageError) in try AppDatabase.open(at: path) }, runs: runs)
    }

    /// ``externalChangeLatencies(at:runs:)`` on any storage: two connections from `open`,
    /// standing in for two machines.
    package static func externalChangeLatencies(opening open: () throws(StorageError) -> any DataStorage, runs: Int = 100) throws(StorageError) -> Timings {
        let watching = try PersistentStore(storage: open(), watchInterval: .milliseconds(100))
        let writing = try PersistentStore(storage: open(), watchInterval: nil)
        defer { watching.close(); writing.close() }
        guard let project = writing.store.state.data.projects.first?.id else { return Timings(samples: []) }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for number in 0..<runs {
            let id = ItemID()
            let at = Date(timeIntervalSinceReferenceDate: Double(number))
            _ = writing.apply(ItemAction.itemAdded(id: id, projectID: project, amount: 1, timestamp: at, notes: nil, at: at))
            let committed = clock.now
            while watching.store.state.data.items[id: id] == nil, clock.now - committed < .seconds(5) {
                Thread.sleep(forTimeInterval: 0.000_5)
            }
            samples.append(clock.now - committed)
        }
        return Timings(samples: samples)
    }

    /// How many times a watcher of the database at `path` wakes up in `period` while
    /// nothing happens: what an idle program costs (goal: at most one a second).
    package static func idleWakeUps(at path: String, over period: Duration = .seconds(2)) throws(StorageError) -> Int {
        let database = try AppDatabase.open(at: path)
        defer { database.close() }
        let watcher = ExternalChangeWatcher(database: database) {}
        watcher.start()
        Thread.sleep(forTimeInterval: Double(period.components.seconds) + Double(period.components.attoseconds) / 1e18)
        watcher.stop()
        return watcher.wakeUps.load(ordering: .relaxed) - 1    // the wake-up that stopped it
    }

    /// The time to read the whole data again, as a store does when another program wrote
    /// to the file (`StorageAction.externalChangeDetected`), `runs` times.
    package static func reloadTimes(at path: String, runs: Int = 7) throws(StorageError) -> Timings {
        try reloadTimes(of: AppDatabase.open(at: path, access: .readOnly), runs: runs)
    }

    /// ``reloadTimes(at:runs:)`` on any storage (closed at the end).
    package static func reloadTimes(of database: any DataStorage, runs: Int = 7) throws(StorageError) -> Timings {
        defer { database.close() }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<runs {
            let start = clock.now
            _ = try database.loadData()
            samples.append(clock.now - start)
        }
        return Timings(samples: samples)
    }

    /// The time to save a restored earlier version of the data (what an undo does) at the
    /// size of the database at `path`: each of `restores` rounds deletes an item from the
    /// middle, then restores the data as it was before, timing the restore (O(n) to compare
    /// in memory, plus the few rows that differ on disk).
    package static func restoreTimes(at path: String, restores: Int = 50) throws(StorageError) -> Timings {
        let reducer = Reducer<AppState>.combine(PersistentStore.reducer, BenchmarkRestore.reducer)
        let app = try PersistentStore(database: AppDatabase.open(at: path), reducer: reducer, watchInterval: nil)
        defer { app.close() }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for number in 0..<restores {
            let before = app.store.state.data
            guard before.items.count > 1 else { break }
            app.store.dispatch(ItemAction.itemDeleted(id: before.items[before.items.count / 2].id, at: Date(timeIntervalSinceReferenceDate: Double(number))))
            samples.append(clock.measure { app.store.dispatch(BenchmarkRestore.restored(before)) })
        }
        return Timings(samples: samples)
    }

    /// Adding `added`, editing it, or deleting the item in the middle, in turn.
    private static func benchmarkAction(_ number: Int, added: ItemID, project: ProjectID, data: AppData, at start: Date) -> any Action {
        let at = start.addingTimeInterval(Double(number))
        switch number % 3 {
        case 0:
            return ItemAction.itemAdded(id: added, projectID: project, amount: 1.5, timestamp: at, notes: nil, at: at)
        case 1:
            return ItemAction.itemEdited(id: added, amount: 2.5, timestamp: at, notes: "edited", at: at)
        default:
            let victim = data.items[data.items.count / 2].id
            return ItemAction.itemDeleted(id: victim, at: at)
        }
    }
}

/// The benchmark's stand-in for an undo: the data becomes an earlier version of itself.
enum BenchmarkRestore: Action {
    case restored(AppData)

    static let reducer = Reducer<AppState>(BenchmarkRestore.self) { state, action in
        switch action {
        case .restored(let data): state.data = data
        }
    }
}
