import AppCore
import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI

/// The summary screen (issue 15): `r` on the list, each project's total for this week,
/// month or year against the one before, then the sums per units. Demo data at
/// 2025-06-15 12:00 UTC, a Sunday, Hours worked's timer running for 2 hours.
@Suite("Summary screen")
struct SummaryScreenTests {
    /// Thirty projects in two units, this month's total growing with the position, last
    /// month's 10 each; every fifth title long, every seventh in wide characters.
    static var manyProjects: AppData {
        let now = SampleData.referenceDate
        let lastMonth = now.addingTimeInterval(-31 * 86_400)
        var data = AppData()
        for number in 1...30 {
            let id = ProjectID(UInt64(number))
            let title = number % 7 == 0 ? "日本語のとても長いプロジェクトの名前 \(number)"
                : number % 5 == 0 ? "A project with a rather long title, number \(number)" : "Project \(number)"
            data.projects.append(Project(id: id, title: title, units: number % 2 == 0 ? "km" : "h", frequency: .monthly,
                                    createdAt: lastMonth, updatedAt: now.addingTimeInterval(-Double(number))))
            data.items.append(Item(id: ItemID(UInt64(100 + number)), projectID: id, amount: Double(number), timestamp: now))
            data.items.append(Item(id: ItemID(UInt64(200 + number)), projectID: id, amount: 10, timestamp: lastMonth))
        }
        return data
    }

    @Test(arguments: recordedSizes)
    func manyProjectsScrollAndNoProjectsInvite(size: Size) throws {
        // The demo's summaries are in AppSnapshotTests.screens
        let many = demoDriver(size: size, data: Self.manyProjects)
        try many.type("r<PgDn>")
        expectSnapshot(many.screen, named: "app-summary-scrolled-\(size)")
        let empty = demoDriver(size: size, data: AppData())
        try empty.type("r")
        expectSnapshot(empty.screen, named: "app-summary-empty-\(size)")
    }
}

/// Keys on the summary, and the state they leave.
@Suite("Summary screen keys")
struct SummaryScreenKeyTests {
    @Test func rOpensTheSummaryAndEscComesBackWithTheSelectionKept() throws {
        // Given the demo with Café visits selected
        let driver = demoDriver()
        try driver.type("jj")
        let list = driver.state.ui

        // When r: the summary on top of the list, this month against May
        try driver.type("r")
        #expect(driver.state.route.stack == [.projectList, .summary])
        #expect(driver.state.ui == list)
        #expect(driver.screen.lines[0] == " udf-tui · Summary by month                          June 2025 against May 2025")
        #expect(driver.screen.lines[3] == "Mileage                                 380 km         417 km     -9%")

        // When Esc: the list again, Café visits still selected
        try driver.type("<Esc>")
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.state.ui == list)
        #expect(driver.screen.lines[0] == " udf-tui · Projects by last update")

        // And q comes back too
        try driver.type("rq")
        #expect(driver.state.route.stack == [.projectList])
        #expect(!driver.hasQuit)
    }

    @Test func wMYAndTabChooseTheSpanWhichStaysChosenWhileTheProgramRuns() throws {
        let driver = demoDriver()
        try driver.type("rw")
        var expected = driver.state.ui
        #expect(expected.summarySpan == .week)
        #expect(driver.screen.lines[1] == "Project                              This week      Last week  Change")
        #expect(driver.screen.lines[2] == "Hours worked                              37 h           35 h     +6%")

        try driver.type("y")
        expected.summarySpan = .year
        #expect(driver.state.ui == expected)
        #expect(driver.screen.lines[0].hasSuffix("2025 against 2024"))

        try driver.type("<Tab>")
        expected.summarySpan = .week
        #expect(driver.state.ui == expected)
        try driver.type("<Tab>")
        expected.summarySpan = .month
        #expect(driver.state.ui == expected)

        // Back on the list and in again: the span chosen last
        try driver.type("y<Esc>r")
        expected.summarySpan = .year
        #expect(driver.state.ui == expected)
        #expect(driver.screen.lines[0].hasPrefix(" udf-tui · Summary by year"))
    }

    @Test func theMovingKeysScrollTheRowsAndStopAtTheLast() throws {
        // Given 30 projects: 34 rows (30, a blank, the heading of the sums, 2 units) in 20
        let driver = demoDriver(data: SummaryScreenTests.manyProjects)
        try driver.type("r")
        #expect(driver.state.ui.summaryOffset == 0)
        try driver.type("jj")
        #expect(driver.state.ui.summaryOffset == 2)
        #expect(driver.screen.lines[2].hasPrefix("Project 3 "))
        try driver.type("G")
        #expect(driver.state.ui.summaryOffset == 14)
        #expect(driver.screen.lines[21].hasPrefix("km                                     240 km         150 km    +60%"))
        // One row at a time, a page of 19 at a time, to either end, never past the last;
        // a span chosen, or the summary opened again, starts from the first row
        let steps: [(keys: String, offset: Int)] = [
            ("j", 14), ("k", 13), ("<PgUp>", 0), ("<PgDn>", 14), ("g", 0), ("<C-d>", 14), ("Gw", 0), ("G<Esc>r", 0),
        ]
        for (keys, offset) in steps {
            try driver.type(keys)
            #expect(driver.state.ui.summaryOffset == offset, "after \(keys)")
        }
    }

    @Test func aChangeToTheDataShowsAtOnceAndARunningTimerCounts() throws {
        // Given the summary of this week, Hours worked's timer running for 2 hours
        let clock = ManualNow()
        let driver = AppDriver(data: SampleData.demo(), environment: environment(clock: clock))
        try driver.type("rw")
        #expect(driver.screen.lines[2] == "Hours worked                              37 h           35 h     +6%")

        // When an hour passes: the timer's hour counts in this week
        clock.advance(by: 3_600)
        driver.runUntilIdle()
        #expect(driver.screen.lines[2] == "Hours worked                              38 h           35 h     +9%")

        // When another program adds 400 km to Mileage today: it is the last updated, first
        driver.program.store.dispatch(ItemAction.itemAdded(id: ItemID(9_999), projectID: SampleData.mileageID, amount: 400,
                                                           timestamp: clock.date, notes: nil, at: clock.date))
        driver.runUntilIdle()
        #expect(driver.screen.lines[2] == "Mileage                                 780 km           0 km     new")
        #expect(driver.screen.lines[8] == "km                                      780 km           0 km     new")
    }

    @Test func theSummaryKeysAreInTheHelpAndRIsOnTheList() {
        #expect(AppKeys.projectList.command(for: .character("r")) == .openSummary)
        #expect(AppKeys.summary.command(for: .character("w")) == .chooseSpan(.week))
        #expect(AppKeys.summary.command(for: .character("m")) == .chooseSpan(.month))
        #expect(AppKeys.summary.command(for: .character("y")) == .chooseSpan(.year))
        #expect(AppKeys.summary.command(for: .tab) == .nextSpan)
        #expect(AppKeys.summary.command(for: .character("q")) == .back)
    }
}
