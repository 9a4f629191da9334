import Foundation
@testable import ProcessTesting
import Synchronization
import Testing

/// ProcessTesting's way for blocking tests (it has no test target of its own): a test under
/// `.onOwnThread` runs on a thread made for it and stays its own task; the blocking helpers
/// refuse the cooperative pool; turns are taken in order, a few at a time.
@Suite(.onOwnThread) struct OwnThreadTests {
    @Test func aSynchronousTestRunsOnAThreadOfItsOwn() {
        #expect(OwnThread.isCurrent)
    }

    @Test func anAsyncTestStaysThereAcrossSuspensions() async throws {
        #expect(OwnThread.isCurrent)
        try await Task.sleep(for: .milliseconds(1))
        #expect(OwnThread.isCurrent)
    }

    @Test(arguments: 0..<4) func eachCaseOfAParameterizedTestToo(_ number: Int) {
        #expect(OwnThread.isCurrent, "case \(number)")
    }

    /// `withKnownIssue` fails when no issue reaches it: the issue is the test's.
    @Test func anIssueRecordedThereBelongsToTheTest() {
        withKnownIssue {
            Issue.record("recorded on the test's own thread")
        }
    }

    @Test func aProgramIsWaitedForWithItsStatusOrItsSignal() throws {
        let exited = try Spawn.start("/bin/sh", ["-c", "exit 3"], output: .file("/dev/null"), errors: "/dev/null")
        #expect(Spawn.wait(for: exited) == 3)
        let killed = try Spawn.start("/bin/sh", ["-c", "kill -9 $$"], output: .file("/dev/null"), errors: "/dev/null")
        #expect(Spawn.wait(for: killed) == 128 + 9)
    }

    @Test func waitUntilSaysWhetherTheConditionCameTrue() {
        let checks = Mutex(0)
        #expect(waitUntil { checks.withLock { $0 += 1; return $0 == 3 } })
        #expect(waitUntil(within: .milliseconds(5)) { false } == false)
    }
}

@Suite struct OwnThreadOnThePoolTests {
    @Test func aTestWithoutTheTraitRunsOnThePool() {
        #expect(!OwnThread.isCurrent)
    }

    @Test func aBlockingWaitOnThePoolIsAnIssue() {
        withKnownIssue {
            _ = waitUntil { true }
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["a blocking wait on the cooperative thread pool: give the suite the trait .onOwnThread"]
        }
    }

    @Test func aTurnGivenBackGoesToTheFirstInLine() async {
        let turns = Turns(count: 2)
        await turns.take()
        await turns.take()
        let third = Task { await turns.take() }
        turns.giveBack()
        await third.value
        turns.giveBack()
        turns.giveBack()
    }

    @Test func noMoreThanTheirCountHoldTurnsAtOnce() async {
        final class Holders: Sendable {
            let counts = Mutex((now: 0, most: 0, done: 0))
        }
        let turns = Turns(count: 2)
        let holders = Holders()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    await turns.take()
                    holders.counts.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
                    try? await Task.sleep(for: .milliseconds(5))
                    holders.counts.withLock { $0.now -= 1; $0.done += 1 }
                    turns.giveBack()
                }
            }
        }
        #expect(holders.counts.withLock { $0.most } <= 2)
        #expect(holders.counts.withLock { $0.done } == 6)
    }
}
