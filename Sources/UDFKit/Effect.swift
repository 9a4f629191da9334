/// Asynchronous work whose results come back to the store as actions.
///
/// Dispatch an effect like any action, or start one from a ``Middleware`` with
/// ``MiddlewareContext/run(_:)``. Its operation receives a ``Send`` to dispatch actions back;
/// if it throws, the error comes back as an action too (by default ``EffectFailed``).
/// Effects with an ``EffectID`` can be cancelled, and a new effect with the id of a running
/// one replaces it unless told otherwise.
///
/// ```swift
/// store.dispatch(Effect.run(id: "search") { send in
///     try await Task.sleep(for: .milliseconds(300))
///     send(SearchAction.resultsLoaded(try await api.search(text)))
/// } catch: { error in
///     SearchAction.failed(error.localizedDescription)
/// })
/// store.dispatch(Effect.cancel(id: "search"))
/// ```
///
/// Effects never reach reducers: the store starts or cancels them when they have passed the
/// middleware, so middleware can log or drop them.
public struct Effect: Action {
    enum Kind: Sendable {
        case run(Operation)
        case cancel(EffectID)
    }

    struct Operation: Sendable {
        let id: EffectID?
        let cancelInFlight: Bool
        let body: @Sendable (Send) async throws -> Void
        /// The effect's own `catch`; without one, errors become ``EffectFailed`` with the id.
        let failure: (@Sendable (any Error) -> (any Action)?)?

        /// The action `error` becomes, or nil to drop it.
        func action(for error: any Error) -> (any Action)? {
            guard let failure else { return EffectFailed(id: id, error: error) }
            return failure(error)
        }
    }

    let kind: Kind

    /// An effect that runs `operation` in a new task.
    ///
    /// - Parameters:
    ///   - id: names the effect so that ``cancel(id:)`` can stop it.
    ///   - cancelInFlight: whether starting it cancels running effects with the same id
    ///     (the usual behaviour for searches and reloads).
    ///   - operation: the work; dispatch results with `send`.
    ///   - failure: turns an error thrown by `operation` (other than cancellation) into an
    ///     action, or `nil` to drop it. Without it, an ``EffectFailed`` carrying `id`.
    public static func run(
        id: EffectID? = nil,
        cancelInFlight: Bool = true,
        _ operation: @escaping @Sendable (_ send: Send) async throws -> Void,
        catch failure: (@Sendable (any Error) -> (any Action)?)? = nil
    ) -> Effect {
        Effect(kind: .run(Operation(id: id, cancelInFlight: cancelInFlight, body: operation, failure: failure)))
    }

    /// An effect that cancels every running effect with the given id.
    public static func cancel(id: EffectID) -> Effect {
        Effect(kind: .cancel(id))
    }
}

/// The name of an effect, scoped to one store, for cancellation.
///
/// ```swift
/// let search: EffectID = "search"
/// ```
public struct EffectID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name given to the effect.
    public let name: String

    /// Creates an id from a name.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates an id from a string literal.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The name.
    public var description: String { name }
}

/// Dispatches actions from an effect back to its store.
///
/// Call it like a function: `send(Action.loaded(value))`. Actions sent after the store has
/// been released are dropped.
public struct Send: Sendable {
    let dispatch: @Sendable (any Action) -> Void

    /// Creates a `Send` that forwards to `dispatch`; ``Store`` and test stores make these.
    public init(_ dispatch: @escaping @Sendable (any Action) -> Void) {
        self.dispatch = dispatch
    }

    /// Dispatches `action` to the store that runs the effect.
    public func callAsFunction(_ action: some Action) {
        dispatch(action)
    }
}

/// The action an effect's error becomes when the effect gives no `catch` of its own.
public struct EffectFailed: Action, Equatable {
    /// The id of the effect that failed, if it had one.
    public var id: EffectID?
    /// A description of the error, for people.
    public var message: String

    /// Creates the action for `error`.
    public init(id: EffectID?, error: any Error) {
        self.id = id
        self.message = String(describing: error)
    }

    /// Creates the action with a message.
    public init(id: EffectID?, message: String) {
        self.id = id
        self.message = message
    }
}
