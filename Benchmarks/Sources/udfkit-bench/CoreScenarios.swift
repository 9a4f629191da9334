import UDFKit

/// The scenarios of the UDFKit core issue.
enum CoreScenarios {
    static var all: [Scenario] {
        [dispatch, fanout100, update(100, "update_100"), update(100_000, "update_100k"),
         update(1_000_000, "update_1m"), append100k, subscribe10k, unsubscribe10k, reentrant]
    }

    static var dispatch: Scenario { Scenario(
        name: "dispatch", operations: 1_000_000,
        udfkit: {
            let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick))
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        },
        baseline: {
            let store = BaselineStore(0, reducer: tick)
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        }
    ) }

    static var fanout100: Scenario { Scenario(
        name: "fanout100", operations: 100_000,
        udfkit: {
            let store = Store(initialState: Fields(), reducer: Reducer(FieldAction.self, fields))
            for field in 0..<100 { _ = store.subscribe(to: { $0.values[field] }) { blackHole($0) } }
            return { for index in 0..<100_000 { store.dispatch(FieldAction.bumped(field: index % 100)) } }
        },
        baseline: {
            let store = BaselineStore(Fields(), reducer: fields)
            for field in 0..<100 { store.subscribe({ $0.values[field] }) { blackHole($0) } }
            return { for index in 0..<100_000 { store.dispatch(.bumped(field: index % 100)) } }
        }
    ) }

    static func update(_ size: Int, _ name: String) -> Scenario {
        Scenario(
            name: name, operations: 1_000_000,
            udfkit: {
                let store = Store(initialState: Inventory(count: size), reducer: Reducer(InventoryAction.self, inventory))
                return { for index in 0..<1_000_000 { store.dispatch(InventoryAction.amountChanged(index: index % size)) } }
            },
            baseline: {
                let store = BaselineStore(Inventory(count: size), reducer: inventory)
                return { for index in 0..<1_000_000 { store.dispatch(.amountChanged(index: index % size)) } }
            }
        )
    }

    static var append100k: Scenario { Scenario(
        name: "append_100k", operations: 100_000,
        udfkit: {
            let store = Store(initialState: Inventory(count: 100_000), reducer: Reducer(InventoryAction.self, inventory))
            return { for id in 0..<100_000 { store.dispatch(InventoryAction.itemAppended(id: id)) } }
        },
        baseline: {
            let store = BaselineStore(Inventory(count: 100_000), reducer: inventory)
            return { for id in 0..<100_000 { store.dispatch(.itemAppended(id: id)) } }
        }
    ) }

    static var subscribe10k: Scenario { Scenario(
        name: "subscribe_10k", operations: 10_000,
        udfkit: {
            let store = Store(initialState: Fields(), reducer: Reducer(FieldAction.self, fields))
            return { for field in 0..<10_000 { _ = store.subscribe(to: { $0.values[field % 100] }) { blackHole($0) } } }
        },
        baseline: {
            let store = BaselineStore(Fields(), reducer: fields)
            return { for field in 0..<10_000 { store.subscribe({ $0.values[field % 100] }) { blackHole($0) } } }
        }
    ) }

    static var unsubscribe10k: Scenario { Scenario(
        name: "unsubscribe_10k", operations: 10_000,
        udfkit: {
            let store = Store(initialState: Fields(), reducer: Reducer(FieldAction.self, fields))
            let tokens = (0..<10_000).map { field in store.subscribe(to: { $0.values[field % 100] }) { blackHole($0) } }
            let order = shuffled(10_000).map { tokens[$0] }
            return { for token in order { store.unsubscribe(token) } }
        },
        baseline: {
            let store = BaselineStore(Fields(), reducer: fields)
            let ids = (0..<10_000).map { field in store.subscribe({ $0.values[field % 100] }) { blackHole($0) } }
            let order = shuffled(10_000).map { ids[$0] }
            return { for id in order { store.unsubscribe(id) } }
        }
    ) }

    /// Every action makes the count odd; a subscriber answers each odd count with one
    /// follow-up dispatch, from inside its notification.
    static var reentrant: Scenario { Scenario(
        name: "reentrant", operations: 100_000,
        udfkit: {
            let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick))
            _ = store.subscribe(to: { $0 }) { count in if count & 1 == 1 { store.dispatch(Tick.incremented) } }
            return { for _ in 0..<100_000 { store.dispatch(Tick.incremented) } }
        },
        baseline: {
            let store = BaselineStore(0, reducer: tick)
            store.subscribe({ $0 }) { count in if count & 1 == 1 { store.dispatch(.incremented) } }
            return { for _ in 0..<100_000 { store.dispatch(.incremented) } }
        }
    ) }
}
