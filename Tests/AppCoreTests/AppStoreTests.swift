import AppCore
import Foundation
import Testing
import UDFKit

/// AppCore in a real store, as udf-tui runs it.
@Suite struct AppStoreTests {
    @Test func deletingADemoProjectAndUndoingItGivesBackTheDemo() {
        let store = Store(initialState: AppState(data: SampleData.demo()), reducer: AppState.reducer)

        store.dispatch(ProjectAction.projectDeleted(id: SampleData.mileageID))
        #expect(store.state.data.projects.count == 3)

        store.dispatch(HistoryAction.undone)

        #expect(store.state.data.hasSameRecords(as: SampleData.demo()))
        #expect(store.state.history.redoCount == 1)
    }

    @Test func aStateWithItsHistoryRoundTripsThroughJSONWithTheRegistry() throws {
        var state = AppState(data: SampleData.demo())
        AppState.reducer.reduce(&state, ItemAction.itemDeleted(id: ItemID(101), at: SampleData.referenceDate))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.userInfo[.actionRegistry] = AppState.actionRegistry
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.userInfo[.actionRegistry] = AppState.actionRegistry

        let decoded = try decoder.decode(AppState.self, from: encoder.encode(state))

        #expect(decoded == state)
        #expect(decoded.history.undoCount == 1)
    }
}
