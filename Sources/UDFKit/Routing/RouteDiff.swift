/// Which routes left a navigation stack and which arrived, between two versions of it.
///
/// A renderer keeps the stack it last drew, and on each new state asks what changed, so
/// that it can tear down the screens that went (``popped``, top first) and build the ones
/// that came (``pushed``, bottom first), animating if it likes:
///
/// ```swift
/// let diff = RouteDiff(from: drawn.stack, to: state.route.stack)
/// diff.popped.forEach(tearDown)
/// diff.pushed.forEach(build)
/// ```
///
/// The two stacks share their longest common prefix; everything above it changed. A route
/// whose data changed (`.project(id: 1)` to `.project(id: 2)`) is a different route: it is
/// popped and the new one pushed.
public struct RouteDiff<Route: Hashable>: Hashable {
    /// The routes of the old stack that are gone, the top first: the order to tear down in.
    public var popped: [Route]
    /// The routes of the new stack that are new, the bottom first: the order to build in.
    public var pushed: [Route]

    /// Creates a diff from lists of popped and pushed routes.
    public init(popped: [Route], pushed: [Route]) {
        self.popped = popped
        self.pushed = pushed
    }

    /// Compares two stacks, each given bottom first.
    public init(from old: [Route], to new: [Route]) {
        var shared = 0
        while shared < old.count, shared < new.count, old[shared] == new[shared] {
            shared += 1
        }
        popped = old[shared...].reversed()
        pushed = Array(new[shared...])
    }

    /// Whether the stacks are the same.
    public var isEmpty: Bool { popped.isEmpty && pushed.isEmpty }
}

extension RouteDiff: Sendable where Route: Sendable {}

extension RouteState {
    /// What changed from `old` to this stack: `state.route.diff(from: drawnRoute)`.
    public func diff(from old: RouteState) -> RouteDiff<Route> {
        RouteDiff(from: old.stack, to: stack)
    }
}
