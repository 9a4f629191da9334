import AppCore
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
        #expect(form.app.ui.projectForm?.title.text == "q")
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
        #expect(driver.app.store.state.route.stack == [.projectList])
        #expect(driver.screen.lines[0] == " udf-tui · Projects")
        driver.resize(to: Size(columns: 59, rows: 30))
        try driver.type("q")
        #expect(driver.hasQuit)
    }

    @Test func aChangeFromAnotherThreadWakesTheLoopAndClosesScreensOfWhatIsGone() async throws {
        let wakes = Mutex(0)
        let app = TerminalApp(data: SampleData.demo(), environment: .fixed(now: SampleData.referenceDate, timeZone: utc),
                              wake: { wakes.withLock { $0 += 1 } })
        let store = app.store
        let driver = AppDriver(app: app, size: Size(columns: 80, rows: 24))
        try driver.type("j<Enter>")
        #expect(wakes.withLock { $0 } == 0)
        await Task.detached { store.dispatch(ProjectAction.projectDeleted(id: SampleData.mileageID)) }.value
        #expect(wakes.withLock { $0 } == 1)
        driver.runUntilIdle()
        #expect(driver.app.store.state.route.stack == [.projectList])
        #expect(!driver.screen.shows("Mileage"))
    }

    /// An action of another module that replaces the data, as a reload from the database does.
    struct DataReplaced: Action {
        let data: AppData
    }

    @Test func screensOfRecordsRemovedByAnotherReducerAreClosedToo() throws {
        let reload = Reducer<AppState>(DataReplaced.self) { state, action in state.data = action.data }
        let store = Store(initialState: AppState(data: SampleData.demo()), reducer: .combine(AppState.reducer, reload))
        let app = TerminalApp(store: store, environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(app: app, size: Size(columns: 80, rows: 24))
        try driver.type("j<Enter>")
        var data = SampleData.demo()
        data.projects.remove(id: SampleData.mileageID)
        data.items.removeAll { $0.projectID == SampleData.mileageID }
        store.dispatch(DataReplaced(data: data))
        driver.runUntilIdle()
        #expect(store.state.route.stack == [.projectList])
        #expect(driver.screen.lines[0] == " udf-tui · Projects")
    }

    @Test func middlewareGivenToTheStoreSeesEveryActionTheProgramSends() throws {
        let log = ActionLog()
        let app = TerminalApp(data: SampleData.demo(), middleware: [log.middleware],
                              environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(app: app, size: Size(columns: 80, rows: 24))
        try driver.type("<Enter>s<Esc>")
        #expect(log.entries.map { String($0.prefix(while: { $0 != "(" })) } == ["pushed", "activityStopped", "popped"])
    }

    @Test func pagingAndJumpingThroughThousandsOfItems() throws {
        let driver = demoDriver(data: SampleData.large(projectCount: 30, itemCount: 3_000))
        try driver.type("<Enter>G")
        #expect(driver.screen.lines[23].hasSuffix("item 3000/3000"))
        try driver.type("g<PgDn>")
        #expect(driver.screen.lines[23].hasSuffix("item 12/3000"))
        try driver.type("<C-d><C-u><PgUp>")
        #expect(driver.screen.lines[23].hasSuffix("item 1/3000"))
        try driver.type("<End><PgUp>")    // from item 3000, a page up lands on the header of its day
        #expect(driver.screen.lines[23].hasSuffix("item 2990/3000"))
    }

    @Test func theBenchmarkTimesEveryKeyOfItsScript() throws {
        let report = try KeyBenchmark.run(data: SampleData.large(projectCount: 20, itemCount: 500), size: Size(columns: 80, rows: 24))
        let keys = try KeyBenchmark.steps.flatMap { try KeyScript.keys($0.script) }
        #expect(report.timings.map(\.key) == keys)
        #expect(report.timings.allSatisfy { $0.duration > .zero })
        #expect(KeyBenchmark.percentile([.milliseconds(3), .milliseconds(1), .milliseconds(2)], 0.5) == .milliseconds(2))
    }
}
