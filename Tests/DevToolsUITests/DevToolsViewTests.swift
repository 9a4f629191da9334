import Foundation
import TerminalUI
import Testing
import UDFKitDevTools
@testable import DevToolsUI

@Suite struct DevToolsViewTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)    // 2026-11-18 11:06:40 UTC

    static func entry(_ index: Int, _ caseName: String, _ payload: String, skipped: Bool = false) -> DevToolsEntry {
        DevToolsEntry(index: index, time: start.addingTimeInterval(Double(index) * 1.5), family: "ItemAction", caseName: caseName,
                      payload: payload, durationNanoseconds: 12_000, isSkipped: skipped, isEncodable: true)
    }

    static let snapshot = DevToolsSnapshot(
        entries: [entry(40, "itemAdded", "(id: 7, amount: 3.0)"), entry(41, "itemEdited", "(id: 7, amount: 4.0)", skipped: true),
                  entry(42, "itemDeleted", "(id: 7)")],
        status: DevToolsStatus(name: "udf-tui", first: 40, end: 43, position: 40, skipped: [41], marks: [])
    )

    @Test func theScreenShowsWhereTheAppStandsTheLogAndTheSelectedChange() {
        var state = DevToolsScreenState()
        state.selected = 41
        state.changes = (41, [StateChange(path: "data.items[id: 7].amount", before: "3.0", after: "4.0")])
        let screen = DevToolsView.render(Self.snapshot, state, size: Size(columns: 80, rows: 16), timeZone: TimeZone(identifier: "UTC")!)
        let rows = (0..<16).map { screen.text(ofRow: $0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        #expect(rows[0].hasPrefix(" DevTools · udf-tui · #40–#42 · PAST #40, read-only · 1 skipped"))
        #expect(rows[4] == "│     41 11:07:41.500 ⊘ ItemAction.itemEdited    (id: 7, amount: 4.0)        12│")
        #expect(rows.contains { $0.contains("Change of #41 ItemAction.itemEdited") })
        #expect(rows.contains { $0.contains("data.items[id: 7].amount 3.0 → 4.0") })
        #expect(rows[15] == "Enter/d diff  t/J travel to it  Esc/p present  …  ? help  F12/q close")
        // The past is shown in another colour than the present.
        #expect(screen[1, 0].style.foreground == .yellow)
    }

    @Test func aWindowTooSmallSaysTheSizeItNeeds() {
        let screen = DevToolsView.render(Self.snapshot, DevToolsScreenState(), size: Size(columns: 40, rows: 10))
        #expect((0..<10).contains { screen.text(ofRow: $0).contains("DevTools need 50×12") })
    }

    @Test func aDisconnectedAppAndDroppedEntriesAreSaid() {
        var snapshot = Self.snapshot
        snapshot.dropped = 12
        #expect(DevToolsView.render(snapshot, DevToolsScreenState(), size: Size(columns: 80, rows: 16)).text(ofRow: 0).contains("12 dropped"))
        snapshot.isDisconnected = true
        #expect(DevToolsView.render(snapshot, DevToolsScreenState(), size: Size(columns: 80, rows: 16)).text(ofRow: 0).contains("DISCONNECTED: the app is gone"))
    }
}
