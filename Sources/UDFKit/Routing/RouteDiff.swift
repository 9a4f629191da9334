/// Which routes left a navigation stack, which arrived, and which was replaced in place,
/// between two versions of it.
///
/// A renderer keeps the stack it last drew, and on each new state asks what changed, so
/// that it can tear down the screens that went (``popped``, top first), update the one that
/// was replaced (``changed``) and build the ones that came (``pushed``, bottom first),
/// animating if it likes:
///
/// ```swift
/// let diff = RouteDiff(from: drawn.stack, to: state.route.stack)
/// diff.popped.forEach(tearDown)
/// if let change = diff.changed { update(change.from, to: change.to) }
/// diff.pushed.forEach(build)
/// ```
///
/// The two stacks share their longest common prefix. At the first depth where they differ and
/// both have a route, that route is *changed* (ReSwift-Router's "change" step: `.project(id: 1)`
/// to `.project(id: 2)` updates the project screen rather than rebuilding it); the old routes
/// above it are popped and the new ones pushed.
public struct RouteDiff<Route: Hashable>: Hashable {
    /// The routes of the old stack that are gone, the top first: the order to tear down in.
    public var popped: [Route]
    /// The route replaced in place, if any: the first depth where both stacks have a route
    /// and they differ.
    public var changed: RouteChange<Route>?
    /// The routes of the new stack that are new, the bottom first: the order to build in.
    public var pushed: [Route]

    /// Creates a diff from lists of popped and pushed routes, and the route changed in place.
    public init(popped: [Route], changed: RouteChange<Route>? = nil, pushed: [Route]) {
        self.popped = popped
        self.changed = changed
        self.pushed = pushed
    }

    /// Compares two stacks, each given bottom first.
    public init(from old: [Route], to new: [Route]) {
        var shared = 0
        while shared < old.count, shared < new.count, old[shared] == new[shared] {
            shared += 1
        }
        if shared < old.count, shared < new.count {
            changed = RouteChange(depth: shared, from: old[shared], to: new[shared])
            shared += 1
        } else {
            changed = nil
        }
        popped = old[min(shared, old.count)...].reversed()
        pushed = Array(new[min(shared, new.count)...])
    }

    /// Whether the stacks are the same.
    public var isEmpty: Bool { popped.isEmpty && changed == nil && pushed.isEmpty }
}

/// A route replaced in place by another at the same depth of a stack (``RouteDiff/changed``).
public struct RouteChange<Route: Hashable>: Hashable {
    /// The depth, the root being 0.
    public var depth: Int
    /// The route that was there.
    public var from: Route
    /// The route there now.
    public var to: Route

    /// A change at `depth` from one route to another.
    public init(depth: Int, from: Route, to: Route) {
        self.depth = depth
        self.from = from
        self.to = to
    }
}

extension RouteChange: Sendable where Route: Sendable {}

extension RouteDiff: Sendable where Route: Sendable {}

extension RouteState {
    /// What changed from `old` to this stack: `state.route.diff(from: drawnRoute)`.
    public func diff(from old: RouteState) -> RouteDiff<Route> {
        RouteDiff(from: old.stack, to: stack)
    }
}
