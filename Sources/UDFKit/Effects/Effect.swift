/// Work that follows an action, whose results come back to the store as actions.
///
/// A reducer returns the effects its action calls for, with its change of state (TCA's
/// `Effect`, Elm's and Bubble Tea's `Cmd`); ``none`` by default. The store runs them off the
/// dispatching thread once the action has reached its subscribers, and every action they
/// send comes back through the same single order as any other. Effects can also be
/// dispatched like actions, or started by a ``Middleware`` with ``MiddlewareContext/run(_:)``.
///
/// ```swift
/// let search = Reducer<Search>(SearchAction.self) { state, action -> Effect in
///     switch action {
///     case .queryChanged(let text):
///         state.query = text
///         return .run { send in
///             @Dependency(\.api) var api
///             send(SearchAction.resultsLoaded(try await api.search(text)))
///         }
///         .debounce(id: EffectID(SearchID()), for: .milliseconds(300))
///     case .resultsLoaded(let results):
///         state.results = results
///         return .none
///     }
/// }
/// ```
///
/// An effect's operation receives a ``Send``; if it throws, the error comes back as an action
/// too (by default ``EffectFailed``). Effects with an ``EffectID`` can be cancelled; once
/// ``cancel(id:)`` has taken effect nothing the effect sends reaches the store, even if its
/// body keeps running. Dependencies (``Dependency``) read inside an effect are the store's.
///
/// ## Topics
/// - ``none``
/// - ``run(id:cancelInFlight:_:catch:)``
/// - ``send(_:)``
/// - ``cancel(id:)``
/// - ``merge(_:)-(Effect...)``
/// - ``debounce(id:for:)``
/// - ``throttle(id:for:latest:)``
public struct Effect: Action {
    enum Kind: Sendable {
        case none
        case run(Operation)
        case send(any Action)
        case cancel(EffectID)
        case merge([Effect])
        case throttle(Throttle)
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

    /// The effect's parts, boxed so that ``none`` (nil), what nearly every reducer returns for
    /// nearly every action, is one word and costs nothing to return or test.
    @usableFromInline let box: Box?

    /// What an effect that is not ``none`` is.
    @usableFromInline
    final class Box: Sendable {
        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }
    }

    @usableFromInline init(box: Box?) {
        self.box = box
    }

    init(kind: Kind) {
        if case .none = kind { box = nil } else { box = Box(kind) }
    }

    /// What this effect is.
    var kind: Kind { box?.kind ?? .none }

    /// No work: what a reducer returns when its action calls for nothing more.
    @inlinable
    public static var none: Effect { Effect(box: nil) }

    /// Whether this is ``none``.
    @inlinable
    public var isNone: Bool {
        box == nil
    }

    /// An effect that runs `operation` in a new task.
    ///
    /// - Parameters:
    ///   - id: names the effect so that ``cancel(id:)`` can stop it; any `Hashable & Sendable`
    ///     value, so a feature's private type never collides with another's.
    ///   - cancelInFlight: whether starting it first cancels the running effects with the same
    ///     id (a search that replaces the last one). Off unless asked for.
    ///   - operation: the work; send results with `send`.
    ///   - failure: turns an error thrown by `operation` (other than cancellation) into an
    ///     action, or `nil` to drop it. Without it, an ``EffectFailed`` carrying `id`.
    public static func run(
        id: EffectID? = nil,
        cancelInFlight: Bool = false,
        _ operation: @escaping @Sendable (_ send: Send) async throws -> Void,
        catch failure: (@Sendable (any Error) -> (any Action)?)? = nil
    ) -> Effect {
        Effect(kind: .run(Operation(id: id, cancelInFlight: cancelInFlight, body: operation, failure: failure)))
    }

    /// An effect that sends `action` to the store right after the action that returned it.
    public static func send(_ action: some Action) -> Effect {
        Effect(kind: .send(action))
    }

    /// An effect that cancels every running effect with the given id: from then on, nothing
    /// they send reaches the store.
    public static func cancel(id: EffectID) -> Effect {
        Effect(kind: .cancel(id))
    }

    /// The effects together, started in this order.
    public static func merge(_ effects: Effect...) -> Effect {
        merge(effects)
    }

    /// The effects together, started in this order.
    public static func merge(_ effects: [Effect]) -> Effect {
        effects.reduce(.none) { $0.merged(with: $1) }
    }

    /// This effect, then `other`: the one that is not ``none`` when only one is, without an
    /// allocation (what composed reducers do for each action).
    public func merged(with other: Effect) -> Effect {
        if other.isNone { return self }
        if isNone { return other }
        return Effect(kind: .merge(parts + other.parts))
    }

    /// The effects this one starts, flattened.
    var parts: [Effect] {
        switch kind {
        case .none: []
        case .merge(let effects): effects
        default: [self]
        }
    }
}
