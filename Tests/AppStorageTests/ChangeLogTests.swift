@testable import AppStorage
import AppCore
import Foundation
import ProcessTesting
import PropertyBased
import SeededGenerators
import Synchronization
import Testing
import UDFKitTesting
import UDFKit

/// A store follows another program's writes by reading only the rows it changed, when the
/// change log allows it, and by reading everything otherwise; either way it ends up with
/// exactly the file's data.
@Suite(.onOwnThread) struct ChangeLogTests {
    let folder = TemporaryFolder()
    let at = date("2025-03-06T10:00:00Z")

    /// A database holding `twoProjects`, its sync point, and a second program on it.
    func setUp() throws -> (database: AppDatabase, other: PersistentStore) {
        let database = try folder.database(holding: twoProjects)
        _ = try database.loadData()
        let other = try PersistentStore(database: AppDatabase.open(at: folder.file("udf.sqlite")), watchInterval: nil)
        return (database, other)
    }

    func delta(_ database: AppDatabase) throws -> DataDelta? {
        let sync = try #require(database.syncPoint.withLock { $0 })
        return try database.queue.read { db in try ChangeLog.delta(since: sync, db) }
    }

    @Test func anItemAddedElsewhereIsReadAlone() throws {
        let (database, other) = try setUp()
        #expect(other.apply(ItemAction.itemAdded(id: ItemID(103), projectID: mileage.id, amount: 1, timestamp: at, notes: nil, at: at)) == .applied)
        let delta = try #require(try delta(database))
        #expect(delta.items.appended.map(\.id) == [ItemID(103)])
        #expect(delta.projects.updated.map(\.updatedAt) == [at])
        #expect(try database.reloadData(from: twoProjects) == other.store.state.data)
    }

    @Test func aProjectDeletedElsewhereTakesItsItemsAndActivityInTheLog() throws {
        let (database, other) = try setUp()
        #expect(other.apply(ProjectAction.projectDeleted(id: hoursWorked.id)) == .applied)
        let delta = try #require(try delta(database))
        #expect(delta.projects.removed == [hoursWorked.id])
        #expect(delta.items.removed.isEmpty)    // gone with the project, not logged one by one
        #expect(delta.activities.removed == [hoursWorked.id])
        #expect(try database.reloadData(from: twoProjects) == other.store.state.data)
    }

    @Test func aReloadRecordsTheOtherProgramsChangesAsTheDataChangeRecord() throws {
        let (database, other) = try setUp()
        #expect(other.apply(ItemAction.itemAdded(id: ItemID(103), projectID: mileage.id, amount: 1, timestamp: at, notes: nil, at: at)) == .applied)
        #expect(other.apply(ItemAction.itemEdited(id: fillUp.id, amount: 9, timestamp: fillUp.timestamp, notes: nil, at: at, expectedVersion: nil)) == .applied)
        #expect(try delta(database) != nil)
        let reloaded = try database.reloadData(from: twoProjects)
        // One account of change: what a reload brought is the data's change record since
        // the data it was applied to, as for an action (so the screens follow it, O(change)).
        #expect(reloaded.changeStamp.recordsChanges(since: twoProjects.changeStamp))
        #expect(Set(reloaded.changes.items.elements.map(\.id)) == [ItemID(103), fillUp.id])
        #expect(reloaded.changes.projects.elements.map(\.id) == [mileage.id])
        #expect(reloaded.changes.activities.elements.isEmpty)
    }

    /// A store whose persistence follows the change log, and the storage actions that reached
    /// its reducers.
    func followingStore(_ database: AppDatabase) -> (Store<AppState>, SeenActions) {
        let seen = SeenActions()
        let recorder = Middleware<AppState> { _, action, next in
            if let action = action as? StorageAction { seen.actions.withLock { $0.append(action) } }
            next(action)
        }
        let store = Store(initialState: AppState(data: twoProjects), reducer: PersistentStore.reducer,
                          middleware: [Persistence(database: database).middleware, recorder])
        return (store, seen)
    }

    @Test func anOutsideChangeReachesTheReducerAsItsRowsAlone() throws {
        let (database, other) = try setUp()
        let (store, seen) = followingStore(database)
        #expect(other.apply(ItemAction.itemEdited(id: fillUp.id, amount: 9, timestamp: fillUp.timestamp, notes: nil, at: at, expectedVersion: nil)) == .applied)
        store.dispatch(StorageAction.externalChangeDetected)
        let action = try #require(seen.actions.withLock { $0.last })
        guard case .rowsChanged(let rows) = action else { Issue.record("passed on: \(action)"); return }
        // The action carries the edited row and its project, not the data: the reducer applies
        // them to the store's data in place, and a devtools log keeps only them.
        #expect(rows.items.updated.map(\.id) == [fillUp.id] && rows.items.appended.isEmpty)
        #expect(rows.projects.updated.map(\.id) == [mileage.id])
        #expect(store.state.data == other.store.state.data)
        #expect(store.state.outsideChange?.items == 1)
        #expect(store.state.data.changes.items.elements.map(\.id) == [fillUp.id])
        // A devtools recording writes the action and reads it back whole.
        let decoded = try JSONDecoder().decode(StorageAction.self, from: JSONEncoder().encode(action))
        #expect(decoded == action)
    }

