@testable import AppStorage
import AppCore
import Foundation
import Testing
import UDFKit

/// Undo and redo, through AppCore's history, reach the file like every other change; a
/// reload from another program clears the history and closes screens of what is gone.
@Suite struct UndoTests {
    let folder = TemporaryFolder()

    func store(holding data: AppData) throws -> PersistentStore {
        try PersistentStore(database: folder.database(holding: data), watchInterval: nil)
    }

    func dataOnDisk() throws -> AppData {
        try AppDatabase.open(at: folder.file("udf.sqlite"), access: .readOnly).loadData()
    }

    @Test func undoingAProjectDeletionPutsItAndItsItemsBackOnDisk() throws {
        let app = try store(holding: SampleData.demo())
        #expect(app.apply(ProjectAction.projectDeleted(id: SampleData.mileageID)) == .applied)
        #expect(app.apply(HistoryAction.undone) == .applied)
        #expect(app.store.state.data == SampleData.demo())
        #expect(try dataOnDisk() == SampleData.demo())
        #expect(app.apply(HistoryAction.redone) == .applied)
        #expect(try dataOnDisk() == app.store.state.data)
        #expect(app.store.state.data.projects[id: SampleData.mileageID] == nil)
    }

    @Test func oneUndoTakesAWholeImportBack() throws {
        let app = try store(holding: AppData())
        #expect(app.apply(ImportAction.dataImported(SampleData.demo(), at: SampleData.referenceDate)) == .applied)
        #expect(try dataOnDisk() == SampleData.demo())
        #expect(app.apply(HistoryAction.undone) == .applied)
        #expect(app.store.state.data == AppData())
        #expect(try dataOnDisk() == AppData())
    }

    @Test func aReloadClearsTheHistoryAndClosesScreensOfWhatIsGone() throws {
        // Given a store showing the Mileage project, with a step to undo
        let app = try store(holding: SampleData.demo())
        app.store.dispatch(RouteAction<AppRoute>.pushed(.project(id: SampleData.mileageID)))
        #expect(app.apply(ItemAction.itemDeleted(id: ItemID(101), at: SampleData.referenceDate)) == .applied)
        // When another program deletes Mileage and the store reloads
        let other = try PersistentStore(database: AppDatabase.open(at: folder.file("udf.sqlite")), watchInterval: nil)
        #expect(other.apply(ProjectAction.projectDeleted(id: SampleData.mileageID)) == .applied)
        app.store.dispatch(StorageAction.externalChangeDetected)
        // Then the data is the file's, nothing is left to undo, and the list is shown
        #expect(app.store.state == AppState(data: other.store.state.data))
        // And an undo now changes nothing, on screen or on disk
        #expect(app.apply(HistoryAction.undone) == .applied)
        #expect(try dataOnDisk() == other.store.state.data)
    }
}
