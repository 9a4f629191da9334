import AppCore
import Foundation
import Synchronization
import TerminalUI
import Testing
import TrackerUI
import UDFKit

/// A save that would overwrite a change made elsewhere since the form opened is refused; the
/// entry stays; Ctrl-O saves over the other change on purpose, Ctrl-R reloads (issue 13 §2).
@Suite struct ConflictingSaveTests {
    /// Another window's edit of item 101 (Mileage's newest), made while the form is open.
    func editElsewhere(_ driver: AppDriver, amount: Double) {
        driver.program.store.dispatch(ItemAction.itemEdited(id: ItemID(101), amount: amount, timestamp: SampleData.referenceDate,
                                                             notes: "theirs", at: SampleData.referenceDate))
        driver.runUntilIdle()
    }

    @Test func aSaveOverAChangeMadeElsewhereIsRefusedAndTheEntryKept() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>e<C-u>99")
        editElsewhere(driver, amount: 500)
        try driver.type("<Enter>")
        #expect(driver.state.app.data.items[id: ItemID(101)]?.amount == 500)
        #expect(driver.state.route.top == .itemForm(projectID: SampleData.mileageID, editing: ItemID(101)))
        #expect(driver.state.itemForm?[.amount].text == "99")
        #expect(driver.state.ui.status == StatusMessage("This item was changed elsewhere since you opened it; nothing was saved.", isError: true))
        #expect(driver.screen.shows("Changed elsewhere: Ctrl-O saves your edits, Ctrl-R reloads theirs."))
    }

    /// The other way the change is seen: this program had not read it yet, so AppCore
    /// accepts the save and the database refuses it (its row is at another version); the
    /// data read again then holds theirs. The form ends as when AppCore refuses.
    @Test func aSaveTheDatabaseRefusesAsChangedElsewhereEndsAsAConflictToo() throws {
        // A stand-in for the persistence middleware and the database: the first edit of item
        // 101 that expects version 1 is refused, "read again" as theirs, and reported.
        let refused = Mutex(false)
        let database = Middleware<TrackerState> { context, action, next in
            guard case .itemEdited(ItemID(101), _, _, _, _, 1)? = action as? ItemAction, refused.withLock({ !$0 }) else { return next(action) }
            refused.withLock { $0 = true }
            // As the persistence middleware does: the refusal at once, the reload after.
            next(ErrorAction.notSaved(reason: "Another program changed the database meanwhile; nothing was saved.", changedElsewhere: true))
            context.dispatch(ItemAction.itemEdited(id: ItemID(101), amount: 500, timestamp: SampleData.referenceDate, notes: "theirs", at: SampleData.referenceDate))
        }
        let environment = AppEnvironment.fixed(now: SampleData.referenceDate, timeZone: utc)
        let program = TrackerProgram(state: TrackerState(app: AppState(data: SampleData.demo())), middleware: [database], environment: environment)
        let driver = AppDriver(program: program, size: Size(columns: 80, rows: 24))
        driver.runUntilIdle()

        try driver.type("j<Enter>e<C-u>99<Enter>")

        #expect(driver.state.app.data.items[id: ItemID(101)]?.amount == 500)
        #expect(driver.state.itemForm?[.amount].text == "99")
        #expect(driver.state.ui.status == StatusMessage("This item was changed elsewhere since you opened it; nothing was saved.", isError: true))
        #expect(driver.screen.shows("Changed elsewhere: Ctrl-O saves your edits, Ctrl-R reloads theirs."))
        try driver.type("<C-o>")
        #expect(driver.state.app.data.items[id: ItemID(101)]?.amount == 99)
    }

    @Test func ctrlOSavesOverTheOtherChangeOnPurpose() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>e<C-u>99")
        editElsewhere(driver, amount: 500)
        try driver.type("<Enter><C-o>")
        #expect(driver.state.app.data.items[id: ItemID(101)]?.amount == 99)
        #expect(driver.state.app.data.items[id: ItemID(101)]?.version == 3)
        #expect(driver.state.route.top == .project(id: SampleData.mileageID))
    }

    @Test func ctrlOWithoutAConflictIsAPlainSaveAndNeverOverwritesUnseenChanges() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>e<C-u>99")
        editElsewhere(driver, amount: 500)
        // Ctrl-O before the form said anything is the same as Enter: refused.
        try driver.type("<C-o>")
        #expect(driver.state.app.data.items[id: ItemID(101)]?.amount == 500)
    }

    @Test func ctrlRReloadsTheFormFromWhatWasSavedElsewhere() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>e<C-u>99")
        editElsewhere(driver, amount: 500)
        try driver.type("<Enter><C-r>")
        #expect(driver.state.itemForm?[.amount].text == "500")
        #expect(driver.state.itemForm?[.notes].text == "theirs")
        #expect(driver.state.ui.status == StatusMessage("Reloaded: the form shows what is saved now."))
        try driver.type("<Enter>")
        #expect(driver.state.route.top == .project(id: SampleData.mileageID))
    }
}

/// The list says, until the next key, that another program's changes came in.
@Suite struct OutsideChangeNoticeTests {
    struct LoadedElsewhere: Action {
        var change: OutsideChange
    }

    @Test func theListShowsANoticeUntilTheNextKey() throws {
        let note = Reducer<AppState>(LoadedElsewhere.self) { state, action in state.outsideChange = action.change }
        let reducer = TrackerState.reducer(app: .combine(AppState.reducer, note))
        let program = TrackerProgram(state: TrackerState(app: AppState(data: SampleData.demo())), reducer: reducer,
                                     environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        let driver = AppDriver(program: program, size: Size(columns: 100, rows: 24))
        driver.runUntilIdle()
        program.store.dispatch(LoadedElsewhere(change: OutsideChange(projects: 1, items: 2, timers: 0, serial: 1)))
        driver.runUntilIdle()
        #expect(driver.screen.lines[0].hasSuffix("Changes made elsewhere were loaded: 2 items, 1 project."))
        try driver.type("j")
        #expect(!driver.screen.lines[0].contains("Changes made elsewhere"))
    }
}
