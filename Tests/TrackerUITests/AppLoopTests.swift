import AppCore
import LargeSamples
import Foundation
import Synchronization
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI
import UDFKit

/// The run loop and the terminal: quitting, redrawing, suspending, resizing, and changes
/// made by other threads.
@Suite("App run loop")
struct AppLoopTests {
    @Test func qQuitsFromTheListAndCtrlCFromAForm() throws {
        let list = demoDriver()
        try list.type("q")
        #expect(list.hasQuit)
        let form = demoDriver()
        try form.type("nq")
        #expect(!form.hasQuit)
        #expect(form.state.projectForm?.title.text == "q")
        try form.type("<C-c>")
        #expect(form.hasQuit)
    }

    @Test func ctrlLRepaintsEverythingAndCtrlZSuspends() throws {
        let driver = demoDriver()
        let repaints = driver.terminal.fullRepaintCount
        try driver.type("<C-l>")
        #expect(driver.terminal.fullRepaintCount == repaints + 1)
        try driver.type("<C-z>")
        #expect(driver.terminal.suspendCount == 1)
        #expect(driver.terminal.fullRepaintCount == repaints + 2)
    }

    @Test func aTooSmallWindowSaysSoIgnoresKeysButQuitsAndComesBack() throws {
        let driver = demoDriver()
        driver.resize(to: Size(columns: 50, rows: 12))
        #expect(driver.screen.shows("udf-tui needs 60×16; this one is 50×12."))
        try driver.type("jn")
        driver.resize(to: Size(columns: 80, rows: 24))
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.screen.lines[0] == " udf-tui · Projects by last update")
        driver.resize(to: Size(columns: 59, rows: 30))
        try driver.type("q")
        #expect(driver.hasQuit)
    }

    @Test func aChangeFromAnotherThreadWakesTheLoopAndClosesScreensOfWhatIsGone() async throws {
        let wakes = Mutex(0)
        let program = TrackerProgram(data: SampleData.demo(), environment: .fixed(now: SampleData.referenceDate, timeZone: utc),
                                     wake: { wakes.withLock { $0 += 1 } })
        let store = program.store
        let driver = AppDriver(program: program, size: Size(columns: 80, rows: 24))
        try driver.type("j<Enter>")
        #expect(wakes.withLock { $0 } == 0)
        await Task.detached { store.dispatch(ProjectAction.projectDeleted(id: SampleData.mileageID)) }.value
        #expect(wakes.withLock { $0 } >= 1)
        driver.runUntilIdle()
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.screen.lines[0] == " udf-tui · Projects by last update")
        #expect(driver.screen.lines[23].hasPrefix(" “Mileage” was deleted elsewhere."))
        #expect(!driver.screen.lines[2...22].contains { $0.contains("Mileage") })
    }

    /// The selections are kept by the key middleware after any action, a key's or not: a
    /// project deleted elsewhere leaves the selection on the project now in its row, by id, so
    /// that it stays on that project when the next change elsewhere reorders the list.
    @Test func aProjectDeletedElsewhereHandsTheSelectionToTheOneInItsRowWhichKeepsIt() async throws {
        // Given the list, Mileage selected (second: Hours worked, Mileage, Café visits, Household spending)
        let program = TrackerProgram(data: SampleData.demo(), environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let store = program.store
        let driver = AppDriver(program: program, size: Size(columns: 80, rows: 24))
        try driver.type("j")

        // When another program deletes Mileage: Café visits, now second, is selected
        await Task.detached { store.dispatch(ProjectAction.projectDeleted(id: SampleData.mileageID)) }.value
        driver.runUntilIdle()
        #expect(driver.state.ui.projectSelection.id == SampleData.cafeID)
        #expect(driver.screen.lines[23].hasSuffix("2/3"))

        // When it then edits Household spending, which goes to the top: Café visits stays selected, now third
        let household = try #require(store.state.app.data.projects[id: SampleData.spendingID])
        await Task.detached {
            store.dispatch(ProjectAction.projectEdited(id: household.id, title: "Home", units: household.units, frequency: household.frequency,
                                                       at: SampleData.referenceDate))
        }.value
        driver.runUntilIdle()
        #expect(driver.state.ui.projectSelection.id == SampleData.cafeID)
        #expect(driver.screen.lines[23].hasSuffix("3/3"))
        let cafeRow = try #require(driver.screen.lines.firstIndex { $0.hasPrefix("Café visits") })
        #expect(driver.screen[0, cafeRow].style == .reverse)
    }

    @Test func middlewareGivenToTheStoreSeesEveryActionTheProgramSends() throws {
        let log = ActionLog()
        let program = TrackerProgram(data: SampleData.demo(), middleware: [log.middleware],
                                     environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(program: program, size: Size(columns: 80, rows: 24))
        try driver.type("<Enter>s<Esc>")
        #expect(log.entries.map { String($0.prefix(while: { $0 != "(" })) } == [
            "projectSelectionMoved",                             // Enter: the list's selection pinned by id first,
            "itemSelectionMoved", "statusCleared", "pushed",    // the project opened,
            "itemSelectionMoved",                                // its first item pinned by id
            "activityStopped",                                   // s: its one action (the status is a reducer's),
            "itemSelectionMoved",                                // the item recorded above the selected one: it follows its row
            "statusCleared", "popped",                           // Esc: back to the list
        ])
    }

    @Test func drawingDispatchesNothing() throws {
        let log = ActionLog()
        let program = TrackerProgram(data: SampleData.demo(), middleware: [log.middleware],
                                     environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(program: program, size: Size(columns: 80, rows: 24))
        try driver.type("j<Enter>jj")
        let sent = log.entries.count
        for size in [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40), Size(columns: 40, rows: 10)] {
            _ = program.render(program.store.state, size: size, now: SampleData.referenceDate)
            driver.resize(to: size)
        }
        #expect(log.entries.count == sent)
    }

    @Test func pagingAndJumpingThroughThousandsOfItems() throws {
        let driver = demoDriver(data: SampleData.large(projectCount: 30, itemCount: 3_000))
        try driver.type("<Enter>G")
        #expect(driver.screen.lines[23].hasSuffix("item 3,000/3,000"))
        try driver.type("g<PgDn>")
        #expect(driver.screen.lines[23].hasSuffix("item 11/3,000"))
        try driver.type("<C-d><C-u><PgUp>")
        #expect(driver.screen.lines[23].hasSuffix("item 1/3,000"))
        try driver.type("<End><PgUp>")    // from item 3000, a page up lands on the header of its day
        #expect(driver.screen.lines[23].hasSuffix("item 2,990/3,000"))
    }
}
