/// The name of an effect, scoped to one store, for cancellation: any `Hashable & Sendable`
/// value, so that two features that both say "search" never cancel each other's work.
///
/// ```swift
/// private struct SearchID: Hashable, Sendable {}
/// return .run(id: EffectID(SearchID())) { send in … }
/// // …
/// return .cancel(id: EffectID(SearchID()))
/// ```
///
/// A string literal is an id too (`.run(id: "search")`), for quick code: ids of different
/// types never equal each other, so `"search"` and `SearchID()` are two ids.
public struct EffectID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let value: SendableHashable

    /// The id `value`, compared by its type and its `==`.
    public init<Value: Hashable & Sendable>(_ value: Value) {
        self.value = SendableHashable(value)
    }

    /// Creates an id from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The value, as `String(describing:)` says it.
    public var description: String {
        String(describing: value.base.base)
    }
}

/// `AnyHashable` of a value known to be `Sendable` (its only initialiser takes one), which
/// is why the `@unchecked` conformance is sound: `AnyHashable` itself is not `Sendable`.
private struct SendableHashable: Hashable, @unchecked Sendable {
    let base: AnyHashable

    init<Value: Hashable & Sendable>(_ value: Value) {
        base = AnyHashable(value)
    }
}

/// Sends actions from an effect back to its store.
///
/// Call it like a function: `send(Action.loaded(value))`. Actions sent after the store has
/// been released, or after the effect was cancelled, are dropped.
public struct Send: Sendable {
    let dispatch: @Sendable (any Action) -> Void

    /// Creates a `Send` that forwards to `dispatch`; ``Store`` and test stores make these.
    public init(_ dispatch: @escaping @Sendable (any Action) -> Void) {
        self.dispatch = dispatch
    }

    /// Sends `action` to the store that runs the effect.
    public func callAsFunction(_ action: some Action) {
        dispatch(action)
    }

    /// Sends an action whose type is known only at run time.
    func send(any action: any Action) {
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
