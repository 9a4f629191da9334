import MallocInterposerSwift
import UDFKit
import UDFKitDevTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What devtools cost a store: dispatch with them on against the same store with them off,
/// an update at 100,000 and 1,000,000 items (O(1): no copy or dump of the state per action),
/// and the memory 10,000 recorded actions take.
enum DevToolsScenarios {
    static var all: [Scenario] {
        [dispatch, againstMiddleware, update(100_000, "devtools_update_100k"), update(1_000_000, "devtools_update_1m")]
    }

    /// The recording middleware, full (so each action also folds the oldest into the base),
    /// against the same store without devtools.
    static var dispatch: Scenario { Scenario(
        name: "devtools_dispatch", operations: 1_000_000,
        udfkit: { withDevTools(0, Reducer(Tick.self, tick), action: Tick.incremented) },
        baseline: {
            let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick))
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        }
    ) }

    /// The same, against a store that already runs one middleware (as most apps do): what
    /// devtools add to the middleware path itself.
    static var againstMiddleware: Scenario { Scenario(
        name: "devtools_vs_middleware", operations: 1_000_000,
        udfkit: { withDevTools(0, Reducer(Tick.self, tick), action: Tick.incremented) },
        baseline: {
            let passThrough = Middleware<Int> { _, action, next in next(action) }
            let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick), middleware: [passThrough])
            return { for _ in 0..<1_000_000 { store.dispatch(Tick.incremented) } }
        }
    ) }

    /// An update of one of `size` items with devtools on, against the same without.
    static func update(_ size: Int, _ name: String) -> Scenario {
        Scenario(
            name: name, operations: 200_000,
            udfkit: {
                let reducer = Reducer(InventoryAction.self, inventory)
                let devTools = DevTools(reducer: reducer, capacity: 1_000)
                let store = Store(initialState: Inventory(count: size), reducer: reducer, middleware: [devTools.middleware])
                for index in 0..<2_000 { store.dispatch(InventoryAction.amountChanged(index: index % size)) }
                return { for index in 0..<200_000 { store.dispatch(InventoryAction.amountChanged(index: index % size)) } }
            },
            baseline: {
                let store = Store(initialState: Inventory(count: size), reducer: Reducer(InventoryAction.self, inventory))
                return { for index in 0..<200_000 { store.dispatch(InventoryAction.amountChanged(index: index % size)) } }
            }
        )
    }

    private static func withDevTools<State: Sendable, A: Action>(_ initial: State, _ reducer: Reducer<State>, action: A) -> () -> Void {
        let devTools = DevTools(reducer: reducer, capacity: 1_000)
        let store = Store(initialState: initial, reducer: reducer, middleware: [devTools.middleware])
        for _ in 0..<2_000 { store.dispatch(action) }    // full: every action now folds one
        return { for _ in 0..<1_000_000 { store.dispatch(action) } }
    }

    /// Prints the heap bytes that recording 10,000 actions takes (payload-free ones, and ones
    /// holding a 40-character string made beforehand), counted with ordo-one's malloc interposer: bytes allocated
    /// minus bytes freed while recording, with the store and devtools made beforehand.
    static func reportMemory() {
        guard getenv("UDFKIT_BENCH_PRELOADED") != nil else {
            print("info devtools_memory=unmeasured reason=interposer-not-preloaded")
            return
        }
        let reducer = Reducer<Int>.combine(Reducer(Tick.self, tick), Reducer(Note.self) { state, _ in state &+= 1 })
        let kinds: [(String, (Int) -> any Action)] = [
            ("tick", { _ in Tick.incremented }),
            ("string", { index in Note.written(String(repeating: "n", count: 32) + "\(index)") }),
        ]
        for (label, makeAction) in kinds {
            let actions = (0..<10_000).map(makeAction)
            let devTools = DevTools(reducer: reducer, capacity: 10_000)
            let store = Store(initialState: 0, reducer: reducer, middleware: [devTools.middleware])
            MallocInterposerSwift.initialize()
            MallocInterposerSwift.hook()
            for action in actions { store.dispatch(action) }
            MallocInterposerSwift.unhook()
            let statistics = MallocInterposerSwift.getStatistics()
            let bytes = statistics.mallocBytesCount - statistics.freeBytesCount
            print("info devtools_memory_10k_\(label)=\(bytes / 1024) KiB (\(bytes / 10_000) bytes an action; the actions themselves were made beforehand)")
            blackHole(store.state)
        }
    }
}

enum Note: Action { case written(String) }
