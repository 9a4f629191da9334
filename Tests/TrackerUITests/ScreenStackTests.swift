import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI
import UDFKit

/// The program's screens: each form lives inside its screen (``Destination``), and after
/// every action the screens of records that are gone close, forms excepted (issue 25 §4).
@Suite("The stack of screens")
struct ScreenStackTests {
    let reducer = TrackerState.reducer()
    let calendar = CalendarText(timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
    let mileage = SampleData.mileageID
    let now = SampleData.referenceDate

    func state(_ path: [Destination] = [], data: AppData = SampleData.demo()) -> TrackerState {
        TrackerState(app: AppState(data: data), screens: RouteState(root: .projectList, path: path))
    }

    func newItemForm(typing text: String) -> ItemForm {
        var form = ItemForm(projectID: mileage, at: now, calendar: calendar)
        for character in text { form.edit(.character(character), fieldWidth: 20) }
        return form
    }

    @Test func aScreenOfAProjectThatDoesNotExistIsNeverOpened() {
        var state = state()
        reducer.reduce(&state, RouteAction<Destination>.pushed(.project(id: ProjectID(99))))
        #expect(state.screens.stack == [.projectList])
    }

    @Test func deletingTheProjectOnScreenReturnsToTheList() {
        var state = state([.project(id: mileage), .deleteConfirmation(of: .project(id: mileage))])
        reducer.reduce(&state, ProjectAction.projectDeleted(id: mileage))
        #expect(state.screens.stack == [.projectList])
    }

    @Test func undoingTheCreationOfTheProjectOnScreenReturnsToTheList() {
        var state = state(data: AppData())
        reducer.reduce(&state, ProjectAction.projectCreated(id: mileage, title: "Mileage", units: "km", frequency: .monthly, at: now))
        reducer.reduce(&state, RouteAction<Destination>.pushed(.project(id: mileage)))
        #expect(state.route.stack == [.projectList, .project(id: mileage)])
        reducer.reduce(&state, HistoryAction.undone)
        #expect(state.screens.stack == [.projectList])
    }

    @Test func aFormStaysWithItsEntryWhenItsRecordIsDeletedAndTheScreensBelowClose() throws {
        let form = newItemForm(typing: "5")
        var state = state([.project(id: mileage), .itemForm(form)])
        reducer.reduce(&state, ProjectAction.projectDeleted(id: mileage))
        #expect(state.screens.stack == [.projectList, .itemForm(form)])
        #expect(state.itemForm?[.amount].text == "5")
    }

    @Test func aFormOpensWithItsScreenTakesKeysAndGoesWithIt() {
        var state = state([.project(id: mileage)])
        reducer.reduce(&state, UIAction.statusShown(StatusMessage("Earlier")))
        reducer.reduce(&state, FormAction.itemFormOpened(ItemForm(projectID: mileage, at: now, calendar: calendar)))
        #expect(state.route.top == .itemForm(projectID: mileage, editing: nil))
        #expect(state.ui.status == nil)
        reducer.reduce(&state, FormAction.keyPressed(.character("7"), fieldWidth: 20))
        reducer.reduce(&state, FormAction.focusMoved(next: true))
        #expect(state.itemForm?[.amount].text == "7")
        #expect(state.itemForm?.focus.current == .date)
        reducer.reduce(&state, RouteAction<Destination>.popped)
        #expect(state.itemForm == nil)
        #expect(state.screens.stack == [.projectList, .project(id: mileage)])
    }

    @Test func aFormOpenedOverOneOfItsKindIsFilledAgainNotStacked() {
        var state = state([.project(id: mileage), .itemForm(newItemForm(typing: "5"))])
        let item = SampleData.demo().items.first { $0.projectID == mileage }
        let reloaded = item.map { ItemForm(editing: $0, calendar: calendar) } ?? ItemForm(projectID: mileage, at: now, calendar: calendar)
        reducer.reduce(&state, FormAction.itemFormOpened(reloaded))
        #expect(state.screens.stack == [.projectList, .project(id: mileage), .itemForm(reloaded)])
    }

    @Test func formActionsChangeOnlyTheFormOnTop() {
        let form = newItemForm(typing: "5")
        var state = state([.project(id: mileage), .itemForm(form), .help])
        for action: FormAction in [.keyPressed(.character("9"), fieldWidth: 20), .conflicted, .discardAsked, .reloadAsked,
                                   .itemFormRefused([.amount: "No"]), .projectFormRefused([.title: "No"])] {
            reducer.reduce(&state, action)
        }
        #expect(state.screens.stack == [.projectList, .project(id: mileage), .itemForm(form), .help])
    }

    @Test func aRefusalGoesBesideItsFieldsTheFirstOnTheStatusLineAndTheQuestionsClose() {
        var state = state([.projectForm(ProjectForm())])
        reducer.reduce(&state, FormAction.discardAsked)
        #expect(KeyScreen.current(screen: state.screens.top, ui: state.ui, size: Size(columns: 80, rows: 24)) == .discardChanges)
        reducer.reduce(&state, FormAction.discardDeclined)
        reducer.reduce(&state, FormAction.projectFormRefused([.target: "Not a target.", .title: "A project needs a title."]))
        #expect(state.projectForm?.errors == [.target: "Not a target.", .title: "A project needs a title."])
        #expect(state.projectForm?.focus.current == .title)
        #expect(state.ui.status == StatusMessage("A project needs a title.", isError: true))
        #expect(KeyScreen.current(screen: state.screens.top, ui: state.ui, size: Size(columns: 80, rows: 24)) == .projectForm)
    }

    @Test func aPushedFormReadsBackFromARecordingWithItsEntry() throws {
        let action = RouteAction<Destination>.pushed(.itemForm(newItemForm(typing: "12,5")))
        let encoder = JSONEncoder()
        encoder.userInfo[.actionRegistry] = TrackerState.actionRegistry
        let decoder = JSONDecoder()
        decoder.userInfo[.actionRegistry] = TrackerState.actionRegistry
        let decoded = try decoder.decode(ActionEnvelope.self, from: encoder.encode(ActionEnvelope(action)))
        #expect(decoded.action as? RouteAction<Destination> == action)
    }
}
