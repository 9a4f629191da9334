import Testing
import UDFKit

/// What happens to the rows of a table, as actions.
enum RowAction: Action, Equatable {
    case added(Row)
    case renamed(id: Int, to: String)
    case deleted(id: Int)
    case reloaded([Row])
}

let rowReducer = Reducer<IdentifiedList<Row>>(RowAction.self) { rows, action in
    switch action {
    case .added(let row): rows.append(row)
    case .renamed(let id, let title): rows[id: id]?.title = title
    case .deleted(let id): rows.remove(id: id)
    case .reloaded(let fresh): rows.replaceAll(with: IdentifiedList(fresh))
    }
}

/// A screen: a table of rows and a title that has nothing to do with them.
struct RowScreen: Sendable {
    var rows = sampleRows(3)
    var title = "Rows"
}

enum TitleAction: Action { case retitled(String) }

let screenReducer = Reducer<RowScreen>.combine(
    .lift(\.rows, rowReducer.recordingChanges()),
    Reducer(TitleAction.self) { screen, action in
        switch action {
        case .retitled(let title): screen.title = title
        }
    }
)

@Suite struct ListChangesSubscriptionTests {
    @Test func theSubscriberGetsTheWholeListFirstThenEachActionsChanges() {
        let store = Store(initialState: RowScreen(), reducer: screenReducer)
        let seen = Recorder<String>()
        let token = store.subscribe(changesOf: \.rows) { rows, changes in
            seen.append(changes.map { "\($0.batchUpdate)" } ?? "all \(rows.map(\.id))")
        }
        store.dispatch(RowAction.added(Row(id: 4, title: "r4")))
        store.dispatch(RowAction.renamed(id: 2, to: "two"))
        store.dispatch(RowAction.deleted(id: 1))
        store.unsubscribe(token)
        #expect(seen.values == ["all [1, 2, 3]", "insert [3]", "reload [1]", "delete [0]"])
    }

    @Test func actionsThatLeaveTheListAsItWasDeliverNothing() {
        let store = Store(initialState: RowScreen(), reducer: screenReducer)
        let seen = Recorder<Int>()
        let token = store.subscribe(changesOf: \.rows) { _, changes in seen.append(changes?.elements.count ?? -1) }
        store.dispatch(TitleAction.retitled("Other"))
        store.dispatch(RowAction.renamed(id: 9, to: "nobody"))
        store.dispatch(RowAction.renamed(id: 1, to: "r1"))
        store.unsubscribe(token)
        #expect(seen.values == [-1])
    }

    @Test func aReloadDeliversOnlyWhatItChanged() {
        let store = Store(initialState: RowScreen(), reducer: screenReducer)
        let seen = Recorder<ListChanges<Row>?>()
        let token = store.subscribe(changesOf: \.rows) { _, changes in seen.append(changes) }
        store.dispatch(RowAction.reloaded([Row(id: 1, title: "r1"), Row(id: 3, title: "three")]))
        store.unsubscribe(token)
        #expect(seen.values.last??.removed.map(\.id) == [2])
        #expect(seen.values.last??.updated.map(\.id) == [3])
    }

    @Test func aListChangedWithoutARecordAsksForAFullReload() {
        let unrecorded = Reducer<RowScreen>.lift(\.rows, rowReducer)
        let store = Store(initialState: RowScreen(), reducer: unrecorded)
        let seen = Recorder<String>()
        let token = store.subscribe(changesOf: \.rows) { rows, changes in
            seen.append(changes == nil ? "reload \(rows.count)" : "changes")
        }
        store.dispatch(RowAction.added(Row(id: 4, title: "r4")))
        store.unsubscribe(token)
        #expect(seen.values == ["reload 3", "reload 4"])
    }

