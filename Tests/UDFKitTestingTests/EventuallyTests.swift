import Synchronization
import Testing
import UDFKitTesting

@Suite struct EventuallyTests {
    @Test func eventuallyReturnsOnceTheConditionHolds() async {
        let checks = Atomic<Int>(0)
        // A long deadline: under a full parallel run the task may wait seconds between checks.
        #expect(await eventually(within: .seconds(60)) { checks.add(1, ordering: .relaxed).newValue == 3 })
        #expect(checks.load(ordering: .relaxed) == 3)
    }

    @Test func eventuallyGivesUpAtTheDeadline() async {
        let start = ContinuousClock.now
        #expect(await eventually(within: .milliseconds(20)) { false } == false)
        #expect(ContinuousClock.now - start >= .milliseconds(20))
    }
}