    @Test func rowsThatDoNotFitTheStoresDataAreReadWhole() throws {
        let (database, other) = try setUp()
        let (store, seen) = followingStore(database)
        // The store holds an item the file never had: the log's swap cannot find its filler last.
        var held = twoProjects
        held.items.append(Item(id: ItemID(500), projectID: mileage.id, amount: 1, timestamp: at))
        store.dispatch(StorageAction.dataReloaded(held))
        #expect(other.apply(ItemAction.itemDeleted(id: fillUp.id, at: at)) == .applied)
        store.dispatch(StorageAction.externalChangeDetected)
        guard case .dataReloaded? = seen.actions.withLock({ $0.last }) else { Issue.record("not read whole"); return }
        #expect(store.state.data == other.store.state.data)
    }

    @Test func anItemDeletedElsewhereIsReadAsTheSameSwap() throws {
        let (database, other) = try setUp()
        #expect(other.apply(ItemAction.itemDeleted(id: fillUp.id, at: at)) == .applied)
        let delta = try #require(try delta(database))
        #expect(delta.items.swapped?.removed == fillUp.id)
        #expect(delta.items.swapped?.filler == tenthOfAnHour.id)
        #expect(try database.reloadData(from: twoProjects) == other.store.state.data)
    }

    @Test func twoItemsDeletedElsewhereBeforeAPollAreReadWhole() throws {
        let (database, other) = try setUp()
        #expect(other.apply(ItemAction.itemDeleted(id: fillUp.id, at: at)) == .applied)
        #expect(other.apply(ItemAction.itemAdded(id: ItemID(103), projectID: mileage.id, amount: 1, timestamp: at, notes: nil, at: at)) == .applied)
        #expect(other.apply(ItemAction.itemDeleted(id: tenthOfAnHour.id, at: at)) == .applied)
        #expect(try delta(database) == nil)
        #expect(try database.reloadData(from: twoProjects) == other.store.state.data)
    }

    @Test func theStoresOwnWritesKeepItsSyncPoint() throws {
        let (database, _) = try setUp()
        let app = try PersistentStore(database: database, watchInterval: nil)
        #expect(app.apply(ItemAction.itemAdded(id: ItemID(103), projectID: mileage.id, amount: 1, timestamp: at, notes: nil, at: at)) == .applied)
        let delta = try #require(try delta(database))
        #expect(delta.items.appended.isEmpty && delta.items.updated.isEmpty && delta.projects.updated.isEmpty)
    }

    @Test func theLogKeepsItsLastTenThousandEntries() throws {
        let (database, _) = try setUp()
        try database.queue.write { db in
            try db.execute(sql: "INSERT INTO changeLog (tableName, rowKey, operation) SELECT 'item', randomblob(16), 'update' FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12000) SELECT i FROM n)")
        }
        try database.write(DataChange(from: AppData(), to: AppData(projects: [Project(id: ProjectID(9), title: "Ninth", units: "", frequency: .daily, createdAt: at, updatedAt: at)])))
        let count = try database.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM changeLog") }
        #expect(count == 10_000)
    }

    /// Two programs take turns at random actions (undos included); after each, the other
    /// hears of it. Both always hold exactly what the file holds.
    @Test(.shrinking, TestSeed.replayOnFailure)
    func twoProgramsTakingTurnsAlwaysAgreeWithTheFile() async {
        await propertyCheck(count: 60, input: zip(RandomStep.generator, Gen.bool).array(of: 1...30).seeded()) { turns in
            let folder = TemporaryFolder()
            guard let first = try? PersistentStore(database: AppDatabase.open(at: folder.file("t.sqlite")), watchInterval: nil),
                  let second = try? PersistentStore(database: AppDatabase.open(at: folder.file("t.sqlite")), watchInterval: nil) else {
                Issue.record("cannot open a database in \(folder.path)")
                return
            }
            for (number, (step, byFirst)) in turns.enumerated() {
                let (acting, listening) = byFirst ? (first, second) : (second, first)
                acting.store.dispatch(step.action)
                listening.store.dispatch(StorageAction.externalChangeDetected)
                let file = try? AppDatabase.open(at: folder.file("t.sqlite"), access: .readOnly).loadData()
                #expect(first.store.state.data == file, "first, after turn \(number + 1): \(step)")
                #expect(second.store.state.data == file, "second, after turn \(number + 1): \(step)")
            }
        }
    }
}

extension DataStorage {
    /// `data` with other programs' changes since it was loaded: ``reload(from:)`` applied to a
    /// copy, as the store's reducer applies it to its data.
    func reloadData(from data: AppData) throws(StorageError) -> AppData {
        switch try reload(from: data) {
        case .whole(let whole): return whole
        case .rows(let rows):
            var updated = data
            rows.apply(to: &updated)
            return updated
        }
    }
}

/// The storage actions that reached a store's reducers.
final class SeenActions: Sendable {
    let actions = Mutex<[StorageAction]>([])
}
