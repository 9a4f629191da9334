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
    /// The projects and timers of `whole` (the demo's) without their items, the program
    /// waiting for them, the list in `order`.
    static func loadingDriver(size: Size = Size(columns: 80, rows: 24), whole: AppData = SampleData.demo(),
                              order: ProjectOrder = .updated) -> AppDriver {
        var ui = UIState()
        ui.loading = DataLoading()
        ui.projectOrder = order
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
        #expect(driver.state.route.stack == [.projectList])
        // j moved at once; Enter needs the items, so it waits, and n after it.
        #expect(driver.state.ui.projectSelection == ListSelection(id: SampleData.mileageID, index: 1, offset: 0))
        #expect(driver.state.ui.loading?.heldKeys.map(\.key) == [.enter, .character("n")])
        #expect(driver.screen.shows("Loading the items… 2 keys wait for them."))

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

    /// Issue 24 §2. Sorted by this period's total, the list shows 90 / 70 / 50 while the
    /// items load (no total is known yet: update order), 50 / 70 / 90 once they are in. Keys
    /// act on what was on screen when they were typed: `j j d y` on the loading frame
    /// deletes its third row, Project 50, not the third row of the loaded list.
    @Test func keysTypedWhileLoadingActOnTheRowsShownThenNotOnTheLoadedOrder() throws {
        let driver = Self.loadingDriver(whole: Self.ninetySeventyFifty, order: .periodTotal)
        #expect(listedTitles(driver) == ["Project 90", "Project 70", "Project 50"])
        try driver.type("jjdy")
        #expect(driver.state.ui.projectSelection.id == ProjectID(50))
        #expect(driver.state.ui.loading?.heldKeys.map(\.key) == [.character("d"), .character("y")])

        driver.program.store.dispatch(DataLoadAction.dataLoaded(Self.ninetySeventyFifty))
        driver.runUntilIdle()

        #expect(driver.state.app.data.projects.map(\.title).sorted() == ["Project 70", "Project 90"])
        #expect(listedTitles(driver) == ["Project 70", "Project 90"])
    }

    /// A key held before any move acts on the row the loading frame selected, though the
    /// loaded order moves it to the bottom.
    @Test func aHeldKeyActsOnTheProjectSelectedOnTheLoadingFrame() throws {
        let driver = Self.loadingDriver(whole: Self.ninetySeventyFifty, order: .periodTotal)
        try driver.type("dy")
        driver.program.store.dispatch(DataLoadAction.dataLoaded(Self.ninetySeventyFifty))
        driver.runUntilIdle()
        #expect(driver.state.app.data.projects.map(\.title).sorted() == ["Project 50", "Project 70"])
    }

    /// A move in the list held behind another key would land on another row than the
    /// loading frame showed once the load reorders the list: it is not applied, nor is
    /// anything after it, and the status bar says so.
    @Test func aHeldMoveInAListTheLoadReorderedIsNotApplied() throws {
        let driver = Self.loadingDriver(whole: Self.ninetySeventyFifty, order: .periodTotal)
        try driver.type("dnjdy")
        driver.program.store.dispatch(DataLoadAction.dataLoaded(Self.ninetySeventyFifty))
        driver.runUntilIdle()
        #expect(driver.state.app.data.projects.count == 3)
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.state.ui.projectSelection.id == ProjectID(90))
        #expect(driver.state.ui.status == StatusMessage(
            "The list's order changed as the items arrived; the last 3 keys typed meanwhile were not applied.", isError: true))
    }

    @Test func movesTheFilterAndTheOrderActAtOnceWhileLoading() throws {
        let driver = Self.loadingDriver()
        try driver.type("jj/e<Down><Enter>o")
        #expect(driver.state.ui.loading?.heldKeys == [])
        #expect(driver.state.ui.filterText == "e")
        #expect(driver.state.ui.projectOrder == .title)
        #expect(driver.state.ui.loading != nil)
        try driver.type("q")
        #expect(driver.hasQuit)
    }

    /// Three monthly projects updated 90 first, then 70, then 50, whose totals this month
    /// are 10, 20 and 30 km.
    static let ninetySeventyFifty: AppData = {
        let now = SampleData.referenceDate
        var data = AppData()
        for (index, (number, total)) in [(90, 10.0), (70, 20.0), (50, 30.0)].enumerated() {
            let id = ProjectID(UInt64(number))
            data.projects.append(Project(id: id, title: "Project \(number)", units: "km", frequency: .monthly,
                                         createdAt: now.addingTimeInterval(-86_400),
                                         updatedAt: now.addingTimeInterval(Double(-3_600 * (index + 1)))))
            data.items.append(Item(id: ItemID(UInt64(number + 1)), projectID: id, amount: total, timestamp: now.addingTimeInterval(-7_200)))
        }
        return data
    }()

    /// The titles of the list's rows, as drawn.
    func listedTitles(_ driver: AppDriver) -> [String] {
        driver.screen.lines[2...].compactMap { line in
            ["Project 90", "Project 70", "Project 50"].first { line.hasPrefix($0) }
        }
    }

    @Test func aKeyTypedAfterTheItemsArriveComesAfterTheHeldOnes() throws {
        let driver = Self.loadingDriver()
        try driver.type("j")
        driver.program.store.dispatch(DataLoadAction.dataLoaded(SampleData.demo()))
        try driver.type("<Enter>")
        #expect(driver.state.route.stack == [.projectList, .project(id: SampleData.mileageID)])
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
        driver.program.store.dispatch(DataLoadAction.dataLoaded(SampleData.demo()))
        driver.runUntilIdle()
        #expect(driver.screen == demoDriver().screen)
    }
}
