import Testing
import UDFKit
import UDFKitDevTools

@Suite struct TimeTravelTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func skippingAnActionShowsTheStateOfTheSameRunWithoutIt(seed: UInt64) {
        let actions = randomActions(count: 40, seed: seed)
        let (store, devTools) = storeWithDevTools()
        actions.forEach { store.dispatch($0) }
        var random = SeededGenerator(state: seed * 31)
        for _ in 0..<5 {
            let skipped = Int.random(in: 0..<actions.count, using: &random)
            devTools.setSkipped(skipped, true)
            var without = actions
            without.remove(at: skipped)
            #expect(devTools.displayedState(present: store.state) == oracle(without), "skipping \(skipped)")
            devTools.setSkipped(skipped, false)
            #expect(devTools.displayedState(present: store.state) == store.state)
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func jumpingShowsTheStateRightAfterThatAction(seed: UInt64) {
        let actions = randomActions(count: 30, seed: seed)
        let (store, devTools) = storeWithDevTools()
        actions.forEach { store.dispatch($0) }
        for index in [0, 7, 15, 29, 3] {
            #expect(devTools.jump(to: index))
            #expect(devTools.position == .past(index))
            #expect(devTools.displayedState(present: store.state) == oracle(Array(actions.prefix(index + 1))))
        }
    }

    @Test func jumpingWithSkipsLeavesTheSkippedActionsOutOfThePastToo() {
        let actions = randomActions(count: 20, seed: 99)
        let (store, devTools) = storeWithDevTools()
        actions.forEach { store.dispatch($0) }
        devTools.setSkipped(3, true)
        devTools.setSkipped(8, true)
        devTools.jump(to: 10)
        let expected = oracle(actions.prefix(11).enumerated().filter { ![3, 8].contains($0.offset) }.map(\.element))
        #expect(devTools.displayedState(present: store.state) == expected)
    }

    @Test func theStoreNeverChangesWhileTravellingAndThePresentComesBackWithNothingLost() {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 1, title: "a"))
        store.dispatch(TodoAction.added(id: 2, title: "b"))
        devTools.jump(to: 0)
        store.dispatch(TodoAction.added(id: 3, title: "c"))    // the app goes on meanwhile
        #expect(store.state.items.map(\.id) == [1, 2, 3])
        #expect(devTools.displayedState(present: store.state).items.map(\.id) == [1])
        #expect(devTools.isTravelling)
        devTools.returnToPresent()
        #expect(devTools.position == .present)
        #expect(!devTools.isTravelling)
        #expect(devTools.displayedState(present: store.state) == store.state)
    }

    @Test func travelToActionsNoLongerKeptIsRefused() {
        let (store, devTools) = storeWithDevTools(capacity: 2)
        (0..<5).forEach { store.dispatch(TodoAction.filtered("\($0)")) }
        #expect(!devTools.jump(to: 1))
        #expect(!devTools.setSkipped(0, true))
        #expect(!devTools.jump(to: 9))
        #expect(devTools.position == .present)
        #expect(devTools.jump(to: 4))
    }

    @Test func aJumpToAnActionThatGetsFoldedAwayMovesToTheOldestKept() {
        let (store, devTools) = storeWithDevTools(capacity: 3)
        (0..<3).forEach { store.dispatch(TodoAction.filtered("\($0)")) }
        devTools.jump(to: 0)
        store.dispatch(TodoAction.filtered("3"))
        #expect(devTools.position == .past(1))
        #expect(devTools.displayedState(present: store.state).filter == "1")
    }

    @Test func actionsOfUnregisteredFamiliesTravelInTimeToo() {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(Untracked(amount: 5))
        store.dispatch(Untracked(amount: 7))
        devTools.setSkipped(0, true)
        #expect(devTools.displayedState(present: store.state).edits == 7)
    }
}
