import AppCore
import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI
import UDFKit

/// The program started on the projects and timers alone while the items load on another
/// thread (udf-tui at a million items): what the first frame shows, and what becomes of
/// keys typed before the items arrive.
@Suite("Starting before the items are in")
struct BackgroundLoadTests {
    /// The demo's projects and timers without their items, the program waiting for them.
    static func loadingDriver(size: Size = Size(columns: 80, rows: 24)) -> AppDriver {
        let whole = SampleData.demo()
        var ui = UIState()
        ui.loading = DataLoading()
        let state = TrackerState(app: AppState(data: AppData(projects: whole.projects, activities: whole.activities)), ui: ui)
        let program = TrackerProgram(state: state, environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(program: program, size: size)
        driver.runUntilIdle()
        return driver
    }

    @Test(arguments: recordedSizes)
    func theFirstFrameShowsTheProjectsAndTimersAndNoFigureBeforeTheItems(size: Size) {
        let driver = Self.loadingDriver(size: size)
        expectSnapshot(driver.screen, named: "projects-loading-\(size.columns)x\(size.rows)")
        #expect(driver.screen.shows("Loading the items…"))
        #expect(!driver.screen.shows(" 0 km"), "a zero that is not one")
    }

    @Test func keysTypedWhileLoadingAreAppliedInOrderOnceTheItemsArrive() throws {
        let driver = Self.loadingDriver()
        try driver.type("j<Enter>n")
        #expect(driver.state.app.route.stack == [.projectList])
        #expect(driver.state.ui.loading?.heldKeys.map(\.key) == [.character("j"), .enter, .character("n")])

        driver.program.store.dispatch(DataLoadAction.dataLoaded(SampleData.demo()))
        driver.runUntilIdle()

        // The same as typing them on the loaded program: the second project open, its item
        // form on top.
        let loaded = demoDriver()
        try loaded.type("j<Enter>n")
        #expect(driver.state.app == loaded.state.app)
        #expect(driver.state.ui == loaded.state.ui)
        #expect(driver.screen.snapshot == loaded.screen.snapshot)
    }

    @Test func aKeyTypedAfterTheItemsArriveComesAfterTheHeldOnes() throws {
        let driver = Self.loadingDriver()
        try driver.type("j")
        driver.program.store.dispatch(DataLoadAction.dataLoaded(SampleData.demo()))
        try driver.type("<Enter>")
        #expect(driver.state.app.route.stack == [.projectList, .project(id: SampleData.mileageID)])
        #expect(driver.state.ui.loading == nil)
    }

    @Test func ctrlCQuitsAtOnceWhileLoading() throws {
        let driver = Self.loadingDriver()
        try driver.type("j<C-c>")
        #expect(driver.hasQuit)
    }

    @Test func aFailedLoadQuitsWithItsMessage() {
        let driver = Self.loadingDriver()
        driver.program.store.dispatch(DataLoadAction.loadFailed(message: "/tmp/x.sqlite is damaged (…); nothing was changed."))
        driver.runUntilIdle()
        #expect(driver.hasQuit)
        #expect(driver.state.ui.status == StatusMessage("/tmp/x.sqlite is damaged (…); nothing was changed.", isError: true))
    }

    @Test func theLoadedDataIsANewVersionForTheViews() {
        let driver = Self.loadingDriver()
        let before = driver.state.dataVersion
        driver.program.store.dispatch(DataLoadAction.dataLoaded(SampleData.demo()))
        #expect(driver.state.dataVersion == before + 1)
        driver.runUntilIdle()
        #expect(driver.screen == demoDriver().screen)
    }
}
