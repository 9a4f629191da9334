import AppCore
import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI

/// `[` and `]` on a project screen: the selected period moves back and forward, never past
/// the current period nor before the project's first one; the chart scrolls back in time to
/// show it, marks it, writes the year where it changes, states its total against the target,
/// and the item list goes to its section.
@Suite("Browsing a project's periods")
struct PeriodBrowsingTests {
    /// "Mileage", monthly, created 2023-01-10 with an item then, aiming for at least 500 km;
    /// items in December 2024 (met), January 2025 (missed), May and June 2025. "Empty",
    /// created at the reference date (2025-06-15), has no items.
    static var data: AppData {
        let now = SampleData.referenceDate
        let mileage = ProjectID(1), empty = ProjectID(2)
        return AppData(
            projects: [
                Project(id: mileage, title: "Mileage", units: "km", frequency: .monthly, createdAt: day("2023-01-10"), updatedAt: now,
                        target: Target(kind: .atLeast, amount: 500)),
                Project(id: empty, title: "Empty", units: "h", frequency: .daily, createdAt: now, updatedAt: day("2025-06-14")),
            ],
            items: [
                Item(id: ItemID(1), projectID: mileage, amount: 510, timestamp: day("2023-01-20")),
                Item(id: ItemID(2), projectID: mileage, amount: 520, timestamp: day("2024-12-15")),
                Item(id: ItemID(3), projectID: mileage, amount: 450, timestamp: day("2025-01-15")),
                Item(id: ItemID(4), projectID: mileage, amount: 417, timestamp: day("2025-05-14")),
                Item(id: ItemID(5), projectID: mileage, amount: 380, timestamp: day("2025-06-13")),
            ]
        )
    }

    static func day(_ text: String) -> Date {
        CalendarText(timeZone: utc).date(fromDate: text, time: "12:00") ?? .distantPast
    }

    static func back(_ count: Int) -> String {
        String(repeating: "[", count: count)
    }

    @Test func theCurrentPeriodIsSelectedAtFirstAndNothingComesAfterIt() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("<Enter>]")
        #expect(driver.state.ui.periodSelection == PeriodSelection())
        #expect(driver.screen.lines[8] == "└─ June 2025: 380 km (76%) · [ ] other months " + String(repeating: "─", count: 33) + "┘")
    }

    @Test func bracketsMoveBackAndForwardAndTheItemListGoesToThePeriod() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("<Enter>[")
        #expect(driver.state.ui.periodSelection == PeriodSelection(back: 1, windowBack: 0))
        #expect(driver.state.ui.itemSelection.id == ItemID(4))
        #expect(driver.screen.lines.contains { $0.contains("May 2025: 417 km, goal missed · [ ] other months") })
        // April has no item: the list goes to the newest older one, January's.
        try driver.type("[")
        #expect(driver.screen.lines.contains { $0.contains("April 2025: 0 km, goal missed") })
        #expect(driver.state.ui.itemSelection.id == ItemID(3))
        try driver.type("]]]")
        #expect(driver.state.ui.periodSelection == PeriodSelection())
        #expect(driver.state.ui.itemSelection.id == ItemID(5))
    }

    @Test func theChartScrollsBackBeyondItsWindowAndMarksTheSelectedBar() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("<Enter>")
        // 17 bars at 80 columns: February 2024 to June 2025, the years under them.
        #expect(driver.screen.lines[6] == "│          Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec Jan Feb Mar Apr May Jun │")
        #expect(driver.screen.lines[7] == "│          2024                                        2025                    │")
        try driver.type(Self.back(17))
        #expect(driver.state.ui.periodSelection == PeriodSelection(back: 17, windowBack: 1))
        #expect(driver.screen.lines[6] == "│          Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec Jan Feb Mar Apr May │")
        #expect(driver.screen.lines[8].hasPrefix("└─ January 2024: 0 km, goal missed"))
        #expect(driver.screen[11, 6].style == .reverse)
        // Forward again: the selection moves right, the window stays until it reaches its end.
        try driver.type("]")
        #expect(driver.state.ui.periodSelection == PeriodSelection(back: 16, windowBack: 1))
        #expect(driver.screen[15, 6].style == .reverse)
    }

    @Test func aPeriodWhoseYearChangesIsLabelledWithTheNewYear() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("<Enter>" + Self.back(28))
        // Back in 2023: the window runs from February 2023 to June 2024.
        #expect(driver.screen.lines[7] == "│          2023                                        2024                    │")
        #expect(driver.screen.lines[8].hasPrefix("└─ February 2023: 0 km, goal missed"))
    }

    @Test func theSelectionGoesNoFurtherBackThanTheProjectsFirstPeriod() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("<Enter>" + Self.back(40))
        // January 2023, when the project was created, is 29 months before June 2025.
        #expect(driver.state.ui.periodSelection == PeriodSelection(back: 29, windowBack: 13))
        #expect(driver.screen.lines[8].hasPrefix("└─ January 2023: 510 km, goal met ✓"))
        #expect(driver.state.ui.itemSelection.id == ItemID(1))
    }

    @Test func aProjectWithNoItemsCreatedTodayHasNoOtherPeriod() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("j<Enter>")
        let before = driver.state.ui
        try driver.type("[[")
        #expect(driver.state.ui == before)
        #expect(driver.screen.lines.contains { $0.contains("Sun 15 Jun 2025: 0 h · [ ] other days") })
    }

    @Test func openingAProjectSelectsItsCurrentPeriodAgain() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("<Enter>[[<Esc><Enter>")
        #expect(driver.state.ui.periodSelection == PeriodSelection())
    }

    @Test func sectionsSayWhetherTheirPeriodMetTheTarget() throws {
        let driver = demoDriver(data: Self.data)
        try driver.type("<Enter>")
        let lines = driver.screen.lines
        #expect(lines.contains { $0.hasPrefix("│June 2025 ") && $0.contains(" 1 item · 380 km · 76% ") })
        #expect(lines.contains { $0.hasPrefix("│May 2025 ") && $0.contains(" 1 item · 417 km · missed ") })
        #expect(lines.contains { $0.hasPrefix("│December 2024 ") && $0.contains(" 1 item · 520 km · met ✓ ") })
    }

    @Test func aNarrowerWindowStillShowsTheSelectedBar() throws {
        let driver = demoDriver(size: Size(columns: 120, rows: 40), data: Self.data)
        try driver.type("<Enter>" + Self.back(20))
        driver.resize(to: Size(columns: 80, rows: 24))
        #expect(driver.screen.lines[8].hasPrefix("└─ October 2023: 0 km, goal missed"))
        #expect(driver.screen.lines[6].hasPrefix("│          Oct Nov"))
    }

    @Test(arguments: recordedSizes)
    func browsedBackAcrossAYearLooksAsRecorded(size: Size) throws {
        let driver = demoDriver(size: size, data: Self.data)
        try driver.type("<Enter>" + Self.back(6))
        expectSnapshot(driver.screen, named: "app-project-periods-target-\(size)")
    }
}

