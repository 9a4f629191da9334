import Synchronization
import Testing
import UDFKitTesting

@Suite struct TestClockTests {
    @Test func aSleeperWakesOnlyWhenTheClockReachesItsDeadline() async throws {
        let clock = TestClock()
        let woke = Task { try await clock.sleep(for: .seconds(2)) }
        #expect(await clock.waitUntilSleeping(1))
        await clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1)
        await clock.advance(by: .seconds(1))
        try await woke.value
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
    }

    @Test func sleepersWakeInTheOrderOfTheirDeadlines() async throws {
        let clock = TestClock()
        let order = Order()
        let late = Task { try await clock.sleep(for: .seconds(3)); order.append("late") }
        let early = Task { try await clock.sleep(for: .seconds(1)); order.append("early") }
        #expect(await clock.waitUntilSleeping(2))
        await clock.advance(by: .seconds(5))
        try await late.value
        try await early.value
        #expect(order.values == ["early", "late"])
    }

    @Test func aSleepWhoseDeadlineHasPassedReturnsAtOnce() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(10))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(5)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsCancellationError() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        #expect(await clock.waitUntilSleeping(1))
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func runAdvancesUntilNothingSleeps() async throws {
        let clock = TestClock()
        let short = Task { try await clock.sleep(for: .seconds(1)) }
        let long = Task { try await clock.sleep(for: .seconds(3)) }
        #expect(await clock.waitUntilSleeping(2))
        await clock.run()
        try await short.value
        try await long.value
        #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
    }

    @Test func waitingForSleepersGivesUpAtTheTimeout() async {
        #expect(await TestClock().waitUntilSleeping(1, timeout: .milliseconds(5)) == false)
    }
}

/// A thread-safe list of what happened, in order.
final class Order: Sendable {
    private let storage = Mutex<[String]>([])
    func append(_ value: String) { storage.withLock { $0.append(value) } }
    var values: [String] { storage.withLock { $0 } }
}


