import AppCore
import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI
import UDFKit

/// The program used as a person uses it: keys typed through the terminal decoder, the
/// resulting data and screen checked. Demo data at 2025-06-15 12:00 UTC; new ids from 9001.
@Suite("App scenarios")
struct AppScenarioTests {
    let mileage = SampleData.mileageID
    let reference = SampleData.referenceDate

    @Test func creatingAProjectListsItFirstAndSelectsIt() throws {
        let driver = demoDriver()
        try driver.type("nKilometres 日本<Tab>km<Tab><Right><Enter>")
        #expect(driver.state.app.data.projects[id: ProjectID(9001)] == Project(
            id: ProjectID(9001), title: "Kilometres 日本", units: "km", frequency: .yearly,
            createdAt: reference, updatedAt: reference
        ))
        var expected = UIState()
        expected.projectSelection = ListSelection(id: ProjectID(9001), index: 0, offset: 0)
        expected.status = StatusMessage("Created “Kilometres 日本”.")
        #expect(driver.state.ui == expected)
        #expect(driver.screen.lines[2].hasPrefix("Kilometres 日本"))
    }

    @Test func addingAnItemShowsItFirstInItsProjectDatedNow() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>n412<Tab><Tab><Tab>Summer 🚗<Enter>")
        #expect(driver.state.app.data.items[id: ItemID(9001)] == Item(
            id: ItemID(9001), projectID: mileage, amount: 412, timestamp: reference, notes: "Summer 🚗"
        ))
        #expect(driver.state.route.stack == [.projectList, .project(id: mileage)])
        var expected = UIState()
        expected.projectSelection = ListSelection(id: mileage, index: 0, offset: 0)
        expected.itemSelection = ListSelection(id: ItemID(9001), index: 0, offset: 0)
        expected.status = StatusMessage("Added 412 km.")
        #expect(driver.state.ui == expected)
        #expect(driver.screen.shows("2025-06-15 12:00          412 km  Summer 🚗"))
        #expect(driver.screen.shows(" 15 items · total 6,849 km · this month 792 km"))
    }

    @Test func startingAndStoppingATimerRecordsTheTimeAsAnItem() throws {
        let clock = ManualNow()
        let driver = AppDriver(data: SampleData.demo(), environment: environment(clock: clock))
        let hours = SampleData.hoursID
        // Mileage counts km: a timer there is refused, and says why.
        try driver.type("js")
        #expect(driver.state.app.data.activities[id: mileage] == nil)
        #expect(driver.state.ui.status == StatusMessage(
            "A timer records time; this project counts km: give it h, min or s.", isError: true))
        // Hours worked (h) has run for two hours: s records them, timestamped now.
        try driver.type("ks")
        #expect(driver.state.app.data.activities[id: hours] == nil)
        #expect(driver.state.app.data.items[id: ItemID(9001)] == Item(id: ItemID(9001), projectID: hours, amount: 2, timestamp: reference))
        #expect(driver.state.ui.status == StatusMessage("Stopped “Hours worked”: 2:00:00 recorded."))
        // Started again and left for three days: the list shows the days and every second,
        // and this period (today) counts all of the running time, which a stop now would
        // record today: 3 days and 4.2 hours.
        try driver.type("s")
        #expect(driver.state.app.data.activities[id: hours] == Activity(projectID: hours, startedAt: reference))
        clock.advance(by: 3 * 86_400 + 4 * 3_600 + 12 * 60 + 5)
        driver.runUntilIdle()
        let row = driver.screen.lines[2]
        #expect(row.hasPrefix("Hours worked") && row.contains("● 3d 04:12:05") && row.contains(" 76.2 h "), "\(row)")
    }

    @Test func aRunningTimerIsRedrawnEachSecondAndNothingIsDrawnWhileIdle() {
        let clock = ManualNow()
        let driver = AppDriver(data: SampleData.demo(), environment: environment(clock: clock))
        driver.runUntilIdle()
        let draws = driver.terminal.drawCount
        driver.runUntilIdle()
        #expect(driver.terminal.drawCount == draws)
        clock.advance(by: 1)
        driver.runUntilIdle()
        #expect(driver.terminal.drawCount == draws + 1)
        #expect(driver.screen.lines[2].hasPrefix("Hours worked             ● 2:00:01"))
    }

    @Test func deletingAskFirstAndNoKeepsTheProject() throws {
        let driver = demoDriver()
        try driver.type("jd")
        #expect(driver.state.route.top == .deleteConfirmation(of: .project(id: mileage)))
        try driver.type("n")
        #expect(driver.state.app.data.projects[id: mileage] != nil)
        try driver.type("dy")
        let data = driver.state.app.data
        #expect(data.projects[id: mileage] == nil)
        #expect(data.items.filter { $0.projectID == mileage }.isEmpty)
        var expected = UIState()
        expected.projectSelection = ListSelection(id: SampleData.cafeID, index: 1, offset: 0)
        expected.status = StatusMessage("Deleted “Mileage”; u undoes it.")
        #expect(driver.state.ui == expected)
    }

    @Test func deletingAnItemFromItsProject() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>jdy")
        #expect(driver.state.app.data.items[id: ItemID(102)] == nil)
        #expect(driver.state.route.stack == [.projectList, .project(id: mileage)])
        #expect(driver.screen.shows(" 13 items · total 6,020 km · this month 380 km"))
    }

    /// The item just added is selected where its row is; deleting it selects the row now in
    /// its place, the first, not the one where the item selected before had moved to.
    @Test func deletingTheItemJustAddedSelectsTheRowNowInItsPlace() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>jkn7<Enter>")
        #expect(driver.screen.lines[23].hasSuffix("item 1/15"))
        try driver.type("dy")
        #expect(driver.state.ui.status == StatusMessage("Deleted the item; u undoes it."))
        #expect(driver.screen.lines[23].hasSuffix("item 1/14"))
    }

    @Test func uUndoesTheLastChangeAndCtrlRRedoesIt() throws {
        let driver = demoDriver()
        try driver.type("u")
        #expect(driver.state.ui.status == StatusMessage("Nothing to undo."))
        try driver.type("jdy")
        try driver.type("u")
        #expect(driver.state.app.data.hasSameRecords(as: SampleData.demo()))
        #expect(driver.state.ui.status == StatusMessage("Undone; Ctrl-R redoes it."))
        #expect(driver.screen.lines[3].hasPrefix("Mileage"))
        try driver.type("<C-r>")
        #expect(driver.state.app.data.projects[id: mileage] == nil)
        try driver.type("<C-r>")
        #expect(driver.state.ui.status == StatusMessage("Nothing to redo."))
    }

    @Test func undoingAProjectDeletionSelectsTheRestoredProject() throws {
        let driver = demoDriver()
        try driver.type("jdy")
        #expect(driver.state.ui.projectSelection == ListSelection(id: SampleData.cafeID, index: 1, offset: 0))
        try driver.type("u")
        #expect(driver.state.ui.projectSelection == ListSelection(id: mileage, index: 1, offset: 0))
        #expect(driver.screen.lines[3].hasPrefix("Mileage"))
        #expect(driver.screen.lines[23].hasSuffix("2/4"))
    }

    @Test func redoingACreationSelectsTheProjectItBringsBack() throws {
        let driver = demoDriver()
        try driver.type("nTrips<Enter>")
        #expect(driver.state.ui.projectSelection.id == ProjectID(9001))
        try driver.type("uj")
        #expect(driver.state.ui.projectSelection.id == mileage)
        try driver.type("<C-r>")
        // Selected by id: the list shows it on its row, the first
        #expect(driver.state.ui.projectSelection.id == ProjectID(9001))
        #expect(driver.screen.lines[23].hasSuffix("1/5"))
    }

    @Test func undoingAndRedoingAnEditSelectTheEditedProject() throws {
        let driver = demoDriver()
        try driver.type("je<C-u>Miles<Enter>jj")
        #expect(driver.state.ui.projectSelection.id != mileage)
        try driver.type("u")
        #expect(driver.state.app.data.projects[id: mileage]?.title == "Mileage")
        #expect(driver.state.ui.projectSelection.id == mileage)
        try driver.type("j<C-r>")
        #expect(driver.state.app.data.projects[id: mileage]?.title == "Miles")
        #expect(driver.state.ui.projectSelection.id == mileage)
    }

    @Test func undoingAgainAfterARedoSelectsTheRestoredProjectAgain() throws {
        let driver = demoDriver()
        try driver.type("jdyu<C-r>")
        // The redo took Mileage away again: the selection stays on its row, and names the
        // project there now
        #expect(driver.state.ui.projectSelection.id == SampleData.cafeID)
        #expect(driver.screen.lines[23].hasSuffix("2/3"))
        try driver.type("ju")
        #expect(driver.state.ui.projectSelection.id == mileage)
        #expect(driver.screen.lines[23].hasSuffix("2/4"))
    }

    @Test func undoingAnItemDeletionSelectsTheRestoredItem() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>jjdy")
        #expect(driver.state.ui.itemSelection.id != ItemID(103))
        try driver.type("u")
        #expect(driver.state.ui.itemSelection == ListSelection(id: ItemID(103), index: 2, offset: 0))
        #expect(driver.screen.lines[23].hasSuffix("item 3/14"))
    }

    @Test func undoClosesTheScreenOfAProjectItTakesAway() throws {
        let driver = demoDriver()
        try driver.type("nTrips<Enter><Enter>")
        #expect(driver.state.route.stack == [.projectList, .project(id: ProjectID(9001))])
        try driver.type("u")
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.screen.lines[0] == " udf-tui · Projects by last update")
    }

    @Test func theFilterNarrowsAsYouTypeAndEscClearsItKeepingTheSelection() throws {
        let driver = demoDriver()
        try driver.type("/CAFE")
        #expect(driver.screen.lines[2].hasPrefix("Café visits"))
        #expect(driver.screen.lines[3] == "")
        try driver.type("<Enter>j")
        #expect(driver.state.ui.isEditingFilter == false)
        #expect(driver.state.ui.filterText == "CAFE")
        try driver.type("<Esc>")
        var expected = UIState()
        expected.projectSelection = ListSelection(id: SampleData.cafeID, index: 2, offset: 0)
        #expect(driver.state.ui == expected)
    }

    @Test func aFilterMatchingNothingSaysSo() throws {
        let driver = demoDriver()
        try driver.type("/zzz")
        #expect(driver.screen.shows("No project matches “zzz”."))
        #expect(driver.screen.lines[23].hasSuffix("0/0 of 4"))
    }

    @Test func theHelpOpensWithQuestionMarkAndAnyKeyClosesIt() throws {
        let driver = demoDriver()
        try driver.type("?")
        #expect(driver.screen.shows("Keys — Esc/?/q close (so does any other key)"))
        try driver.type("x")
        #expect(driver.state.route.stack == [.projectList])
    }

    /// The overlay's title and the help bar say the same, and it is what the keys do: Esc,
    /// ? and q close the help, so does any key the help does not bind (x, Enter, j), and
    /// Ctrl-C quits. (At 80×24 the list's keys fill the window, over the help bar.)
    @Test func theHelpOverlayAndItsHelpBarSayTheSameAboutClosingAndTheKeysDoIt() throws {
        let driver = demoDriver(size: Size(columns: 120, rows: 40))
        try driver.type("?")
        let closing = "Esc/?/q close (so does any other key)"
        #expect(driver.screen.lines.contains { $0.contains("┌ Keys — \(closing) ─") })
        #expect(driver.screen.lines[38] == "\(closing)  Ctrl-C quit")
        for key in ["<Esc>", "?", "q", "x", "<Enter>", "j"] {
            try driver.type(key)
            #expect(driver.state.route.stack == [.projectList], "\(key) closes the help")
            try driver.type("?")
        }
        try driver.type("<C-c>")
        #expect(driver.hasQuit)
    }
}
