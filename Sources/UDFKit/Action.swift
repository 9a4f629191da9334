/// A fact about what happened, sent to a ``Store`` to change its state.
///
/// Actions are values: plain `Sendable` enums or structs that describe an event, not a setter.
/// Group them in closed enums, one per family, so that each family is reduced by one
/// exhaustive `switch`:
///
/// ```swift
/// enum CounterAction: Action {
///     case incremented
///     case decremented
///     case reset(to: Int)
/// }
/// ```
///
/// Library families such as ``RouteAction`` and ``Effect`` flow through any app's store
/// without wrapping: a store accepts every `Action`, and each ``Reducer`` picks the families
/// it understands.
public protocol Action: Sendable {}
