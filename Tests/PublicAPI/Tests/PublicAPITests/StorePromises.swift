import Synchronization
import Testing
import UDFKit

/// The guarantees of `Store`'s doc comment and docs/architecture.md, "Ordering and reentrancy".
@Suite struct StorePromises {
    @Test func anIdleStoreAppliesTheActionAndNotifiesBeforeDispatchReturns() {
        let store = Store(initialState: 0, reducer: tally)
        let seen = Log<Int>()
        _ = store.subscribe(to: { $0 }) { seen.append($0) }
        store.dispatch(Tally.added(5))
        #expect(store.state == 5)
        #expect(seen.values == [0, 5])
    }

    @Test func actionsFromManyThreadsAreAppliedOneAtATimeAndNoneIsLost() async {
        let store = Store(initialState: 0, reducer: tally)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask { for _ in 0..<10_000 { store.dispatch(Tally.added(1)) } }
            }
        }
        #expect(store.state == 60_000)
    }

    @Test func subscribersAreNeverCalledConcurrentlyAndSeeEveryStateInOrder() async {
        let store = Store(initialState: 0, reducer: tally)
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let seen = Log<Int>()
        _ = store.subscribe(to: { $0 }) { total in
            if inside.add(1, ordering: .acquiringAndReleasing).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
            seen.append(total)
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<5_000 { store.dispatch(Tally.added(1)) } }
            }
        }
        #expect(overlaps.load(ordering: .relaxed) == 0)
        #expect(seen.values == Array(0...20_000))
    }

    @Test func aNestedDispatchIsAppliedAfterTheCurrentActionHasReachedEverySubscriber() {
        let store = Store(initialState: 0, reducer: tally)
        let seen = Log<String>()
        _ = store.subscribe(to: { $0 }) { [weak store] total in
            seen.append("first \(total)")
            if total == 1 { store?.dispatch(Tally.added(10)) }
        }
        _ = store.subscribe(to: { $0 }) { seen.append("second \($0)") }
        store.dispatch(Tally.added(1))
        #expect(seen.values == ["first 0", "second 0", "first 1", "second 1", "first 11", "second 11"])
    }

    @Test func aDispatchThatFindsTheStoreBusyOnAnotherThreadIsAppliedBeforeThatThreadReturns() {
        let gate = Gate()
        let store = Store(initialState: 0, reducer: tally, middleware: [gate.middleware()])
        gate.hold(store)
        store.dispatch(Tally.added(3))
        #expect(store.state == 0)
        gate.release()
        #expect(store.state == 3)
    }

    @Test func theStateCanBeReadFromAnyThreadWhileTheStoreIsBusy() {
        let gate = Gate()
        let store = Store(initialState: 7, reducer: tally, middleware: [gate.middleware()])
        gate.hold(store)
        #expect(store.state == 7)
        gate.release()
    }
}
