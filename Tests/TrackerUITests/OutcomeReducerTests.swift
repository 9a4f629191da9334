import AppCore
import Foundation
import Testing
@testable import TrackerUI
import UDFKit

/// What `u`, Ctrl-R and `s` come to on the screen is the reducers', from the action and its
/// change record alone: the same state, the same action, the same status and selection, in
/// the program or in a replay of its recording.
@Suite struct OutcomeReducerTests {
    let reducer = TrackerState.reducer()
    let now = SampleData.referenceDate

    /// The demo data, whose "Hours worked" timer started two hours before `now`.
    func demo() -> TrackerState {
        TrackerState(app: AppState(data: SampleData.demo(now: now)))
    }

    @Test func stoppingATimerSaysTheTimeItRecordedFromTheStoppedTimer() {
        var state = demo()
        reducer.reduce(&state, ActivityAction.activityStopped(projectID: SampleData.hoursID, itemID: ItemID(9001), at: now.addingTimeInterval(123)))
        #expect(state.ui.status == StatusMessage("Stopped “Hours worked”: 2:02:03 recorded."))
    }

    @Test func stoppingATimerWhoseStartIsLaterRecordsZeroAndSaysAClockWasWrong() {
        var state = demo()
        // The timer started two hours before `now`; a machine whose clock is three hours behind stops it
        reducer.reduce(&state, ActivityAction.activityStopped(projectID: SampleData.hoursID, itemID: ItemID(9001), at: now.addingTimeInterval(-3 * 3600)))
        #expect(state.app.data.items[id: ItemID(9001)]?.amount == 0)
        #expect(state.ui.status == StatusMessage("Stopped “Hours worked”: the timer's start is later than this stop (a clock was wrong, here or where it "
                                                 + "started), so 0 was recorded: edit the item to set the time.", isError: true))
    }

    @Test func startingATimerSaysSoAndARefusalSaysWhy() {
        var state = demo()
        reducer.reduce(&state, ActivityAction.activityStarted(projectID: SampleData.mileageID, at: now))
        #expect(state.ui.status == StatusMessage(AppError.timerNeedsTimeUnits(units: "km").message, isError: true))
        reducer.reduce(&state, ActivityAction.activityStopped(projectID: SampleData.hoursID, itemID: ItemID(9001), at: now))
        reducer.reduce(&state, ActivityAction.activityStarted(projectID: SampleData.hoursID, at: now))
        #expect(state.ui.status == StatusMessage("Started the timer of “Hours worked”; s stops it."))
    }

    @Test func anUndoSelectsWhatItBroughtBackByIdAndARedoThatTakesItAwaySelectsNothingNew() {
        var state = demo()
        state.ui.projectSelection = ListSelection(id: SampleData.cafeID, index: 2, offset: 0)
        reducer.reduce(&state, ProjectAction.projectDeleted(id: SampleData.mileageID))
        reducer.reduce(&state, HistoryAction.undone)
        #expect(state.ui.status == StatusMessage("Undone; Ctrl-R redoes it."))
        // By id; the index stays where the selection was, a hint the view corrects
        #expect(state.ui.projectSelection == ListSelection(id: SampleData.mileageID, index: 2, offset: 0))
        reducer.reduce(&state, HistoryAction.redone)
        #expect(state.ui.status == StatusMessage("Redone."))
        #expect(state.ui.projectSelection.id == SampleData.mileageID)
    }

    @Test func aRefusedUndoSaysWhyAndWhetherTheStepBeforeCanStillBeUndone() {
        var state = demo()
        reducer.reduce(&state, ItemAction.itemAdded(id: ItemID(9001), projectID: SampleData.mileageID, amount: 5, timestamp: now, notes: nil, at: now))
        reducer.reduce(&state, ItemAction.itemAdded(id: ItemID(9002), projectID: SampleData.mileageID, amount: 6, timestamp: now, notes: nil, at: now))
        // Another program deletes the newest item (as a reload would: not a step of this history)
        state.app.data.items.removeAll { $0.id == ItemID(9002) }
        reducer.reduce(&state, HistoryAction.undone)
        #expect(state.ui.status?.isError == true)
        #expect(state.ui.status?.text.hasSuffix(" u undoes the one before.") == true)
        #expect(state.app.history.undoCount == 1)
    }

    @Test func aReplayedChangeThatIsNotSavedSaysSo() {
        var state = demo()
        reducer.reduce(&state, ErrorAction.notSaved(reason: "This is a replay: nothing is saved.", changedElsewhere: false))
        #expect(state.ui.status == StatusMessage("This is a replay: nothing is saved.", isError: true))
    }
}
