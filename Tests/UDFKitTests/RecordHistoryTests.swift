import Testing
import UDFKit

/// A table whose rows the user edits with undo, while other code (a sync, another window)
/// changes them too.
struct RowEditor: Sendable, Equatable {
    var rows = sampleRows(3)
    var history = RecordHistory<ListChanges<Row>>()
    var refusal: UndoConflict<Int>?
}

/// What another program did to the rows: applied, never undone.
enum SyncAction: Action { case arrived(Row) }

let rowEditorReducer = Reducer<RowEditor>.combine(
    .undoableRecords(rowReducer, data: \.rows, history: \.history, refused: { editor, conflict in editor.refusal = conflict }),
    Reducer(SyncAction.self) { editor, action in
        switch action {
        case .arrived(let row):
            editor.rows.beginChanges()
            editor.rows[id: row.id] = row
        }
    }
)

@Suite struct RecordHistoryTests {
    @Test func undoTakesBackTheUsersChangeAndKeepsEveryoneElses() {
        let store = Store(initialState: RowEditor(), reducer: rowEditorReducer)
        store.dispatch(RowAction.renamed(id: 1, to: "mine"))
        store.dispatch(SyncAction.arrived(Row(id: 2, title: "theirs")))
        store.dispatch(HistoryAction.undone)
        #expect(store.state.rows.map(\.title) == ["r1", "theirs", "r3"])
        #expect(store.state.history.redoCount == 1)
        store.dispatch(HistoryAction.redone)
        #expect(store.state.rows.map(\.title) == ["mine", "theirs", "r3"])
    }

    @Test func anUndoWhoseRecordWasChangedElsewhereIsRefusedAndChangesNothing() {
        let store = Store(initialState: RowEditor(), reducer: rowEditorReducer)
        store.dispatch(RowAction.renamed(id: 1, to: "mine"))
        store.dispatch(SyncAction.arrived(Row(id: 1, title: "theirs")))
        store.dispatch(HistoryAction.undone)
        #expect(store.state.rows.map(\.title) == ["theirs", "r2", "r3"])
        #expect(store.state.refusal == UndoConflict(record: 1, reason: .changedElsewhere))
        #expect(store.state.history.undoCount == 1)
    }

    @Test func anUndoDeliversItsOwnRecordToSubscribers() {
        let store = Store(initialState: RowEditor(), reducer: rowEditorReducer)
        let seen = Recorder<String>()
        let token = store.subscribe(changesOf: \.rows) { _, changes in seen.append(changes.map { "\($0.batchUpdate)" } ?? "all") }
        store.dispatch(RowAction.deleted(id: 2))
        store.dispatch(HistoryAction.undone)
        store.unsubscribe(token)
        #expect(seen.values == ["all", "delete [1]", "insert [1]"])
    }

    @Test func aGroupIsUndoneAsOneStep() {
        let store = Store(initialState: RowEditor(), reducer: rowEditorReducer)
        store.dispatch(HistoryAction.groupBegan)
        store.dispatch(RowAction.renamed(id: 1, to: "one"))
        store.dispatch(RowAction.added(Row(id: 4, title: "r4")))
        store.dispatch(HistoryAction.groupEnded)
        #expect(store.state.history.undoCount == 1)
        store.dispatch(HistoryAction.undone)
        #expect(store.state.rows == sampleRows(3))
    }

    @Test func stepsPastTheLimitAreForgottenOldestFirst() {
        var history = RecordHistory<ListChanges<Row>>(limit: 2)
        var list = sampleRows(3)
        for title in ["a", "b", "c"] {
            list.beginChanges()
            list[id: 1]?.title = title
            history.record(list.changes)
        }
        #expect(history.undoable.map { $0.updated.first?.after?.title } == ["b", "c"])
    }

    @Test func aDiscardedStepLetsTheOneBeforeItBeUndone() throws {
        var history = RecordHistory<ListChanges<Row>>()
        var list = sampleRows(3)
        for id in [1, 2] {
            list.beginChanges()
            list[id: id]?.title = "mine"
            history.record(list.changes)
        }
        history.discardNextStep(undoing: true)
        try history.apply(.undone, to: &list)
        #expect(list.map(\.title) == ["r1", "mine", "r3"])
        #expect(history.redoCount == 1)
        history.discardNextStep(undoing: false)
        #expect(history.redoCount == 0 && history.undoCount == 0)
        history.discardNextStep(undoing: false)
        #expect(history.redoCount == 0)
    }
}
