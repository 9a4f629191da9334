import UDFKit

/// The scenarios of the subscriptions README users write first: one subscriber, and key-path
/// selectors.
enum SubscriberScenarios {
    static var all: [Scenario] { [dispatch1sub, dispatch1subKeyPath, fanout100KeyPath] }

    /// A dispatch with one closure subscriber that hears about every change.
    static var dispatch1sub: Scenario { Scenario(
        name: "dispatch_1sub", operations: 1_000_000,
        udfkit: {
            let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick))
            _ = store.subscribe(to: { $0 }) { blackHole($0) }
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        },
        baseline: {
            let store = BaselineStore(0, reducer: tick)
            store.subscribe({ $0 }) { blackHole($0) }
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        }
    ) }

    /// `dispatch_1sub` with the README's literal key path, `subscribe(to: \.self)`.
    static var dispatch1subKeyPath: Scenario { Scenario(
        name: "dispatch_1sub_keypath", operations: 1_000_000,
        udfkit: {
            let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick))
            _ = store.subscribe(to: \.self) { blackHole($0) }
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        },
        baseline: {
            let store = BaselineStore(0, reducer: tick)
            store.subscribe({ $0 }) { blackHole($0) }
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        }
    ) }

    /// `fanout100` with literal key-path selectors, against the baseline's closures.
    static var fanout100KeyPath: Scenario { Scenario(
        name: "fanout100_keypath", operations: 100_000,
        udfkit: {
            let store = Store(initialState: Fields(), reducer: Reducer(FieldAction.self, fields))
            for field in 0..<100 { _ = store.subscribe(to: \.values[field]) { blackHole($0) } }
            return { for index in 0..<100_000 { store.dispatch(FieldAction.bumped(field: index % 100)) } }
        },
        baseline: {
            let store = BaselineStore(Fields(), reducer: fields)
            for field in 0..<100 { store.subscribe({ $0.values[field] }) { blackHole($0) } }
            return { for index in 0..<100_000 { store.dispatch(.bumped(field: index % 100)) } }
        }
    ) }
}
