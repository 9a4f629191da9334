import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI
import UDFKit

/// A change another program made, as a reload brings it into this one: applied to the data
/// as AppCore validates it, without becoming a step of this program's undo history.
struct ChangedElsewhere: Action {
    let change: any Action
}

/// The demo in a program that also takes ``ChangedElsewhere`` changes.
func driverWithChangesElsewhere(size: Size = Size(columns: 100, rows: 24)) -> AppDriver {
    let elsewhere = Reducer<AppState>(ChangedElsewhere.self) { state, changed in
        AppState.unrecordedDataReducer.reduce(&state, changed.change)
    }
    let reducer = TrackerState.reducer(app: .combine(AppState.reducer, elsewhere))
    let program = TrackerProgram(state: TrackerState(app: AppState(data: SampleData.demo())), reducer: reducer,
                                 environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
    let driver = AppDriver(program: program, size: size)
    driver.runUntilIdle()
    return driver
}

/// An undo step that can no longer be undone is dropped with a message saying what happened
/// to its record, and the steps before it stay undoable (issue 24 §7).
@Suite struct UndoRefusalTests {
    let mileage = SampleData.mileageID

    /// Adds two items to Mileage (9001 is the first, 9002 the second), on its screen, then
    /// selects its oldest item: the ones deleted elsewhere below are not the selected one
    /// (which would hold the keys typed next, as ``ConcurrentChangeTests`` show).
    func addTwoItems(_ driver: AppDriver) throws {
        try driver.type("j<Enter>n5<Enter>n6<Enter>G")
        #expect(driver.state.app.data.items[id: ItemID(9001)]?.amount == 5)
        #expect(driver.state.app.data.items[id: ItemID(9002)]?.amount == 6)
        #expect(driver.state.app.history.undoCount == 2)
    }

    @Test func aStepWhoseItemWasDeletedElsewhereIsDroppedAndTheOneBeforeIsUndone() throws {
        let driver = driverWithChangesElsewhere()
        try addTwoItems(driver)
        driver.program.store.dispatch(ChangedElsewhere(change: ItemAction.itemDeleted(id: ItemID(9002), at: SampleData.referenceDate)))
        driver.runUntilIdle()

        try driver.type("u")
        #expect(driver.state.ui.status == StatusMessage("Cannot undo: the item was deleted elsewhere, so that step was dropped. u undoes the one before.", isError: true))
        #expect(driver.state.app.data.items[id: ItemID(9001)] != nil)
        #expect(driver.state.app.history.undoCount == 1)

        try driver.type("u")
        #expect(driver.state.ui.status == StatusMessage("Undone; Ctrl-R redoes it."))
        #expect(driver.state.app.data.items[id: ItemID(9001)] == nil)
    }

    @Test func aStepWhoseItemWasChangedElsewhereSaysChangedAndTheOneBeforeIsUndone() throws {
        let driver = driverWithChangesElsewhere()
        try addTwoItems(driver)
        driver.program.store.dispatch(ChangedElsewhere(change: ItemAction.itemEdited(
            id: ItemID(9002), amount: 60, timestamp: SampleData.referenceDate, notes: "theirs", at: SampleData.referenceDate)))
        driver.runUntilIdle()

        try driver.type("u")
        #expect(driver.state.ui.status == StatusMessage("Cannot undo: the item was changed elsewhere, so that step was dropped. u undoes the one before.", isError: true))
        #expect(driver.state.app.data.items[id: ItemID(9002)]?.notes == "theirs")

        try driver.type("u")
        #expect(driver.state.app.data.items[id: ItemID(9001)] == nil)
        #expect(driver.state.app.data.items[id: ItemID(9002)]?.notes == "theirs")
    }

    @Test func theLastStepRefusedSaysNothingOfOneBefore() throws {
        let driver = driverWithChangesElsewhere()
        try driver.type("j<Enter>n5<Enter>G")
        driver.program.store.dispatch(ChangedElsewhere(change: ItemAction.itemDeleted(id: ItemID(9001), at: SampleData.referenceDate)))
        driver.runUntilIdle()
        try driver.type("u")
        #expect(driver.state.ui.status == StatusMessage("Cannot undo: the item was deleted elsewhere, so that step was dropped.", isError: true))
        try driver.type("u")
        #expect(driver.state.ui.status == StatusMessage("Nothing to undo."))
    }

    /// Mileage counted in h, then its timer started elsewhere: undoing the units would
    /// leave the timer recording time as km.
    @Test func undoNeverLeavesARunningTimerOnAProjectThatDoesNotCountTime() throws {
        let driver = driverWithChangesElsewhere()
        try driver.type("j<Enter>E<Tab><C-u>h<Enter>")
        #expect(driver.state.app.data.projects[id: mileage]?.units == "h")
        driver.program.store.dispatch(ChangedElsewhere(change: ActivityAction.activityStarted(projectID: mileage, at: SampleData.referenceDate)))
        driver.runUntilIdle()

        try driver.type("u")
        #expect(driver.state.app.data.projects[id: mileage]?.units == "h")
        #expect(driver.state.app.data.activities[id: mileage] != nil)
        #expect(driver.state.ui.status == StatusMessage("Cannot undo: the timer runs and km is not a unit of time, so that step was dropped.", isError: true))
    }
}
