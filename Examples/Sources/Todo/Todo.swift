// Todo: a line-mode to-do list kept in a JSON file between runs, with UDFKit's file
// snapshots. Commands: add TITLE · edit N TITLE · done N · reopen N · delete N ·
// priority N high|normal|low · show all|open|done|high|normal|low · sort added|title|priority
// · quit.  N is the number shown in the list.
//
//   $ swift run --package-path Examples Todo -- todos.json
//   add Buy milk
//   1. [ ] Buy milk
//
// `--devtools` serves its devtools (every action, its diff, time travel) on a socket that
// `udf-tui devtools attach PATH` opens from another terminal.

import Foundation
import UDFKit
import UDFKitDevTools

/// How much a to-do matters; high first when sorted by priority.
enum Priority: String, Codable, CaseIterable, Sendable {
    case high, normal, low

    /// 0 for high, 1 for normal, 2 for low.
    var rank: Int { Priority.allCases.firstIndex(of: self) ?? 1 }
}

struct Todo: Codable, Equatable, Sendable {
    var id: Int
    var title: String
    var isDone = false
    var priority = Priority.normal

    init(id: Int, title: String, isDone: Bool = false, priority: Priority = .normal) {
        self.id = id
        self.title = title
        self.isDone = isDone
        self.priority = priority
    }

    private enum CodingKeys: String, CodingKey { case id, title, isDone, priority }

    /// Reads a to-do; files written before priorities existed read as normal.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        isDone = try container.decodeIfPresent(Bool.self, forKey: .isDone) ?? false
        priority = try container.decodeIfPresent(Priority.self, forKey: .priority) ?? .normal
    }
}

enum Filter: String, Codable, Sendable { case all, open, done, high, normal, low }
enum Sort: String, Codable, Sendable { case added, title, priority }

struct TodoList: Codable, Equatable, Sendable {
    var todos: [Todo] = []
    var filter = Filter.all
    var sort = Sort.added

    /// The todos on show, in order: derived, never stored.
    var visible: [Todo] {
        let shown = todos.filter { todo in
            switch filter {
            case .all: true
            case .open, .done: todo.isDone == (filter == .done)
            case .high, .normal, .low: todo.priority.rawValue == filter.rawValue
            }
        }
        switch sort {
        case .added: return shown
        case .title: return shown.sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
        case .priority:
            // Stable: within a priority, the order they were added in.
            return shown.enumerated().sorted { ($0.element.priority.rank, $0.offset) < ($1.element.priority.rank, $1.offset) }.map(\.element)
        }
    }
}

/// Events; the id of a new todo comes in with the action, never from the reducer.
enum TodoAction: Action, Codable, Equatable {
    case added(id: Int, title: String)
    case edited(id: Int, title: String)
    case completed(id: Int)
    case reopened(id: Int)
    case deleted(id: Int)
    case prioritized(id: Int, Priority)
    case filterChanged(Filter)
    case sortChanged(Sort)
}

let todoReducer = Reducer<TodoList>(TodoAction.self) { list, action in
    func update(_ id: Int, _ change: (inout Todo) -> Void) {
        if let index = list.todos.firstIndex(where: { $0.id == id }) { change(&list.todos[index]) }
    }
    switch action {
    case .added(let id, let title): list.todos.append(Todo(id: id, title: title))
    case .edited(let id, let title): update(id) { $0.title = title }
    case .completed(let id): update(id) { $0.isDone = true }
    case .reopened(let id): update(id) { $0.isDone = false }
    case .deleted(let id): list.todos.removeAll { $0.id == id }
    case .prioritized(let id, let priority): update(id) { $0.priority = priority }
    case .filterChanged(let filter): list.filter = filter
    case .sortChanged(let sort): list.sort = sort
    }
}

