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

    @Test func middlewareGivenToTheStoreSeesEveryActionTheProgramSends() throws {
        let log = ActionLog()
        let program = TrackerProgram(data: SampleData.demo(), middleware: [log.middleware],
                                     environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(program: program, size: Size(columns: 80, rows: 24))
        try driver.type("<Enter>s<Esc>")
        #expect(log.entries.map { String($0.prefix(while: { $0 != "(" })) } == [
            "itemSelectionMoved", "statusCleared", "pushed",    // Enter: open the project
            "projectSelectionMoved", "itemSelectionMoved",       // s: the selections pinned by id,
            "activityStopped",                                   // then its one action (the status is a reducer's)
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
