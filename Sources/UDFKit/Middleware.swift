/// Code that sees every action before the reducers, for logging, recording, validation or
/// starting effects.
///
/// A middleware receives a ``MiddlewareContext`` (the current state, a way to dispatch and to
/// run effects), the action, and `next`, which passes an action on to the next middleware
/// and finally to the reducers. It may call `next` with the action (pass it on), not call it
/// (drop it), call it with another action (replace it), or dispatch more actions, which are
/// queued and applied after this one. Middleware runs in the order given to the store.
///
/// ```swift
/// let logger = Middleware<AppState> { context, action, next in
///     print("→ \(action)")
///     next(action)
/// }
/// ```
///
/// Middleware is called on the thread that is draining the store (see ``Store``), one action
/// at a time. Keep it O(action): never walk the whole state for every action. A middleware
/// written for a part of the state runs in the store of the whole through
/// ``lift(_:_:)``.
public struct Middleware<State: Sendable>: Sendable {
    /// Passes an action on to the rest of the chain and the reducers.
    public typealias Next = (any Action) -> Void

    let body: @Sendable (MiddlewareContext<State>, any Action, Next) -> Void

    /// Creates a middleware from a closure of the context, the action, and `next`.
    public init(_ body: @escaping @Sendable (_ context: MiddlewareContext<State>, _ action: any Action, _ next: Next) -> Void) {
        self.body = body
    }
}

extension Middleware {
    /// Runs a middleware written for a part of the state in a store of the whole, through a
    /// key path: the counterpart of ``Reducer/lift(_:_:)``.
    ///
    /// The child sees every action, as it would in a store of its own; its context reads
    /// the part at `path` of the store's state, and dispatches and runs effects in the whole
    /// store. Use it to keep a feature's middleware (persistence, logging of a part) when the
    /// feature's state becomes part of a larger one.
    ///
    /// ```swift
    /// let store = Store(initialState: AppState(), reducer: app, middleware: [
    ///     .lift(\.todos, todoPersistence),   // a Middleware<TodoList>
    /// ])
    /// ```
    public static func lift<Child: Sendable>(
        _ path: KeyPath<State, Child> & Sendable,
        _ child: Middleware<Child>
    ) -> Middleware<State> {
        Middleware { context, action, next in
            child.body(context.scoped(to: path), action, next)
        }
    }
}
