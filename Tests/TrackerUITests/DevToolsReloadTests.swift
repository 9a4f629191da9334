import AppCore
import AppStorage
import Foundation
import LargeSamples
import Testing
import TrackerUI
import UDFKit
import UDFKitDevTools

/// The devtools keep a large load without its data and rebuild it from the present by taking
/// back the later change records (issue 24). A reload after another program wrote is one of
/// those later actions: it must leave a record too, or the load can no longer be rebuilt and
/// its diff, replay and export would show the present instead. Both ways a reload arrives are
/// tried: the rows read from the change log (`rowsChanged`, applied as a record) and the data
/// read whole (`dataReloaded`, a record by comparison).
@Suite struct DevToolsReloadTests {
    enum Reload: String, CaseIterable, Sendable {
        /// The rows the change log named, as the persistence middleware passes them on.
        case rowsFromTheChangeLog
        /// Everything read again.
        case readWhole
    }

    let data = SampleData.large(projectCount: 3, itemCount: DataLoadAction.devToolsKeepsWholeBelow)
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// udf-tui's start with the devtools recording: the projects, then the items as one action.
    func session() -> (Store<TrackerState>, DevTools<TrackerState>) {
        let reducer = TrackerState.reducer(app: PersistentStore.reducer)
        let devTools = DevTools(reducer: reducer, capacity: 100, registry: TrackerState.actionRegistry)
        var state = TrackerState(app: AppState(data: AppData(projects: data.projects)))
        state.ui.loading = DataLoading()
        let store = Store(initialState: state, reducer: reducer, middleware: [devTools.middleware])
        store.dispatch(DataLoadAction.dataLoaded(data))
        return (store, devTools)
    }

    /// The file read whole after another program changed the first item's amount and removed
    /// the second: new lists, with no history shared with what the program holds.
    func readWhole(_ held: AppData) -> AppData {
        var other = AppData(projects: held.projects, items: (try? IdentifiedList(uniqueElements: Array(held.items))) ?? [],
                            activities: held.activities)
        other.items[id: data.items[0].id]?.amount = 4_242
        _ = other.items.remove(id: data.items[1].id)
        return other
    }

    @Test(arguments: Reload.allCases)
    func aReloadKeepsTheLoadRebuildable(_ reload: Reload) throws {
        let (store, devTools) = session()
        #expect(devTools.entries().first?.payload.contains("payload not kept") == true)

        if reload == .rowsFromTheChangeLog {
            var changed = data.items[0]
            changed.amount = 4_242
            let rows = RowChanges(projects: TableDelta(), items: TableDelta(updated: [changed], removed: [data.items[1].id]),
                                  activities: TableDelta())
            #expect(rows.fits(store.state.app.data))
            store.dispatch(StorageAction.rowsChanged(rows))
        } else {
            store.dispatch(StorageAction.dataReloaded(readWhole(store.state.app.data)))
        }
        let edited = data.items[2]
        store.dispatch(ItemAction.itemEdited(id: edited.id, amount: 7, timestamp: edited.timestamp, notes: "mine", at: now))
        #expect(store.state.app.data.items[id: edited.id]?.amount == 7)
        #expect(store.state.app.data.items[id: data.items[0].id]?.amount == 4_242)

        // The load, rebuilt from the present: the data as it was loaded, to the last item.
        let afterLoad = try #require(devTools.state(after: 0))
        let rebuilt = afterLoad.app.data
        // Compared piece by piece: a failure names the first item that differs, not 10,000 of them.
        #expect(rebuilt.items.count == data.items.count)
        #expect(rebuilt.items.ids.first { rebuilt.items[id: $0] != data.items[id: $0] } == nil)
        #expect(zip(rebuilt.items, data.items).first { $0.id != $1.id }.map { "\($0.id) at \($1.id)" } == nil)
        #expect(rebuilt.projects == data.projects)
        let loadDiff = try #require(devTools.changes(at: 0, limit: 1))
        #expect(loadDiff.first?.path == "app.data.items[id: \(data.items[0].id)]")
        #expect(loadDiff.first?.after?.contains("amount: 4242") == false)

        // The reload's own diff names what the other program changed, and nothing else of the data.
        let reloadDiff = try #require(devTools.changes(at: 1))
        let dataPaths = reloadDiff.map(\.path).filter { $0.hasPrefix("app.data.") }
        #expect(dataPaths.sorted() == ["app.data.items[id: \(data.items[0].id)].amount", "app.data.items[id: \(data.items[1].id)]"].sorted())
    }
}
