// Navigator: typed navigation with RouteState. Screens are an enum whose cases carry their
// data; route events flow through the app's store without wrapping; a renderer uses
// RouteDiff to tear down the screens that left, change the one replaced in place, and build
// the ones that came.
// Commands: open ID · reply · settings · back · home · quit.
//
//   $ swift run --package-path Examples Navigator
//   inbox
//   open 42
//     build message 42
//   inbox › message 42

import Synchronization
import UDFKit

/// The screens, with their data: the compiler checks every route.
enum Screen: Hashable, Sendable, CustomStringConvertible {
    case inbox
    case message(id: Int)
    case reply(to: Int)
    case settings

    var description: String {
        switch self {
        case .inbox: "inbox"
        case .message(let id): "message \(id)"
        case .reply(let id): "reply to \(id)"
        case .settings: "settings"
        }
    }
}

struct MailState: Equatable, Sendable {
    var route = RouteState(root: Screen.inbox)
    var unread: Set<Int> = [42, 43]
}

/// The app's own events.
enum MailAction: Action, Equatable {
    case messageRead(id: Int)
}

/// The app reducer: the library's route reducer lifted into the state, next to the app's own.
let mailReducer = Reducer<MailState>.combine(
    .lift(\.route, RouteState<Screen>.reducer),
    Reducer(MailAction.self) { state, action in
        switch action {
        case .messageRead(let id): state.unread.remove(id)
        }
    }
)

/// The actions a command stands for, given where the user is.
func actions(for line: String, in route: RouteState<Screen>) -> [any Action]? {
    let words = line.split(separator: " ")
    switch (words.first, words.dropFirst().first.flatMap { Int($0) }) {
    case ("open", let id?): return [RouteAction<Screen>.pushed(.message(id: id)), MailAction.messageRead(id: id)]
    case ("reply", nil):
        guard case .message(let id) = route.top else { return nil }
        return [RouteAction<Screen>.pushed(.reply(to: id))]
    case ("settings", nil): return [RouteAction<Screen>.stackReplaced(root: .inbox, path: [.settings])]
    case ("back", nil): return [RouteAction<Screen>.popped]
    case ("home", nil): return [RouteAction<Screen>.poppedToRoot]
    default: return nil
    }
}

/// A renderer that remembers the stack it drew and tells what changed.
func renderer(print: @escaping @Sendable (String) -> Void) -> @Sendable (RouteState<Screen>) -> Void {
    let drawn = DrawnStack()
    return { route in
        let diff = route.diff(from: drawn.swap(route))
        diff.popped.forEach { print("  tear down \($0)") }
        if let change = diff.changed { print("  change \(change.from) to \(change.to)") }
        diff.pushed.forEach { print("  build \($0)") }
        print(route.stack.map(\.description).joined(separator: " › "))
    }
}

/// The stack last drawn; subscribers run one at a time, the lock is for the compiler.
final class DrawnStack: Sendable {
    private let stack = Mutex(RouteState<Screen>(root: .inbox, path: []))
    func swap(_ new: RouteState<Screen>) -> RouteState<Screen> { stack.withLock { old in defer { old = new }; return old } }
}

func runNavigator(lines: some Sequence<String>, print: @escaping @Sendable (String) -> Void) {
    let store = Store(initialState: MailState(), reducer: mailReducer)
    let token = store.subscribe(to: \.route, renderer(print: print))
    defer { store.unsubscribe(token) }
    for line in lines {
        if line == "quit" { break }
        guard let actions = actions(for: line, in: store.state.route) else {
            print("? open ID · reply · settings · back · home · quit")
            continue
        }
        actions.forEach { store.dispatch($0) }
    }
}

@main
enum NavigatorApp {
    static func main() {
        runNavigator(lines: AnyIterator { readLine() }) { Swift.print($0) }
    }
}

