import UDFKit
import UDFKitDevTools

/// A small to-do state: enough structure for paths, ids and replay.
struct Todos: Equatable, Codable, Sendable {
    var items: [Todo] = []
    var filter = ""
    var edits = 0
}

struct Todo: Identifiable, Equatable, Codable, Sendable {
    var id: Int
    var title: String
    var done = false
}

enum TodoAction: Action, Equatable, Codable {
    case added(id: Int, title: String)
    case renamed(id: Int, title: String)
    case toggled(id: Int)
    case removed(id: Int)
    case filtered(String)
}

/// An action family the registry does not know: shown by type name, still replayed.
struct Untracked: Action, Equatable {
    var amount: Int
}

let todoReducer = Reducer<Todos>.combine(
    Reducer(TodoAction.self) { state, action in
        state.edits += 1
        switch action {
        case let .added(id, title): state.items.append(Todo(id: id, title: title))
        case let .renamed(id, title): state.items.indices.first { state.items[$0].id == id }.map { state.items[$0].title = title }
        case let .toggled(id): state.items.indices.first { state.items[$0].id == id }.map { state.items[$0].done.toggle() }
        case let .removed(id): state.items.removeAll { $0.id == id }
        case let .filtered(text): state.filter = text
        }
    },
    Reducer(Untracked.self) { state, action in state.edits += action.amount }
)

/// One family, one name: registering cannot fail.
let todoRegistry: ActionRegistry = {
    do { return try ActionRegistry([TodoAction.self]) } catch { preconditionFailure("\(error)") }
}()

/// A store with devtools switched on, as an app would write it.
func storeWithDevTools(capacity: Int = 1_000, initial: Todos = Todos()) -> (Store<Todos>, DevTools<Todos>) {
    let devTools = DevTools(reducer: todoReducer, capacity: capacity, registry: todoRegistry)
    return (Store(initialState: initial, reducer: todoReducer, middleware: [devTools.middleware]), devTools)
}

/// The state a store reaches with `actions`, without devtools: the oracle of replay.
func oracle(_ actions: [any Action], from initial: Todos = Todos()) -> Todos {
    let store = Store(initialState: initial, reducer: todoReducer)
    for action in actions { store.dispatch(action) }
    return store.state
}

/// A reproducible pseudo-random generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random but valid-looking run of actions over a few ids.
func randomActions(count: Int, seed: UInt64) -> [any Action] {
    var random = SeededGenerator(state: seed)
    return (0..<count).map { step -> any Action in
        let id = Int.random(in: 0..<6, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return TodoAction.added(id: id, title: "t\(step)")
        case 1: return TodoAction.renamed(id: id, title: "r\(step)")
        case 2: return TodoAction.toggled(id: id)
        case 3: return TodoAction.removed(id: id)
        case 4: return TodoAction.filtered("f\(step)")
        default: return Untracked(amount: step)
        }
    }
}
