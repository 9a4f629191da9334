import Synchronization
import Testing
import UDFKitTesting

@Suite struct EventuallyTests {
    @Test func eventuallyReturnsOnceTheConditionHolds() async {
        let checks = Atomic<Int>(0)
        #expect(await eventually { checks.add(1, ordering: .relaxed).newValue == 3 })
        #expect(checks.load(ordering: .relaxed) == 3)
    }

    /// What is checked is that it gives up, and not before the deadline (a lower bound that
    /// no load can break), not how soon after it.
    @Test func eventuallyGivesUpAtTheDeadline() async {
        let start = ContinuousClock.now
        #expect(await eventually(within: .milliseconds(20)) { false } == false)
        #expect(ContinuousClock.now - start >= .milliseconds(20))
    }
}
