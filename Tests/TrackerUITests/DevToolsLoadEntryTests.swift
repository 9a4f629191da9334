import AppCore
import Foundation
import LargeSamples
import TerminalUI
import Testing
import TrackerUI
import UDFKit
import UDFKitDevTools

/// The entry of the items' load in the devtools (issue 24): its payload is the start of the
/// data's description and its diff the first items inserted and a count of the rest, as
/// for any other entry, in time proportional to what is shown.
@Suite struct DevToolsLoadEntryTests {
    let data = SampleData.large(projectCount: 3, itemCount: 2_000)

    /// udf-tui's start: the projects first, then the items as one action.
    func loaded(limit: Int) -> (payload: String, changes: [StateChange]?) {
        let reducer = TrackerState.reducer()
        let devTools = DevTools(reducer: reducer, capacity: 100, registry: TrackerState.actionRegistry)
        var state = TrackerState(app: AppState(data: AppData(projects: data.projects)))
        state.ui.loading = DataLoading()
        let store = Store(initialState: state, reducer: reducer, middleware: [devTools.middleware])
        store.dispatch(DataLoadAction.dataLoaded(data))
        return (devTools.entries().first?.payload ?? "", devTools.changes(at: 0, limit: limit))
    }

    @Test func theLoadIsLoggedWithTheStartOfItsData() {
        let payload = loaded(limit: 1).payload
        #expect(payload == ActionText.oneLine(String(describing: data), limit: ActionText.payloadLimit))
        #expect(payload.hasSuffix("…"))
    }

    @Test func theDiffOfTheLoadListsTheFirstItemsAndCountsTheRest() throws {
        let changes = try #require(loaded(limit: 2).changes)
        let first = try #require(data.items.first)
        #expect(changes.map(\.path) == ["app.data.items[id: \(first.id)]", "app.data.items[id: \(data.items[1].id)]", "…"])
        #expect(changes[0].before == nil)
        #expect(changes[0].after?.hasPrefix("Item(id: \(first.id)") == true)
        // The other 1,998 items and the load's end in the UI state.
        #expect(changes.last?.after == "1999 more changes")
    }
}
