import Foundation
import Synchronization
import Testing
@testable import Todo
import UDFKitTesting

@Suite struct TodoTests {
    @Test func theListChangesOnlyThroughItsEvents() async {
        let store = TestStore(initialState: TodoList(), reducer: todoReducer)
        await store.send(TodoAction.added(id: 1, title: "Milk")) { $0.todos = [Todo(id: 1, title: "Milk")] }
        await store.send(TodoAction.added(id: 2, title: "Bread")) { $0.todos.append(Todo(id: 2, title: "Bread")) }
        await store.send(TodoAction.edited(id: 1, title: "Oat milk")) { $0.todos[0].title = "Oat milk" }
        await store.send(TodoAction.completed(id: 2)) { $0.todos[1].isDone = true }
        await store.send(TodoAction.reopened(id: 2)) { $0.todos[1].isDone = false }
        await store.send(TodoAction.deleted(id: 1)) { $0.todos = [Todo(id: 2, title: "Bread")] }
        await store.send(TodoAction.filterChanged(.done)) { $0.filter = .done }
        await store.send(TodoAction.sortChanged(.title)) { $0.sort = .title }
    }

    @Test func theVisibleListIsFilteredAndSorted() {
        let list = TodoList(
            todos: [Todo(id: 1, title: "Rice", isDone: true), Todo(id: 2, title: "apples"), Todo(id: 3, title: "Bread")],
            filter: .open, sort: .title
        )
        #expect(list.visible.map(\.title) == ["apples", "Bread"])
    }

    @Test func commandsNumberTodosAsTheyAreShown() throws {
        let list = TodoList(todos: [Todo(id: 1, title: "Rice", isDone: true), Todo(id: 7, title: "Tea")], filter: .open)
        #expect(try parse("done 1", in: list).get() == .completed(id: 7))
        #expect(try parse("edit 1 Green tea", in: list).get() == .edited(id: 7, title: "Green tea"))
        #expect(try parse("add Fresh bread", in: list).get() == .added(id: 8, title: "Fresh bread"))
        #expect(try parse("sort title", in: list).get() == .sortChanged(.title))
        #expect(throws: Message.self) { try parse("done 2", in: list).get() }
        #expect(throws: Message.self) { try parse("show some", in: list).get() }
    }

    @Test func aPriorityIsShownFilteredAndSortedBy() async throws {
        let store = TestStore(initialState: TodoList(todos: [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Taxes")]), reducer: todoReducer)
        await store.send(TodoAction.prioritized(id: 2, .high)) { $0.todos[1].priority = .high }
        await store.send(TodoAction.sortChanged(.priority)) { $0.sort = .priority }
        #expect(render(store.state) == ["1. [ ] Taxes (high)", "2. [ ] Milk"])
        await store.send(TodoAction.filterChanged(.high)) { $0.filter = .high }
        #expect(store.state.visible.map(\.title) == ["Taxes"])
        #expect(try parse("priority 1 low", in: store.state).get() == .prioritized(id: 2, .low))
        #expect(throws: Message.self) { try parse("priority 1 urgent", in: store.state).get() }
        #expect(try parse("sort priority", in: store.state).get() == .sortChanged(.priority))
    }

    @Test func aFileWrittenBeforePrioritiesReadsAsNormal() throws {
        let old = Data(#"{"todos":[{"id":1,"title":"Milk","isDone":false}],"filter":"all","sort":"added"}"#.utf8)
        let list = try JSONDecoder().decode(TodoList.self, from: old)
        #expect(list.todos == [Todo(id: 1, title: "Milk")])
        #expect(list.todos[0].priority == .normal)
    }

    @Test func theListIsSavedAndLoadedBackOnTheNextRun() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "todo-\(UUID().uuidString).json")
        let first = Mutex<[String]>([])
        runTodo(file: file, lines: ["add Milk", "add Bread", "done 1", "quit", "add Never"]) { line in first.withLock { $0.append(line) } }
        #expect(first.withLock { $0.last } == "2. [ ] Bread")

        let second = Mutex<[String]>([])
        let list = runTodo(file: file, lines: ["show done"]) { line in second.withLock { $0.append(line) } }
        #expect(second.withLock { $0 } == ["1. [x] Milk", "2. [ ] Bread", "1. [x] Milk"])
        #expect(list.todos == [Todo(id: 1, title: "Milk", isDone: true), Todo(id: 2, title: "Bread")])
    }

    @Test func aCorruptFileIsSetAsideAndTheListStartsEmpty() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "todo-\(UUID().uuidString).json")
        try Data("not json".utf8).write(to: file)
        let printed = Mutex<[String]>([])
        runTodo(file: file, lines: []) { line in printed.withLock { $0.append(line) } }
        #expect(printed.withLock { $0.first }?.hasSuffix("it was moved to \(file.path).corrupt") == true)
        #expect(try String(contentsOf: URL(filePath: file.path + ".corrupt"), encoding: .utf8) == "not json")
    }
}
