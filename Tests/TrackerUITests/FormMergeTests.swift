import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI
import UDFKit

/// Ctrl-R never drops typed text without asking; Ctrl-O on a conflict shows the other side's
/// values and writes only the fields this person edited (issue 24 §6).
@Suite struct FormMergeTests {
    let mileage = SampleData.mileageID
    /// Mileage's newest item, 380 km two days before the reference date, without notes.
    let newest = ItemID(101)

    @Test func ctrlRWithTypedTextAndNoConflictAsksFirst() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>e<C-u>99<C-r>")
        #expect(driver.state.itemForm?[.amount].text == "99")
        #expect(driver.screen.shows("Reload the form?"))
        #expect(driver.screen.shows("What you typed will be replaced by what is saved now."))
        try driver.type("n")
        #expect(driver.state.itemForm?[.amount].text == "99")
        #expect(!driver.screen.shows("Reload the form?"))
        try driver.type("<C-r>y")
        #expect(driver.state.itemForm?[.amount].text == "380")
        #expect(driver.state.ui.status == StatusMessage("Reloaded: the form shows what is saved now."))
        #expect(driver.state.route.top == .itemForm(projectID: mileage, editing: newest))
    }

    @Test func ctrlROnAFormLeftAsItOpenedReloadsAtOnce() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>e<C-r>")
        #expect(!driver.screen.shows("Reload the form?"))
        #expect(driver.state.ui.status == StatusMessage("Reloaded: the form shows what is saved now."))
    }

    @Test func ctrlOOnAConflictShowsTheirValuesAndKeepsTheFieldsNotEdited() throws {
        let driver = driverWithChangesElsewhere()
        try driver.type("j<Enter>e<C-u>99")
        // Another program changes the amount and the notes.
        let theirTime = SampleData.referenceDate.addingTimeInterval(-3_600)
        driver.program.store.dispatch(ChangedElsewhere(change: ItemAction.itemEdited(
            id: newest, amount: 500, timestamp: theirTime, notes: "theirs", at: SampleData.referenceDate)))
        driver.runUntilIdle()
        try driver.type("<Enter>")
        #expect(driver.screen.shows("now 500 (Ctrl-O: yours)"))
        #expect(driver.screen.shows("now “theirs” (kept)"))
        #expect(driver.screen.shows("now 11:00 (kept)"))
        #expect(driver.screen.shows("Changed elsewhere: Ctrl-O saves your edits, Ctrl-R reloads theirs."))

        try driver.type("<C-o>")
        let saved = try #require(driver.state.app.data.items[id: newest])
        #expect(saved.amount == 99)
        #expect(saved.notes == "theirs")
        #expect(saved.timestamp == theirTime)
        #expect(saved.version == 3)
        #expect(driver.state.route.top == .project(id: mileage))
    }

    @Test func ctrlOOnAProjectConflictKeepsTheirUnitsAndWritesTheTitleEdited() throws {
        let driver = driverWithChangesElsewhere()
        try driver.type("j<Enter>E<C-u>Car")
        driver.program.store.dispatch(ChangedElsewhere(change: ProjectAction.projectEdited(
            id: mileage, title: "Mileage", units: "mi", frequency: .monthly, at: SampleData.referenceDate)))
        driver.runUntilIdle()
        try driver.type("<Enter>")
        #expect(driver.screen.shows("now “mi” (kept)"))
        try driver.type("<C-o>")
        let saved = try #require(driver.state.app.data.projects[id: mileage])
        #expect(saved.title == "Car")
        #expect(saved.units == "mi")
        #expect(saved.frequency == .monthly)
    }
}
