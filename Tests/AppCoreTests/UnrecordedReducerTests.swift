import AppCore
import Foundation
import Testing
import UDFKit

/// `AppState.unrecordedDataReducer`: the same rules and changes as `AppState.reducer`,
/// without undo steps (what a command's import of a million items applies).
@Suite struct UnrecordedReducerTests {
    let at = date("2025-03-06T10:00:00Z")

    var actions: [any Action] {
        [
            ProjectAction.projectCreated(id: ProjectID(3), title: "Swimming", units: "h", frequency: .daily, at: at),
            ItemAction.itemAdded(id: ItemID(301), projectID: ProjectID(3), amount: 12, timestamp: at, notes: " lane 4 ", at: at),
            ItemAction.itemAdded(id: ItemID(302), projectID: mileage.id, amount: 380, timestamp: at, notes: nil, at: at),
            ActivityAction.activityStarted(projectID: ProjectID(3), at: at),
        ]
    }

    @Test func itChangesTheDataAsTheAppsReducerDoesAndRecordsNoStep() {
        // Given the same state twice
        var recorded = AppState(data: AppData(projects: [mileage]))
        var unrecorded = recorded
        // When the same actions go through each reducer
        for action in actions {
            AppState.reducer.reduce(&recorded, action)
            AppState.unrecordedDataReducer.reduce(&unrecorded, action)
        }
        // Then the data is the same, and only the app's reducer has steps to undo
        #expect(unrecorded.data == recorded.data)
        let counts: [Int] = [unrecorded.data.projects.count, unrecorded.data.items.count, unrecorded.data.activities.count]
        #expect(counts == [2, 2, 1])
        #expect(recorded.history.canUndo)
        #expect(!unrecorded.history.canUndo)
        #expect(unrecorded.lastError == nil)
    }

    @Test func aRefusedActionSetsTheErrorAndChangesNothing() {
        var state = AppState(data: AppData(projects: [mileage]))
        AppState.unrecordedDataReducer.reduce(&state, ItemAction.itemAdded(id: ItemID(301), projectID: ProjectID(9), amount: 1, timestamp: at, notes: nil, at: at))
        #expect(state == AppState(data: AppData(projects: [mileage]), lastError: .unknownProject(id: ProjectID(9))))
    }
}
