import Foundation
import ProcessTesting
import Testing

/// Issue 15 in tmux, as a person would: a target typed in the project form shows as progress
/// in the list's Goal column and on the project screen, `/` searches the items, and `[` and
/// `]` browse the periods, the chart's caption following.
@Suite(.serialized, .onOwnThread) struct PeriodBrowsingTmuxTests {
    /// The moment `monthsBack` months before now written with `format` in the local time
    /// zone: "LLLL yyyy" gives "June 2025", as the program names a month; "yyyy-MM-dd" a
    /// day for `items add --at`.
    static func monthsAgo(_ monthsBack: Int, as format: String) -> String {
        let date = Calendar.current.date(byAdding: .month, value: -monthsBack, to: Date()) ?? Date()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        return formatter.string(from: date)
    }

    func command(_ arguments: [String], in session: TmuxSession) throws {
        let result = try Shell.run(Program.path, arguments + ["--db", session.database])
        try #require(result.status == 0, "udf-tui \(arguments.joined(separator: " ")): \(result.error)")
    }

    @Test func aTargetShowsItsProgressAndBracketsBrowseThePeriods() throws {
        let session = try TmuxSession()
        try command(["projects", "add", "--title", "Car", "--units", "km", "--frequency", "monthly"], in: session)
        try command(["items", "add", "--project", "Car", "--amount", "300", "--notes", "Fuel"], in: session)
        try command(["items", "add", "--project", "Car", "--amount", "55", "--notes", "Parking"], in: session)
        try command(["items", "add", "--project", "Car", "--amount", "120", "--notes", "Tolls", "--at", Self.monthsAgo(1, as: "yyyy-MM-dd")],
                    in: session)
        try session.startProgram()
        session.waitFor(text: "1/1")

        // The target, typed in the project form's last field.
        try session.keys("e")
        session.waitFor(text: "Edit “Car”")
        try session.keys("Tab", "Tab", "Tab")
        try session.literal("at least 500")
        try session.keys("Enter")
        session.waitFor(text: "Goal")
        #expect(TmuxSession.listRows(of: session.screen).contains { $0.hasPrefix("Car") && $0.contains("355 km ██▉░    71%") })

        // The project screen: the progress after this month's total; a search of the items.
        try session.keys("Enter")
        session.waitFor(text: "this month 355 km (71%)")
        try session.keys("/")
        try session.literal("fuel")
        session.waitFor(text: "item 1/1 of 3")
        try session.keys("Escape")
        session.waitFor(text: "item 2/3")    // every item again, Fuel still selected

        // The periods: ] goes nowhere past now, [ selects last month, ] comes back.
        let now = Self.monthsAgo(0, as: "LLLL yyyy"), before = Self.monthsAgo(1, as: "LLLL yyyy")
        try session.keys("]")
        session.waitFor(text: "\(now): 355 km (71%) · [ ] other months")
        try session.keys("[")
        session.waitFor(text: "\(before): 120 km, goal missed · [ ] other months")
        #expect(session.screen.contains("\(before)") && session.screen.contains("1 item · 120 km · missed"))
        try session.keys("]")
        session.waitFor(text: "\(now): 355 km (71%)")
        try session.keys("C-c")
        try session.expectRestored(status: 0)
    }
}