/// The action a command stands for in `list`, or a message saying what is wrong.
func parse(_ line: String, in list: TodoList) -> Result<TodoAction, Message> {
    let words = line.split(separator: " ", maxSplits: 2).map(String.init)
    let title = words.dropFirst().joined(separator: " ")
    func todo(at word: String?) -> Todo? {
        Int(word ?? "").flatMap { list.visible.indices.contains($0 - 1) ? list.visible[$0 - 1] : nil }
    }
    switch (words.first, todo(at: words.dropFirst().first)) {
    case ("add", _) where !title.isEmpty: return .success(.added(id: (list.todos.map(\.id).max() ?? 0) + 1, title: title))
    case ("edit", let todo?) where words.count == 3: return .success(.edited(id: todo.id, title: words[2]))
    case ("done", let todo?): return .success(.completed(id: todo.id))
    case ("reopen", let todo?): return .success(.reopened(id: todo.id))
    case ("delete", let todo?): return .success(.deleted(id: todo.id))
    case ("priority", let todo?) where words.count == 3 && Priority(rawValue: words[2]) != nil:
        return .success(.prioritized(id: todo.id, Priority(rawValue: words[2]) ?? .normal))
    case ("show", _) where Filter(rawValue: title) != nil: return .success(.filterChanged(Filter(rawValue: title) ?? .all))
    case ("sort", _) where Sort(rawValue: title) != nil: return .success(.sortChanged(Sort(rawValue: title) ?? .added))
    default: return .failure(Message(text: "? add TITLE · edit N TITLE · done N · reopen N · delete N · priority N high|normal|low · show all|open|done|high|normal|low · sort added|title|priority · quit"))
    }
}

struct Message: Error { var text: String }

/// The list as lines of text.
func render(_ list: TodoList) -> [String] {
    let lines = list.visible.enumerated().map { number, todo in
        "\(number + 1). [\(todo.isDone ? "x" : " ")] \(todo.title)" + (todo.priority == .normal ? "" : " (\(todo.priority.rawValue))")
    }
    return lines.isEmpty ? ["(nothing to show)"] : lines
}

/// Runs the app: loads the list from `file`, applies each line, saves a second after
/// changes and on quit. Returns the final list.
@discardableResult
func runTodo(file: URL, lines: some Sequence<String>, devTools: DevTools<TodoList>? = nil,
             print: @escaping @Sendable (String) -> Void) -> TodoList {
    let snapshot = FileSnapshot<TodoList>(url: file)
    let initial: TodoList
    do { initial = try snapshot.load() ?? TodoList() } catch { print("\(error)"); initial = TodoList() }
    let saver = SnapshotSaver(snapshot, delay: .seconds(1), report: { print("\($0)") })
    let recording = devTools.map { [$0.middleware] } ?? []
    let store = Store(initialState: initial, reducer: todoReducer, middleware: [.savingSnapshots(of: \.self, with: saver)] + recording)
    let token = store.subscribe(to: \.self) { render($0).forEach(print) }
    defer { store.unsubscribe(token) }
    for line in lines where !line.isEmpty {
        if line == "quit" { break }
        switch parse(line, in: store.state) {
        case .success(let action): store.dispatch(action)
        case .failure(let message): print(message.text)
        }
    }
    try? saver.flush()
    return store.state
}

@main
enum TodoApp {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        let path = arguments.first { !$0.hasPrefix("--") } ?? "todos.json"
        let devTools = arguments.contains("--devtools") ? DevTools(reducer: todoReducer, registry: try ActionRegistry([TodoAction.self])) : nil
        let server = devTools.flatMap { devTools in
            do {
                let server = try DevToolsServer(devTools: devTools, name: "todo")
                Swift.print("devtools at \(server.path)")
                return server
            } catch {
                Swift.print("devtools not served: \(error)")
                return nil
            }
        }
        runTodo(file: URL(filePath: path), lines: AnyIterator { readLine() }, devTools: devTools) { Swift.print($0) }
        server?.stop()
    }
}
