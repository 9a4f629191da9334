@testable import AppStorage
@testable import AppSync
import Foundation
import Testing

/// The status bar's words for the background sync (docs/sync.md, *In the full-screen
/// program*): true while a sync waits on a silent server, and saying why a server refuses.
struct SyncStateTests {
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    var clock: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: now.addingTimeInterval(-60))
    }

    @Test func anActionSentAtOnceIsNotShownAsWaiting() {
        let state = SyncState(counts: SyncCounts(waiting: 1, conflicts: 0), oldestWaiting: now.addingTimeInterval(-0.5))
        #expect(state.text(now: now) == "synced")
    }

    @Test func anActionWaitingLongerThanThePatienceIsShown() {
        let state = SyncState(counts: SyncCounts(waiting: 3, conflicts: 2), oldestWaiting: now.addingTimeInterval(-5))
        #expect(state.text(now: now) == "3 waiting, 2 conflicts")
    }

    @Test func aSyncWaitingOnASilentServerSaysForHowLong() {
        let state = SyncState(counts: SyncCounts(waiting: 2, conflicts: 0), oldestWaiting: now.addingTimeInterval(-1),
                              waitingForServerSince: now.addingTimeInterval(-16))
        #expect(state.text(now: now) == "no answer for 16 s, 2 waiting")
    }

    @Test func aServerOutOfReachAndAServerThatRefusesSayWhy() {
        let offline = SyncState.Problem(.unreachable(path: "postgres://db", detail: "cannot reach the server (connection refused)"),
                                        since: now.addingTimeInterval(-60))
        let refused = SyncState.Problem(.failed(path: "postgres://db", detail: "permission denied for table item: the tables' owner must grant it"),
                                        since: now.addingTimeInterval(-60))
        #expect(SyncState(counts: SyncCounts(waiting: 1, conflicts: 0), problem: offline).text(now: now)
                    == "offline since \(clock) (cannot reach the server), 1 waiting")
        #expect(SyncState(counts: SyncCounts(waiting: 0, conflicts: 0), problem: refused).text(now: now)
                    == "refused since \(clock): permission denied for table item")
        #expect(SyncState.Problem(.changedElsewhere(path: "file"), since: now) == nil)
    }
}
