import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI

/// `o` on the project list cycles its order: last update, title, this period's total
/// (issue 15 §4). Demo data at 2025-06-15 12:00 UTC, a Sunday.
@Suite("Project list order")
struct ProjectListOrderTests {
    /// The titles of the list's rows, as drawn.
    func listedTitles(_ driver: AppDriver) -> [String] {
        driver.screen.lines[2...5].map { line in
            ["Hours worked", "Mileage", "Café visits", "Household spending"].first { line.hasPrefix($0) } ?? line
        }
    }

    @Test func oCyclesTheOrderAndTheSelectionStaysOnItsProject() throws {
        // Given the demo, Mileage selected
        let driver = demoDriver()
        try driver.type("j")
        #expect(driver.screen.lines[0] == " udf-tui · Projects by last update")
        #expect(listedTitles(driver) == ["Hours worked", "Mileage", "Café visits", "Household spending"])

        // When o: by title, case and diacritics ignored
        try driver.type("o")
        #expect(driver.state.ui.projectOrder == .title)
        #expect(driver.screen.lines[0] == " udf-tui · Projects by title")
        #expect(listedTitles(driver) == ["Café visits", "Hours worked", "Household spending", "Mileage"])
        #expect(driver.state.ui.projectSelection == ListSelection(id: SampleData.mileageID, index: 3, offset: 0))
        #expect(driver.state.ui.status == StatusMessage("Projects sorted by title."))

        // When o again: the largest total of this period first — 9,800 € this year, 380 km
        // this month, 2 h today (the running timer's), 0 cups today
        try driver.type("o")
        #expect(driver.screen.lines[0] == " udf-tui · Projects by this period")
        #expect(listedTitles(driver) == ["Household spending", "Mileage", "Hours worked", "Café visits"])
        #expect(driver.state.ui.projectSelection.id == SampleData.mileageID)

        // When o a third time: back to the last update first
        try driver.type("o")
        #expect(driver.state.ui.projectOrder == .updated)
        #expect(listedTitles(driver) == ["Hours worked", "Mileage", "Café visits", "Household spending"])
    }

    @Test func theOrderHoldsWhileFilteringAndMovesFollowIt() throws {
        let driver = demoDriver()
        try driver.type("o/ho")
        #expect(listedTitles(driver).prefix(2) == ["Hours worked", "Household spending"])
        try driver.type("<Enter>j")
        #expect(driver.state.ui.projectSelection.id == SampleData.spendingID)
    }

    @Test func aRunningTimerCountsInThePeriodOrderAsItDoesInTheColumn() throws {
        // Given Café visits with 3 cups today and Hours worked's timer running for 2 hours
        let clock = ManualNow()
        var data = SampleData.demo()
        for id in 1...3 {
            data.items.append(Item(id: ItemID(UInt64(500 + id)), projectID: SampleData.cafeID, amount: 1,
                                   timestamp: SampleData.referenceDate.addingTimeInterval(-60)))
        }
        let driver = AppDriver(data: data, environment: environment(clock: clock))
        try driver.type("oo")
        #expect(listedTitles(driver) == ["Household spending", "Mileage", "Café visits", "Hours worked"])

        // When the timer has run two hours more: 4 h today, ahead of 3 cups
        clock.advance(by: 2 * 3_600)
        driver.runUntilIdle()
        #expect(listedTitles(driver) == ["Household spending", "Mileage", "Hours worked", "Café visits"])
    }

    @Test func theOrderIsKeptInAPreferencesFileBesideTheDatabase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("udf-prefs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = Preferences.path(besideDatabase: folder.appendingPathComponent("udf.sqlite").path)
        #expect(path.hasSuffix("/udf.sqlite-preferences.json"))

        // A missing file gives the defaults; a saved one reads back
        #expect(Preferences.load(from: path) == Preferences())
        try Preferences(projectOrder: .periodTotal).save(to: path)
        #expect(Preferences.load(from: path) == Preferences(projectOrder: .periodTotal))
        var ui = UIState()
        Preferences.load(from: path).apply(to: &ui)
        #expect(ui.projectOrder == .periodTotal)

        // An order this version does not know, or a damaged file, gives the defaults
        try Data(#"{"projectOrder":"bySize"}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(Preferences.load(from: path) == Preferences())
        try Data("{".utf8).write(to: URL(fileURLWithPath: path))
        #expect(Preferences.load(from: path) == Preferences())
    }
}
