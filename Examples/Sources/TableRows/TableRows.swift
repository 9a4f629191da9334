// TableRows: what a table view is told after each action, in the form UIKit's
// `performBatchUpdates` and a diffable data source want it: the rows deleted, inserted, moved
// and reloaded. The reducer's list records what each action changed while it runs, so nothing
// diffs two arrays and the cost is that of the rows changed, whatever the length of the list.
// Commands: add TITLE · rename N TITLE · done N · top N · delete N · quit (N: a row's number).
//
//   $ swift run --package-path Examples TableRows
//   add Milk
//   table: insert [0]
//   1. [ ] Milk

import UDFKit

/// One row of the table.
struct Row: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var isDone = false
}

/// Events; the id of a new row comes in with the action, never from the reducer.
enum RowAction: Action, Equatable {
    case added(id: Int, title: String)
    case renamed(id: Int, title: String)
    case completed(id: Int)
    case movedToTop(id: Int)
    case deleted(id: Int)
}

/// The rows, in the order the table shows them.
let rowsReducer = Reducer<IdentifiedList<Row>>(RowAction.self) { rows, action in
    switch action {
    case .added(let id, let title): rows.append(Row(id: id, title: title))
    case .renamed(let id, let title): rows[id: id]?.title = title
    case .completed(let id): rows[id: id]?.isDone = true
    case .movedToTop(let id):
        if let offset = rows.index(id: id) { rows.move(fromOffsets: [offset], toOffset: 0) }
    case .deleted(let id): rows.remove(id: id)
    }
}

/// The store's state: the rows, and the next id to give.
struct Shelf: Sendable {
    var rows: IdentifiedList<Row> = []
    var nextID = 1
}

/// `recordingChanges()` starts a new record before every action, so that the subscription
/// below receives one record per action.
let shelfReducer = Reducer<Shelf>.combine(
    .lift(\.rows, rowsReducer.recordingChanges()),
    Reducer(RowAction.self) { shelf, action in
        if case .added(let id, _) = action { shelf.nextID = max(shelf.nextID, id + 1) }
    }
)

/// The action a command stands for, or nil for a line that is not one.
func action(for line: String, in shelf: Shelf) -> RowAction? {
    let words = line.split(separator: " ", maxSplits: 2).map(String.init)
    let row = words.count > 1 ? Int(words[1]).flatMap { shelf.rows.indices.contains($0 - 1) ? shelf.rows[$0 - 1] : nil } : nil
    switch (words.first, row) {
    case ("add", _) where words.count > 1: return .added(id: shelf.nextID, title: words.dropFirst().joined(separator: " "))
    case ("rename", let row?) where words.count == 3: return .renamed(id: row.id, title: words[2])
    case ("done", let row?): return .completed(id: row.id)
    case ("top", let row?): return .movedToTop(id: row.id)
    case ("delete", let row?): return .deleted(id: row.id)
    default: return nil
    }
}

/// What a table view would be told: the whole table first, then each batch update.
func tableUpdate(_ rows: IdentifiedList<Row>, _ changes: ListChanges<Row>?) -> [String] {
    let told = changes.map { "table: \($0.batchUpdate)" } ?? "table: reloadData (\(rows.count) rows)"
    return [told] + rows.enumerated().map { number, row in "\(number + 1). [\(row.isDone ? "x" : " ")] \(row.title)" }
}

/// Runs the app over lines of input, printing each table update and the rows.
func runTable(lines: some Sequence<String>, print: @escaping @Sendable (String) -> Void) {
    let store = Store(initialState: Shelf(), reducer: shelfReducer)
    let token = store.subscribe(changesOf: \.rows) { rows, changes in tableUpdate(rows, changes).forEach(print) }
    defer { store.unsubscribe(token) }
    for line in lines {
        if line == "quit" { break }
        if let action = action(for: line, in: store.state) {
            store.dispatch(action)
        } else {
            print("? add TITLE · rename N TITLE · done N · top N · delete N · quit")
        }
    }
}

@main
enum TableRowsApp {
    static func main() {
        runTable(lines: AnyIterator { readLine() }) { Swift.print($0) }
    }
}
