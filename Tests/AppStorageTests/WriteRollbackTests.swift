@testable import AppStorage
import AppCore
import Foundation
import GRDB
import Testing
import UDFKit

/// A data action is applied, then its change record is written; when the write fails, the
/// change is taken back exactly (records, their order, the undo history, the refusal shown),
/// so memory is what the file still holds.
@Suite(.onOwnThread) struct WriteRollbackTests {
    let folder = TemporaryFolder()
    let at = date("2025-03-06T10:00:00Z")

    func store(holding data: AppData) throws -> PersistentStore {
        try PersistentStore(database: folder.database(holding: data), watchInterval: nil)
    }

    var threeItems: AppData {
        AppData(projects: [mileage], items: [
            Item(id: ItemID(101), projectID: mileage.id, amount: 1, timestamp: at),
            Item(id: ItemID(102), projectID: mileage.id, amount: 2, timestamp: at),
            Item(id: ItemID(103), projectID: mileage.id, amount: 3, timestamp: at),
        ])
    }

    @Test func aDeletionThatCannotBeWrittenPutsTheItemBackInItsPlace() throws {
        // Given three items, and a file that refuses to delete one
        let app = try store(holding: threeItems)
        defer { app.close() }
        try app.persistence.storage.withTestTrigger("DELETE ON item")
        let before = app.store.state
        // When the first is deleted (the last item takes its place in memory)
        let outcome = app.apply(ItemAction.itemDeleted(id: ItemID(101), at: at))
        // Then the write failed, and the state is exactly as it was (order, history), with the
        // failure as its error
        guard case .failed(let error) = outcome else {
            Issue.record("expected a failed write, got \(outcome)")
            return
        }
        #expect(app.store.state == before.withError(error))
        #expect(app.store.state.data.items.map(\.id) == [ItemID(101), ItemID(102), ItemID(103)])
    }

    @Test func theOutcomeOfAnActionIsItsOwnNotAnEarlierFailure() throws {
        // Given a write that failed, whose reason the state still holds
        let app = try store(holding: threeItems)
        defer { app.close() }
        try app.persistence.storage.withTestTrigger("DELETE ON item")
        guard case .failed = app.apply(ItemAction.itemDeleted(id: ItemID(101), at: at)) else {
            Issue.record("expected a failed write")
            return
        }
        // When an action that sets no error of its own follows, it is applied, and so is one
        // after a refusal
        #expect(app.apply(HistoryAction.groupBegan) == .applied)
        #expect(app.apply(ItemAction.itemDeleted(id: ItemID(999), at: at)) != .applied)
        #expect(app.apply(HistoryAction.groupEnded) == .applied)
        #expect(app.store.state.lastError == nil)
    }

    @Test func anUndoThatCannotBeWrittenKeepsItsStep() throws {
        // Given an item added, and a file that then refuses to delete items
        let app = try store(holding: threeItems)
        defer { app.close() }
        #expect(app.apply(ItemAction.itemAdded(id: ItemID(104), projectID: mileage.id, amount: 4, timestamp: at, notes: nil, at: at)) == .applied)
        try app.persistence.storage.withTestTrigger("DELETE ON item")
        let before = app.store.state
        // When it is undone
        let outcome = app.apply(HistoryAction.undone)
        // Then the undo failed, the item is still there and the step can still be undone
        guard case .failed(let error) = outcome else {
            Issue.record("expected a failed write, got \(outcome)")
            return
        }
        #expect(app.store.state == before.withError(error))
        #expect(app.store.state.history.undoCount == 1 && app.store.state.history.redoCount == 0)
    }
}

extension WriteRollbackTests {
    /// The store applies an action a middleware dispatches after those already waiting; the
    /// rollback goes down the chain at once, so no such action comes between a failed write
    /// and its rollback. Here that action edits the same item and fails too: had it been
    /// applied before the first rollback, taking both inverted records back in turn would
    /// have left memory at the first edit (10) while the file holds the original (1).
    @Test func aRollbackComesBeforeAnyActionDispatchedMeanwhile() throws {
        let at = at
        let interleaving = Middleware<AppState> { context, action, next in
            if case .itemEdited(_, 10, _, _, _, _)? = action as? ItemAction {
                context.dispatch(ItemAction.itemEdited(id: ItemID(101), amount: 20, timestamp: at, notes: nil, at: at))
            }
            next(action)
        }
        let app = try PersistentStore(database: folder.database(holding: threeItems), watchInterval: nil, middleware: [interleaving])
        defer { app.close() }
        try app.persistence.storage.withTestTrigger("UPDATE ON item")
        let outcome = app.apply(ItemAction.itemEdited(id: ItemID(101), amount: 10, timestamp: at, notes: nil, at: at))
        guard case .failed = outcome else {
            Issue.record("expected a failed write, got \(outcome)")
            return
        }
        let file = try AppDatabase.open(at: folder.file("udf.sqlite"), access: .readOnly).loadData()
        #expect(file.items[id: ItemID(101)]?.amount == 1)
        #expect(app.store.state.data.items[id: ItemID(101)]?.amount == 1)
        #expect(app.store.state.data.items.array == file.items.array)
    }
}

extension AppState {
    /// The same state with `error` as its last error.
    func withError(_ error: AppError?) -> AppState {
        var state = self
        state.lastError = error
        return state
    }
}

extension DataStorage {
    /// Makes the SQLite file refuse `event` (`DELETE ON item`) for this connection.
    fileprivate func withTestTrigger(_ event: String) throws {
        let database = try #require(self as? AppDatabase)
        try database.queue.write { db in
            try db.execute(sql: "CREATE TEMP TRIGGER refuse BEFORE \(event) BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")
        }
    }
}
