/// What happened to a navigation stack: the events ``RouteState/reducer`` applies.
///
/// Dispatch them to any store whose state lifts the route reducer; no wrapping in an app
/// action is needed:
///
/// ```swift
/// store.dispatch(RouteAction<Screen>.pushed(.project(id: 7)))
/// store.dispatch(RouteAction<Screen>.popped)
/// ```
///
/// When `Route` is `Codable`, so is the action, as `{"pushed": {"route": ...}}`, for fixtures
/// and recordings.
public enum RouteAction<Route: Hashable & Sendable>: Action, Hashable {
    /// A screen was opened on top of the current one.
    case pushed(Route)
    /// The top screen was closed (nothing happens when only the root is left).
    case popped
    /// Every screen above the root was closed.
    case poppedToRoot
    /// The top screen was replaced, as when a form moves to the record it saved.
    case topReplaced(Route)
    /// The whole stack was replaced, as when a link opens a screen deep in the app.
    case stackReplaced(root: Route, path: [Route])
}

extension RouteAction: Codable where Route: Codable {
    enum PushedCodingKeys: String, CodingKey {
        case _0 = "route"
    }

    enum TopReplacedCodingKeys: String, CodingKey {
        case _0 = "route"
    }
}

extension RouteState {
    /// The reducer of ``RouteAction`` events: lift it into your state with
    /// `Reducer.lift(\.route, RouteState<Screen>.reducer)`.
    public static var reducer: Reducer<RouteState> {
        Reducer(RouteAction<Route>.self) { state, action in
            switch action {
            case .pushed(let route): state.push(route)
            case .popped: state.pop()
            case .poppedToRoot: state.popToRoot()
            case .topReplaced(let route): state.replaceTop(with: route)
            case .stackReplaced(let root, let path): state.replaceStack(root: root, path: path)
            }
        }
    }
}