/// The selection's arithmetic: bounded by the current period and a limit, the window
/// scrolled just enough to show it.
@Suite struct PeriodSelectionTests {
    @Test func movingStopsAtTheCurrentPeriodAndAtTheLimit() {
        #expect(PeriodSelection().moved(by: -1, limit: 10, capacity: 5) == PeriodSelection())
        #expect(PeriodSelection(back: 10).moved(by: 1, limit: 10, capacity: 5) == PeriodSelection(back: 10, windowBack: 6))
        #expect(PeriodSelection().moved(by: 1, limit: 0, capacity: 5) == PeriodSelection())
    }

    @Test func theWindowScrollsOnlyWhenTheSelectionLeavesIt() {
        let fourBack = PeriodSelection(back: 4, windowBack: 0)
        #expect(fourBack.barIndex(capacity: 5) == 0)
        #expect(fourBack.moved(by: 1, limit: 20, capacity: 5) == PeriodSelection(back: 5, windowBack: 1))
        #expect(PeriodSelection(back: 5, windowBack: 1).moved(by: -1, limit: 20, capacity: 5) == PeriodSelection(back: 4, windowBack: 1))
        #expect(PeriodSelection(back: 1, windowBack: 1).moved(by: -1, limit: 20, capacity: 5) == PeriodSelection())
        // A narrower chart (a smaller window) scrolls to keep the selection in view.
        #expect(PeriodSelection(back: 9, windowBack: 0).scrolled(capacity: 5) == PeriodSelection(back: 9, windowBack: 5))
    }
}

extension PeriodSelectionTests {
    @Test func aDecodedSelectionIsNeverAfterTheCurrentPeriod() throws {
        let decoded = try JSONDecoder().decode(PeriodSelection.self, from: Data(#"{"back":-3,"windowBack":5}"#.utf8))
        #expect(decoded == PeriodSelection())
        let kept = try JSONDecoder().decode(PeriodSelection.self, from: JSONEncoder().encode(PeriodSelection(back: 7, windowBack: 2)))
        #expect(kept == PeriodSelection(back: 7, windowBack: 2))
    }
}
