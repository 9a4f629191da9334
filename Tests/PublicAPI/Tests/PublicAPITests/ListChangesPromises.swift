import Foundation
import Testing
import UDFKit

/// A todo of a table view.
struct Todo: Identifiable, Equatable, Codable, Sendable {
    var id: Int
    var title: String
    var isDone = false
}

enum TodoAction: Action, Codable, Equatable {
    case added(Todo)
    case completed(id: Int)
    case deleted(id: Int)
    case movedToTop(id: Int)
}

let todoReducer = Reducer<IdentifiedList<Todo>>(TodoAction.self) { todos, action in
    switch action {
    case .added(let todo): todos.append(todo)
    case .completed(let id): todos[id: id]?.isDone = true
    case .deleted(let id): todos.remove(id: id)
    case .movedToTop(let id):
        if let offset = todos.index(id: id) { todos.move(fromOffsets: [offset], toOffset: 0) }
    }
}

/// Three todos, ids 1 to 3.
let threeTodos: IdentifiedList<Todo> = [Todo(id: 1, title: "Taxes"), Todo(id: 2, title: "Garden"), Todo(id: 3, title: "Bike")]

/// The promises of `IdentifiedList`, `ListChanges`, `ListBatchUpdate` and `subscribe(changesOf:_:)`.
@Suite struct ListChangesPromises {
    @Test func aTableViewGetsTheWholeListFirstThenTheRowsEachActionInsertedRemovedMovedOrUpdated() {
        let store = Store(initialState: threeTodos, reducer: todoReducer.recordingChanges())
        let updates = Log<String>()
        let token = store.subscribe(changesOf: { $0 }) { todos, changes in
            updates.append(changes.map { "\($0.batchUpdate)" } ?? "reloadData \(todos.count)")
        }
        defer { store.unsubscribe(token) }
        store.dispatch(TodoAction.added(Todo(id: 4, title: "Milk")))
        store.dispatch(TodoAction.completed(id: 2))
        store.dispatch(TodoAction.movedToTop(id: 3))
        store.dispatch(TodoAction.deleted(id: 1))
        store.dispatch(TodoAction.completed(id: 2))
        #expect(updates.values == ["reloadData 3", "insert [3]", "reload [1]", "move [2→0]", "delete [1]"])
    }

    @Test func aDiffableDataSourceReadsTheIdsOfWhatChanged() {
        var todos = threeTodos
        todos.beginChanges()
        todos.remove(id: 1)
        todos[id: 2]?.title = "Garden, front"
        todos.insert(Todo(id: 9, title: "Call"), at: 0)
        let changes = todos.changes
        #expect(changes.removed.map(\.id) == [1])
        #expect(changes.updated.map(\.id) == [2])
        #expect(changes.inserted.map(\.id) == [9])
        #expect(changes.moved.isEmpty)
        #expect(changes.countBefore == 3 && changes.countAfter == 3)
    }

    @Test func aRecordOfChangesIsCodableAndUndoneByApplyingItInverted() throws {
        var todos = threeTodos
        todos.beginChanges()
        todos.swapRemove(id: 1)
        let changes = todos.changes
        let data = try JSONEncoder().encode(changes)
        let decoded = try JSONDecoder().decode(ListChanges<Todo>.self, from: data)
        #expect(decoded == changes)
        try todos.apply(decoded.inverted)
        #expect(todos == threeTodos)
    }

    @Test func applyExactlyPutsRecordsBackWhereTheyWereEvenWhenUndoPlacesThemElsewhere() {
        var board = TodoBoard(todos: threeTodos)
        board.beginChanges()
        board.todos.remove(id: 2)
        let removal = board.changes

        var undone = board
        undone.apply(unchecked: removal.inverted)
        #expect(undone.todos.map(\.id) == [1, 3, 2])    // the board's own rule: back at the end

        var exact = board
        exact.applyExactly(removal.inverted)
        #expect(exact.todos == threeTodos)

        // A list adds no rule: exact is its apply.
        var list = board.todos
        list.applyExactly(removal.inverted)
        #expect(list == threeTodos)
    }
}

/// Data with a rule of its own: a todo put back goes to the end of the board.
struct TodoBoard: ChangeTracking {
    var todos: IdentifiedList<Todo>

    mutating func beginChanges() { todos.beginChanges() }
    var changes: ListChanges<Todo> { todos.changes }
    var changeStamp: ChangeRecordStamp { todos.changeStamp }
    func conflict(applying changes: ListChanges<Todo>) -> UndoConflict<Int>? { todos.conflict(applying: changes) }

    mutating func apply(unchecked changes: ListChanges<Todo>) {
        todos.beginChanges()
        for change in changes.elements {
            if let todo = change.after {
                if todos[id: todo.id] == nil { todos.append(todo) } else { todos[id: todo.id] = todo }
            } else {
                todos.remove(id: change.id)
            }
        }
    }

    mutating func applyExactly(_ changes: ListChanges<Todo>) { todos.applyExactly(changes) }
}
