import UDFKit

/// The undo scenario of the toolbox issue: an undoable update of one of 100,000 items.
///
/// UDFKit's `Reducer.undoable` keeps one base snapshot and a log of steps, so recording a step
/// is O(1). The baseline is the undo people write by hand: a bounded stack of snapshots, where
/// every snapshot makes the next in-place change copy the whole array.
enum HistoryScenarios {
    struct Document: Sendable {
        var inventory = Inventory(count: 100_000)
        var history = History<Inventory>()
    }

    struct SnapshotDocument: Sendable {
        var inventory = Inventory(count: 100_000)
        var past: [Inventory] = []
    }

    static var history100k: Scenario {
        Scenario(
            name: "history_100k", operations: 100_000, baselineOperations: 100,
            udfkit: {
                let reducer = Reducer<Document>.undoable(
                    Reducer(InventoryAction.self, inventory), data: \.inventory, history: \.history, limit: 100
                )
                let store = Store(initialState: Document(), reducer: reducer)
                // The first step after an empty history copies the data once; keep it out of the timing.
                store.dispatch(InventoryAction.amountChanged(index: 0))
                return { for index in 0..<100_000 { store.dispatch(InventoryAction.amountChanged(index: index)) } }
            },
            baseline: {
                let store = BaselineStore(SnapshotDocument()) { (document: inout SnapshotDocument, action: InventoryAction) in
                    document.past.append(document.inventory)
                    if document.past.count > 100 { document.past.removeFirst() }
                    inventory(&document.inventory, action)
                }
                return { for index in 0..<100 { store.dispatch(.amountChanged(index: index)) } }
            }
        )
    }
}
