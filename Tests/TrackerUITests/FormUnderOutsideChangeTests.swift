import AppCore
import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI
import UDFKit

/// A form whose record is deleted elsewhere stays open, says so, and offers to save the
/// entry anew or discard it (issue 13 §2). The deletion here is an action that removes
/// records without closing screens, as AppCore does for the screens of forms.
@Suite("Forms under changes from elsewhere")
struct FormUnderOutsideChangeTests {
    /// Records removed by another program, screens left as they are.
    struct RemovedElsewhere: Action {
        var project: ProjectID?
        var item: ItemID?
    }

    /// Screens closed by a family of its own, which the program's reducer does not name.
    struct ClosedElsewhere: Action {}

    static let closing = Reducer<TrackerState>(ClosedElsewhere.self) { state, _ in state.screens.popToRoot() }

    static let removal = Reducer<AppState>(RemovedElsewhere.self) { state, action in
        if let project = action.project {
            state.data.projects.remove(id: project)
            state.data.items.removeAll { $0.projectID == project }
        }
        if let item = action.item { state.data.items.remove(id: item) }
    }

    func driver(size: Size = Size(columns: 80, rows: 24)) -> AppDriver {
        let reducer = Reducer.combine(TrackerState.reducer(app: .combine(AppState.reducer, Self.removal)), Self.closing)
        let program = TrackerProgram(state: TrackerState(app: AppState(data: SampleData.demo())), reducer: reducer,
                                     environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(program: program, size: size)
        driver.runUntilIdle()
        return driver
    }

    @Test func aProjectDeletedUnderItsFormCanBeSavedAsANewProject() throws {
        let driver = driver()
        try driver.type("je<C-u>Miles")
        driver.program.store.dispatch(RemovedElsewhere(project: SampleData.mileageID))
        driver.runUntilIdle()
        #expect(driver.state.route.top == .projectForm(editing: SampleData.mileageID))
        #expect(driver.screen.shows("Deleted elsewhere: Enter saves it as a new project, Esc discards it."))
        try driver.type("<Enter>")
        #expect(driver.state.app.data.projects[id: ProjectID(9001)]?.title == "Miles")
        #expect(driver.state.ui.status == StatusMessage("Saved “Miles” as a new project: it was deleted elsewhere."))
    }

    @Test func anItemDeletedUnderItsFormCanBeSavedAsANewItem() throws {
        let driver = driver()
        try driver.type("j<Enter>e<C-u>99")
        let edited = try #require(driver.state.itemForm?.editing)
        driver.program.store.dispatch(RemovedElsewhere(item: edited))
        driver.runUntilIdle()
        #expect(driver.screen.shows("Deleted elsewhere: Enter saves it as a new item, Esc discards it."))
        try driver.type("<Enter>")
        #expect(driver.state.app.data.items[id: ItemID(9001)]?.amount == 99)
        #expect(driver.state.ui.status == StatusMessage("Saved 99 km as a new item: it was deleted elsewhere."))
    }

    @Test func anItemWhoseProjectWasDeletedCannotBeSavedAndEscDiscardsIt() throws {
        let driver = driver()
        try driver.type("j<Enter>n5")
        driver.program.store.dispatch(RemovedElsewhere(project: SampleData.mileageID))
        driver.runUntilIdle()
        expectSnapshot(driver.screen, named: "app-item-form-project-deleted-80x24")
        try driver.type("<Enter>")
        #expect(driver.state.ui.status == StatusMessage("This project does not exist; it may have been deleted.", isError: true))
        try driver.type("<Esc>y")
        #expect(driver.state.route.top != .itemForm(projectID: SampleData.mileageID, editing: nil))
    }

    @Test func aFormWhoseScreenAnUnnamedFamilyClosesIsForgottenWithIt() throws {
        let driver = driver()
        try driver.type("j<Enter>n5")
        #expect(driver.state.itemForm != nil)
        driver.program.store.dispatch(ClosedElsewhere())
        driver.runUntilIdle()
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.state.itemForm == nil)
    }
}
