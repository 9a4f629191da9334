import UDFKit

/// The undo scenario of the toolbox issue: an undoable update of one of 100,000 items.
///
/// UDFKit's `Reducer.undoable` keeps one base and a plain log of the actions since, so
/// recording a step is O(1) whatever the size of the data. The baseline is the undo people write by hand: a bounded stack of snapshots, where
/// every snapshot makes the next in-place change copy the whole array.
enum HistoryScenarios {
    struct Document: Sendable {
        var inventory: Inventory
        var history = History<Inventory>()

        init(items: Int) {
            inventory = Inventory(count: items)
        }
    }

    struct SnapshotDocument: Sendable {
        var inventory: Inventory
        var past: [Inventory] = []

        init(items: Int) {
            inventory = Inventory(count: items)
        }
    }

    static var history100k: Scenario { history(items: 100_000, name: "history_100k") }

    /// The same at 1,000,000 items: O(1) means within 1.5x of `history_100k`.
    static var history1m: Scenario { history(items: 1_000_000, name: "history_1m") }

    static func history(items: Int, name: String) -> Scenario {
        Scenario(
            name: name, operations: 1_000_000, baselineOperations: items >= 1_000_000 ? 10 : 100,
            udfkit: { undoableUpdates(items: items) },
            baseline: {
                let store = BaselineStore(SnapshotDocument(items: items)) { (document: inout SnapshotDocument, action: InventoryAction) in
                    document.past.append(document.inventory)
                    if document.past.count > 100 { document.past.removeFirst() }
                    inventory(&document.inventory, action)
                }
                let count = items >= 1_000_000 ? 10 : 100
                return { for index in 0..<count { store.dispatch(.amountChanged(index: index)) } }
            }
        )
    }

    /// The goal's ratio, `history_100k` over `update_100k`, measured in one interleaved run
    /// (undoable updates, then plain updates of the same number of items, seven times), so
    /// that a change in the machine's load between two scenarios does not move it. With
    /// fewer items (5,000: both copies of the data fit in the 512 KB L2 cache) it shows what
    /// the code costs without the memory traffic of a second copy of the data.
    static func againstUpdate(items: Int) -> Scenario {
        Scenario(
            name: "history/update items=\(items)", operations: 1_000_000,
            udfkit: { undoableUpdates(items: items) },
            baseline: {
                let store = Store(initialState: Inventory(count: items), reducer: Reducer(InventoryAction.self, inventory))
                return { for index in 0..<1_000_000 { store.dispatch(InventoryAction.amountChanged(index: index % items)) } }
            }
        )
    }

    /// The same undo written by hand for one action type, against the same plain update: one
    /// base, a ring of the last 100 actions, the oldest applied to the base. No framework does
    /// less, so this ratio is the floor of the design, and the gap to `againstUpdate`'s is
    /// what UDFKit's generality costs.
    static func handWrittenAgainstUpdate(items: Int) -> Scenario {
        Scenario(
            name: "hand-written undo/update items=\(items)", operations: 1_000_000,
            udfkit: {
                let store = BaselineStore(HandWrittenUndo(items: items)) { $0.apply($1) }
                store.dispatch(.amountChanged(index: 0))
                return { for index in 0..<1_000_000 { store.dispatch(.amountChanged(index: index % items)) } }
            },
            baseline: {
                let store = BaselineStore(Inventory(count: items), reducer: inventory)
                return { for index in 0..<1_000_000 { store.dispatch(.amountChanged(index: index % items)) } }
            }
        )
    }

    /// Undo of the last 100 inventory actions, by hand.
    struct HandWrittenUndo: Sendable {
        var inventory: Inventory
        var base: Inventory
        var ring = [InventoryAction](repeating: .amountChanged(index: 0), count: 128)
        var head = 0
        var count = 0

        init(items: Int) {
            inventory = Inventory(count: items)
            base = inventory
        }

        mutating func apply(_ action: InventoryAction) {
            udfkit_bench.inventory(&inventory, action)
            ring[(head + count) & 127] = action
            count += 1
            if count > 100 {
                let oldest = ring[head]
                head = (head + 1) & 127
                count -= 1
                udfkit_bench.inventory(&base, oldest)
            }
        }
    }

    /// 1,000,000 undoable updates, sweeping `items` items in order, with a history of 100 steps
    /// (full from the start).
    static func undoableUpdates(items: Int = 100_000) -> () -> Void {
        let reducer = Reducer<Document>.undoable(
            Reducer(InventoryAction.self, inventory), data: \.inventory, history: \.history, limit: 100
        )
        let store = Store(initialState: Document(items: items), reducer: reducer)
        // The first step after an empty history copies the data once; keep it out of the timing.
        store.dispatch(InventoryAction.amountChanged(index: 0))
        return { for index in 0..<1_000_000 { store.dispatch(InventoryAction.amountChanged(index: index % items)) } }
    }
}