    @Test func aChangeMadeOutsideTheRecordAfterARecordedActionAsksForAFullReload() {
        // Retitling also pins a row, with no record begun: the record still open is the
        // previous action's, which no longer says all that changed.
        let pinning = Reducer<RowScreen>.combine(
            .lift(\.rows, rowReducer.recordingChanges()),
            Reducer(TitleAction.self) { screen, action in
                switch action {
                case .retitled(let title): screen.rows.append(Row(id: 0, title: title))
                }
            }
        )
        let store = Store(initialState: RowScreen(), reducer: pinning)
        let seen = Recorder<String>()
        let token = store.subscribe(changesOf: \.rows) { rows, changes in
            seen.append(changes.map { "\($0.batchUpdate)" } ?? "all \(rows.count)")
        }
        store.dispatch(RowAction.renamed(id: 1, to: "one"))
        store.dispatch(TitleAction.retitled("pinned"))
        store.unsubscribe(token)
        #expect(seen.values == ["all 3", "reload [0]", "all 4"])
    }

    @Test func anActionDispatchedFromACallbackReachesTheOtherSubscribersAsARecordOfItsOwn() {
        let store = Store(initialState: RowScreen(), reducer: screenReducer)
        let seen = Recorder<String>()
        let late = Locked<SubscriptionToken?>(nil)
        // The first subscriber dispatches from its callback: the second one still hears about
        // each action with that action's record.
        let first = store.subscribe(changesOf: \.rows) { [weak store] rows, _ in
            if rows.count == 4 { store?.dispatch(RowAction.added(Row(id: 5, title: "r5"))) }
        }
        late.withLock { $0 = store.subscribe(changesOf: \.rows) { rows, changes in
            seen.append("\(rows.count) \(changes.map { "\($0.batchUpdate)" } ?? "all")")
        } }
        store.dispatch(RowAction.added(Row(id: 4, title: "r4")))
        store.unsubscribe(first)
        late.withLock { $0 }.map(store.unsubscribe)
        #expect(seen.values == ["3 all", "4 insert [3]", "5 insert [4]"])
    }

    /// Two lists whose reducers each begin only their own list's record: the list an action
    /// leaves alone still holds the previous action's record. Its changes must not be
    /// delivered again: the subscriber is asked to reload instead.
    @Test func aListLeftAloneWithAnEarlierRecordOpenIsNotReportedAgain() {
        let reducer = Reducer<Shelves>.combine(
            .lift(\.books, rowReducer.recordingChanges()),
            .lift(\.loans, Reducer<IdentifiedList<Row>>(LoanAction.self) { loans, action in
                if case .lent(let row) = action { loans.append(row) }
            }.recordingChanges())
        )
        let store = Store(initialState: Shelves(), reducer: reducer)
        let seen = Recorder<String>()
        let token = store.subscribe(changesOf: \.self) { _, changes in
            seen.append(changes.map { "books \($0.books.elements.count) loans \($0.loans.elements.count)" } ?? "all")
        }
        store.dispatch(RowAction.renamed(id: 1, to: "one"))
        store.dispatch(LoanAction.lent(Row(id: 9, title: "lent")))
        store.unsubscribe(token)
        #expect(seen.values == ["all", "books 1 loans 0", "all"])
    }
}

enum LoanAction: Action { case lent(Row) }

/// Two lists, each with a record of its own.
struct Shelves: ChangeTracking, Sendable {
    var books = sampleRows(3)
    var loans = IdentifiedList<Row>()

    struct Changes: ChangeSet {
        var books: ListChanges<Row>
        var loans: ListChanges<Row>
        var isEmpty: Bool { books.isEmpty && loans.isEmpty }
        var inverted: Changes { Changes(books: books.inverted, loans: loans.inverted) }
        func followed(by later: Changes) -> Changes {
            Changes(books: books.followed(by: later.books), loans: loans.followed(by: later.loans))
        }
    }

    mutating func beginChanges() {
        books.beginChanges()
        loans.beginChanges()
    }
    var changes: Changes { Changes(books: books.changes, loans: loans.changes) }
    var changeStamp: ChangeRecordStamp { ChangeRecordStamp(combining: [books.changeStamp, loans.changeStamp]) }
    func conflict(applying changes: Changes) -> UndoConflict<Int>? {
        books.conflict(applying: changes.books) ?? loans.conflict(applying: changes.loans)
    }
    mutating func apply(unchecked changes: Changes) {
        books.apply(unchecked: changes.books)
        loans.apply(unchecked: changes.loans)
    }
}
