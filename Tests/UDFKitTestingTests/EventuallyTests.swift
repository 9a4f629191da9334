import Synchronization
import Testing
import UDFKitTesting

@Suite struct EventuallyTests {
    @Test func eventuallyReturnsOnceTheConditionHolds() async {
        let checks = Atomic<Int>(0)
        // A deadline far beyond any wait: on two cores a full parallel run can hold both of
        // the cooperative pool's threads with blocking tests (database and tmux waits) for
        // over a minute, and this task then waits that long between two checks. What is
        // tested is that it returns once the condition holds, not how soon.
        #expect(await eventually(within: .seconds(1_800)) { checks.add(1, ordering: .relaxed).newValue == 3 })
        #expect(checks.load(ordering: .relaxed) == 3)
    }

    @Test func eventuallyGivesUpAtTheDeadline() async {
        let start = ContinuousClock.now
        #expect(await eventually(within: .milliseconds(20)) { false } == false)
        #expect(ContinuousClock.now - start >= .milliseconds(20))
    }
}
