import AppCore
import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI

/// Forms: line editing with wide characters, validation beside the field with the entry
/// kept, and the date and time of an item.
@Suite("App forms")
struct AppFormTests {
    @Test func wideCharactersKeepTheirColumnsAndTheCursorFollowsThem() throws {
        let driver = demoDriver()
        try driver.type("n日本語<Left><Left>x<Home>🙂")
        #expect(driver.state.projectForm?.title.text == "🙂日x本語")
        let row = try #require(driver.screen.lines.firstIndex { $0.contains("│ Title") })
        #expect(driver.screen.lines[row].contains("│ Title       🙂日x本語"))
        #expect(driver.screen.cursor == Position(column: 18, row: row))
        #expect(wideCharacterViolations(in: driver.screen) == [])
    }

    @Test func aLongWideTitleScrollsInItsField() throws {
        let driver = demoDriver()
        try driver.type("n" + String(repeating: "漢", count: 30))
        let row = try #require(driver.screen.lines.firstIndex { $0.contains("│ Title") })
        #expect(driver.screen.lines[row].contains("Title       " + String(repeating: "漢", count: 13) + "  "))
        #expect(!driver.screen.lines[row].contains(String(repeating: "漢", count: 14)))
        #expect(driver.screen.cursor == Position(column: 42, row: row))
        #expect(wideCharacterViolations(in: driver.screen) == [])
    }

    @Test func aRefusedProjectKeepsTheEntryAndSaysWhyBesideTheTitle() throws {
        let driver = demoDriver()
        try driver.type("n<Tab>km<Enter>")
        var form = ProjectForm()
        form.units = LineEditor("km")
        form.errors = [.title: "A project needs a title."]
        #expect(driver.state.projectForm == form)
        #expect(driver.state.ui.status == StatusMessage("A project needs a title.", isError: true))
        #expect(driver.screen.shows("│ Title                                     A project needs a title."))
        try driver.type("Trips<Enter>")
        #expect(driver.state.app.data.projectList().first?.title == "Trips")
        #expect(driver.state.route.stack == [.projectList])
    }

    @Test func editingAProjectChangesItsFieldsAndKeepsItsItems() throws {
        let driver = demoDriver()
        try driver.type("je<C-u>Kilometers<Tab><BS><BS>mi<Tab><Left><Enter>")
        let project = driver.state.app.data.projects[id: SampleData.mileageID]
        #expect(project?.title == "Kilometers")
        #expect(project?.units == "mi")
        #expect(project?.frequency == .daily)
        #expect(driver.state.ui.status == StatusMessage("Saved “Kilometers”."))
    }

    @Test func aBadAmountDateAndTimeAreEachExplainedBesideTheirField() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>nabc<Tab><C-u>2025-02-30<Tab><C-u>25:00<Enter>")
        let form = try #require(driver.state.itemForm)
        #expect(form.errors == [.amount: "Not a number: try 12.5", .date: "Not a date: try 2025-06-15",
                                .time: "Not a time: try 14:05"])
        #expect(form.text(.amount) == "abc")
        #expect(form.focus.current == .amount)
        #expect(driver.state.ui.status == StatusMessage("Not a number: try 12.5", isError: true))
        #expect(driver.state.app.data.items.count == SampleData.demo().items.count)
    }

    @Test func anAmountTooBigForADoubleIsRefusedByTheDomainBesideTheAmount() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>n1e999<Enter>")
        #expect(driver.state.itemForm?.errors == [.amount: "The amount must be a finite number."])
    }

    @Test func editingAnItemKeepsItsSecondsUnlessItsTimeChanges() throws {
        var data = SampleData.demo()
        let newestVisit = ItemID(134)
        let precise = SampleData.referenceDate.addingTimeInterval(-3 * 86_400 + 7.25)    // 2025-06-12 12:00:07.25
        data.items[id: newestVisit]?.timestamp = precise
        let driver = demoDriver(data: data)
        try driver.type("jj<Enter>e<C-u>7,5<Tab><Tab><Tab>late<Enter>")
        #expect(driver.state.app.data.items[id: newestVisit] == Item(
            id: newestVisit, projectID: SampleData.cafeID, amount: 7.5, timestamp: precise, notes: "late", version: 2
        ))
        try driver.type("e<Tab><Tab><C-u>13:30<Enter>")
        #expect(driver.state.app.data.items[id: newestVisit]?.timestamp
            == SampleData.referenceDate.addingTimeInterval(-3 * 86_400 + 5_400))
    }

    @Test func escClosesAFormLeftAsItOpened() throws {
        let driver = demoDriver()
        try driver.type("je<Tab><Esc>")
        var expected = UIState()
        expected.projectSelection = ListSelection(id: SampleData.mileageID, index: 1, offset: 0)
        #expect(driver.state.ui == expected)
        #expect(driver.state.route.stack == [.projectList])
    }

    @Test func escInAFormWithTypedChangesAsksBeforeDiscardingThem() throws {
        let driver = demoDriver()
        try driver.type("nAbandoned<Esc>")
        #expect(driver.state.route.top == .projectForm(editing: nil))
        #expect(driver.state.projectForm?.isAskingToDiscard == true)
        #expect(driver.screen.shows("What you typed in this form will be lost."))
        #expect(driver.screen.lines[22].hasPrefix("y discard the changes  n/Esc/Enter keep editing"))
        try driver.type("n")    // keep editing: the text is still there, and keys edit it again
        try driver.type("!")
        #expect(driver.state.projectForm?.title.text == "Abandoned!")
        #expect(driver.state.projectForm?.isAskingToDiscard == false)
        try driver.type("<Esc>y")
        var expected = UIState()
        expected.projectSelection = ListSelection(id: SampleData.hoursID, index: 0, offset: 0)    // the first row, by id
        expected.status = StatusMessage("Changes discarded.")
        #expect(driver.state.ui == expected)
        #expect(driver.state.route.stack == [.projectList])
        #expect(driver.state.app.data == SampleData.demo())
    }

    @Test func ctrlCStillQuitsFromAFormWithTypedChanges() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>n12<C-c>")
        #expect(driver.hasQuit)
    }

    @Test func escAsksInTheItemFormToo() throws {
        let driver = demoDriver()
        try driver.type("j<Enter>e<BS><Esc>")
        #expect(driver.state.itemForm?.isAskingToDiscard == true)
        try driver.type("<Esc><Esc>y")
        #expect(driver.state.route.stack == [.projectList, .project(id: SampleData.mileageID)])
    }
}
