/// A navigation stack of typed routes: the screens an app shows, the root first.
///
/// `Route` is your own enum whose cases carry their data, so a screen's parameters are
/// checked by the compiler instead of read back from strings or `Any`:
///
/// ```swift
/// enum Screen: Hashable, Sendable, Codable {
///     case projects
///     case project(id: Project.ID)
///     case itemForm(projectID: Project.ID, itemID: Item.ID?)
/// }
///
/// struct AppState: Sendable {
///     var route = RouteState(root: Screen.projects)
/// }
///
/// let app = Reducer<AppState>.lift(\.route, RouteState<Screen>.reducer)
/// store.dispatch(RouteAction<Screen>.pushed(.project(id: 7)))
/// ```
///
/// The stack is never empty: the root stays when everything above it is popped. Change it
/// with ``RouteAction`` events through ``reducer``, or with the mutating methods from your
/// own reducers (to drop the screens of a deleted record, for example).
public struct RouteState<Route: Hashable & Sendable>: Hashable, Sendable {
    /// Every route, the root first and the top (the screen on show) last. Never empty.
    public private(set) var stack: [Route]

    /// Creates a stack with a root and, optionally, routes above it.
    public init(root: Route, path: [Route] = []) {
        stack = [root] + path
    }

    /// The first route, which popping never removes.
    public var root: Route { stack[0] }

    /// The route on show: the last of the stack.
    public var top: Route { stack[stack.count - 1] }

    /// The routes above the root, bottom first.
    public var path: ArraySlice<Route> { stack.dropFirst() }

    /// Shows `route` on top of the stack.
    public mutating func push(_ route: Route) {
        stack.append(route)
    }

    /// Removes the top route; does nothing when only the root is left.
    public mutating func pop() {
        if stack.count > 1 { stack.removeLast() }
    }

    /// Removes every route above the root.
    public mutating func popToRoot() {
        stack.removeSubrange(1...)
    }

    /// Replaces the top route (the root, if it is alone) with `route`.
    public mutating func replaceTop(with route: Route) {
        stack[stack.count - 1] = route
    }

    /// Replaces the whole stack.
    public mutating func replaceStack(root: Route, path: [Route]) {
        stack = [root] + path
    }

    /// Removes the routes above the root that match `shouldRemove`; the root always stays.
    ///
    /// Use it from a domain reducer when the record a screen shows has gone:
    /// `state.route.removeAll { $0 == .project(id: deletedID) }`.
    public mutating func removeAll(where shouldRemove: (Route) -> Bool) {
        stack = [root] + path.filter { !shouldRemove($0) }
    }
}

extension RouteState: Codable where Route: Codable {
    enum CodingKeys: String, CodingKey {
        case stack
    }

    /// Reads `{"stack": [...]}`; an empty stack is an error, since there must be a root.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let stack = try container.decode([Route].self, forKey: .stack)
        guard let root = stack.first else {
            throw DecodingError.dataCorruptedError(
                forKey: .stack, in: container,
                debugDescription: "a route stack needs at least its root"
            )
        }
        self.init(root: root, path: Array(stack.dropFirst()))
    }

    /// Writes `{"stack": [...]}`, the root first.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stack, forKey: .stack)
    }
}
