import AppCore
import Foundation
import TerminalUI
import Testing
@testable import TrackerUI
import UDFKit

/// What Enter in a form and `y` on a deletion come to is the reducers', from the state the
/// data action left (issue 25 §5): the key handler sends the action and its ``SaveAnswer``
/// and reads nothing back, so a recording replays the form closed, or kept open with the
/// reason, as the person saw it.
@Suite struct SaveAnswerTests {
    let reducer = TrackerState.reducer()
    let now = SampleData.referenceDate
    let mileage = SampleData.mileageID
    let calendar = CalendarText(timeZone: TimeZone(secondsFromGMT: 0) ?? .current)

    /// The demo on Mileage's screen, with the item form for item 101 on top.
    func editingItem101() throws -> TrackerState {
        let data = SampleData.demo(now: now)
        let item = try #require(data.items[id: ItemID(101)])
        return TrackerState(app: AppState(data: data),
                            screens: RouteState(root: .projectList, path: [.project(id: mileage), .itemForm(ItemForm(editing: item, calendar: calendar))]))
    }

    @Test func anAppliedEditClosesTheFormSelectsTheItemAndSaysWhatWasSaved() throws {
        var state = try editingItem101()
        reducer.reduce(&state, ItemAction.itemEdited(id: ItemID(101), amount: 42, timestamp: now, notes: nil, at: now, expectedVersion: 1))
        reducer.reduce(&state, SaveAnswer.itemFormSaved(id: ItemID(101), as: .edited))
        #expect(state.screens.stack == [.projectList, .project(id: mileage)])
        #expect(state.ui.itemSelection.id == ItemID(101))
        #expect(state.ui.status == StatusMessage("Saved 42 km."))
    }

    @Test func anEditRefusedAsChangedElsewhereKeepsTheEntryAndOffersToOverwriteOrReload() throws {
        var state = try editingItem101()
        reducer.reduce(&state, FormAction.keyPressed(.character("9"), fieldWidth: 20))
        let entry = state.itemForm
        reducer.reduce(&state, ItemAction.itemEdited(id: ItemID(101), amount: 9, timestamp: now, notes: nil, at: now, expectedVersion: 7))
        reducer.reduce(&state, SaveAnswer.itemFormSaved(id: ItemID(101), as: .edited))
        #expect(state.itemForm?.isConflicted == true)
        #expect(state.itemForm?.text(.amount) == entry?.text(.amount))
        #expect(state.ui.status == StatusMessage(AppError.changedElsewhere(record: .item(id: ItemID(101))).message, isError: true))
    }

    @Test func aWriteThatFailedKeepsTheFormWithTheReason() throws {
        var state = try editingItem101()
        state.app.lastError = .notSaved(reason: "The disk is full.", changedElsewhere: false)
        reducer.reduce(&state, SaveAnswer.itemFormSaved(id: ItemID(101), as: .edited))
        #expect(state.route.top == .itemForm(projectID: mileage, editing: ItemID(101)))
        #expect(state.ui.status?.isError == true)
        #expect(state.ui.status?.text.contains("The disk is full.") == true)
    }

    @Test func aProjectRefusedForItsTitleSaysSoBesideTheTitle() {
        var state = TrackerState(app: AppState(data: SampleData.demo(now: now)), screens: RouteState(root: .projectList, path: [.projectForm(ProjectForm())]))
        reducer.reduce(&state, ProjectAction.projectCreated(id: ProjectID(9), title: " ", units: "", frequency: .daily, at: now))
        reducer.reduce(&state, SaveAnswer.projectFormSaved(id: ProjectID(9), as: .created, renamedFrom: nil))
        #expect(state.projectForm?.errors == [.title: AppError.titleEmpty.message])
        #expect(state.ui.status == StatusMessage(AppError.titleEmpty.message, isError: true))
    }

    @Test func aNewProjectSharingATitleIsCreatedWithAWarningAndSelected() {
        var state = TrackerState(app: AppState(data: SampleData.demo(now: now)), screens: RouteState(root: .projectList, path: [.projectForm(ProjectForm())]))
        reducer.reduce(&state, ProjectAction.projectCreated(id: ProjectID(9), title: "Mileage", units: "mi", frequency: .daily, at: now))
        reducer.reduce(&state, SaveAnswer.projectFormSaved(id: ProjectID(9), as: .created, renamedFrom: nil))
        #expect(state.screens.stack == [.projectList])
        #expect(state.ui.projectSelection.id == ProjectID(9))
        #expect(state.ui.status == StatusMessage("Created “Mileage”; another project has this title."))
    }

    @Test func aDeletionSaysWhatWentWithTheRunningTimeDiscarded() {
        var state = TrackerState(app: AppState(data: SampleData.demo(now: now)),
                                 screens: RouteState(root: .projectList, path: [.deleteConfirmation(of: .project(id: SampleData.hoursID))]))
        reducer.reduce(&state, ProjectAction.projectDeleted(id: SampleData.hoursID))
        reducer.reduce(&state, SaveAnswer.deletionConfirmed(.project(id: SampleData.hoursID), name: "Hours worked", discardedTime: 7_323))
        #expect(state.screens.stack == [.projectList])
        #expect(state.ui.status == StatusMessage("Deleted “Hours worked” and discarded its running time (2:02:03); u undoes it."))
    }

    @Test func aRefusedDeletionClosesItsQuestionAndSaysWhy() {
        var state = TrackerState(app: AppState(data: SampleData.demo(now: now)),
                                 screens: RouteState(root: .projectList, path: [.project(id: mileage), .deleteConfirmation(of: .item(id: ItemID(101)))]))
        state.app.lastError = .notSaved(reason: "The disk is full.", changedElsewhere: false)
        reducer.reduce(&state, SaveAnswer.deletionConfirmed(.item(id: ItemID(101)), name: "", discardedTime: nil))
        #expect(state.screens.stack == [.projectList, .project(id: mileage)])
        #expect(state.ui.status?.isError == true)
    }

    @Test func aRecordingOfARefusedSaveReplaysTheFormKeptOpenWithItsReason() throws {
        let session = try RecordedSession(keys: "j<Enter>n1e999<Enter>")
        #expect(session.driver.state.itemForm?.errors == [.amount: AppError.amountNotFinite.message])
        #expect(session.log.warnings == [])
        #expect(session.log.entries.contains { $0.action is SaveAnswer })
        #expect(session.replayed == session.driver.state)
    }
}
