import Testing
import UDFKit
import UDFKitDevTools

/// The states devtools rebuild are those of replaying from the start, in whatever order they
/// are asked for: the replay cache (recent states and the checkpoint after the costliest
/// action) changes what is replayed, never the result.
@Suite struct ReplayCacheTests {
    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func statesAskedForInAnyOrderWithSkipsTurnedOnAndOffAreThoseOfAReplayFromTheStart(seed: UInt64) {
        let actions = randomActions(count: 40, seed: seed)
        let (store, devTools) = storeWithDevTools(capacity: 30)
        actions.forEach { store.dispatch($0) }
        #expect(devTools.indices == 10..<40)
        var random = SeededGenerator(state: seed)
        var skipped: Set<Int> = []
        for round in 0..<80 {
            if round % 10 == 9 {
                let index = Int.random(in: 10..<40, using: &random)
                if skipped.contains(index) { skipped.remove(index) } else { skipped.insert(index) }
                devTools.setSkipped(index, skipped.contains(index))
            }
            let index = Int.random(in: 9..<40, using: &random)
            let replayed = actions.indices.filter { $0 <= index && !skipped.contains($0) }.map { actions[$0] }
            #expect(devTools.state(after: index) == oracle(replayed), "round \(round), after \(index), skipping \(skipped.sorted())")
        }
    }

    @Test(arguments: [31, 32] as [UInt64])
    func steppingBackThroughTheLogShowsEachActionsChangesAsAFreshDiffDoes(seed: UInt64) {
        let actions = randomActions(count: 25, seed: seed)
        let (store, devTools) = storeWithDevTools()
        actions.forEach { store.dispatch($0) }
        for index in actions.indices.reversed() {
            let expected = StateDiff.changes(from: oracle(Array(actions.prefix(index))), to: oracle(Array(actions.prefix(index + 1))))
            #expect(devTools.changes(at: index) == expected, "action \(index)")
        }
    }

    @Test func aSkippedActionStillShowsTheChangesItWouldMake() {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 1, title: "a"))
        store.dispatch(TodoAction.renamed(id: 1, title: "b"))
        store.dispatch(TodoAction.filtered("x"))
        _ = devTools.state(after: 2)
        devTools.setSkipped(1, true)
        #expect(devTools.changes(at: 1) == [
            StateChange(path: "items[id: 1].title", before: #""a""#, after: #""b""#),
            StateChange(path: "edits", before: "1", after: "2"),
        ])
        #expect(devTools.state(after: 2) == Todos(items: [Todo(id: 1, title: "a")], filter: "x", edits: 2))
    }
}
