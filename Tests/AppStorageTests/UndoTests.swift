@testable import AppStorage
import AppCore
import Foundation
import ProcessTesting
import Testing
import UDFKit

/// Undo and redo, through AppCore's history, reach the file like every other change, as
/// exact row changes. Another program's changes never clear the history and are never undone:
/// a step whose records it changed is refused, every other step stays undoable.
@Suite(.onOwnThread) struct UndoTests {
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
        // Back as they were (at the end of their arrays: their order carries no meaning).
        #expect(app.store.state.data.hasSameRecords(as: SampleData.demo()))
        #expect(try dataOnDisk() == app.store.state.data)
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

    @Test func anotherProgramsChangeNeitherClearsTheHistoryNorIsEverUndone() throws {
        // Given a store that deleted an item of Mileage and edited Hours worked
        let app = try store(holding: SampleData.demo())
        #expect(app.apply(ItemAction.itemDeleted(id: ItemID(101), at: SampleData.referenceDate)) == .applied)
        #expect(app.apply(ProjectAction.projectEdited(id: SampleData.hoursID, title: "Hours", units: "h", frequency: .daily,
                                                        at: SampleData.referenceDate)) == .applied)
        // When another program adds an item to Mileage and renames Café visits
        let other = try PersistentStore(database: AppDatabase.open(at: folder.file("udf.sqlite")), watchInterval: nil)
        #expect(other.apply(ItemAction.itemAdded(id: ItemID(900), projectID: SampleData.mileageID, amount: 7, timestamp: SampleData.referenceDate,
                                                 notes: nil, at: SampleData.referenceDate)) == .applied)
        #expect(other.apply(ProjectAction.projectEdited(id: SampleData.cafeID, title: "Coffee", units: "cups", frequency: .daily,
                                                          at: SampleData.referenceDate)) == .applied)
        app.store.dispatch(StorageAction.externalChangeDetected)
        // Then both steps are still there, and undoing them brings back only this program's changes
        #expect(app.store.state.history.undoCount == 2)
        #expect(app.store.state.outsideChange == OutsideChange(projects: 1, items: 1, timers: 0, serial: 1))
        #expect(app.apply(HistoryAction.undone) == .applied)
        #expect(app.apply(HistoryAction.undone) == .applied)
        let data = app.store.state.data
        #expect(data.projects[id: SampleData.hoursID]?.title == "Hours worked")
        #expect(data.items[id: ItemID(101)] != nil)
        #expect(data.items[id: ItemID(900)]?.amount == 7)
        #expect(data.projects[id: SampleData.cafeID]?.title == "Coffee")
        #expect(try dataOnDisk() == data)
    }

    @Test func aStepWhoseRecordAnotherProgramChangedIsRefusedAndTheFileKeepsTheirChange() throws {
        let app = try store(holding: SampleData.demo())
        #expect(app.apply(ItemAction.itemEdited(id: ItemID(101), amount: 1, timestamp: SampleData.referenceDate, notes: nil,
                                                at: SampleData.referenceDate)) == .applied)
        let other = try PersistentStore(database: AppDatabase.open(at: folder.file("udf.sqlite")), watchInterval: nil)
        #expect(other.apply(ItemAction.itemEdited(id: ItemID(101), amount: 2, timestamp: SampleData.referenceDate, notes: "theirs",
                                                  at: SampleData.referenceDate)) == .applied)
        app.store.dispatch(StorageAction.externalChangeDetected)
        #expect(app.apply(HistoryAction.undone) == .refused(.stepChangedElsewhere(record: .item(id: ItemID(101)), undoing: true)))
        #expect(app.store.state.data.items[id: ItemID(101)]?.notes == "theirs")
        #expect(try dataOnDisk().items[id: ItemID(101)]?.notes == "theirs")
        #expect(app.store.state.history.undoCount == 0)    // dropped: it can never be undone
    }

    @Test func aSaveAgainstAnOlderVersionIsRefusedAndOnDiskAsWell() throws {
        let app = try store(holding: SampleData.demo())
        let other = try PersistentStore(database: AppDatabase.open(at: folder.file("udf.sqlite")), watchInterval: nil)
        #expect(other.apply(ItemAction.itemEdited(id: ItemID(101), amount: 2, timestamp: SampleData.referenceDate, notes: nil,
                                                  at: SampleData.referenceDate)) == .applied)
        // Before the reload, memory still has version 1: the file refuses the write.
        let stale = ItemAction.itemEdited(id: ItemID(101), amount: 3, timestamp: SampleData.referenceDate, notes: nil,
                                          at: SampleData.referenceDate, expectedVersion: 1)
        guard case .failed(.notSaved(_, changedElsewhere: true)) = app.apply(stale) else {
            Issue.record("the stale write was not refused by the file")
            return
        }
        // After the reload, memory knows version 2: the reducer refuses it.
        #expect(app.apply(stale) == .refused(.changedElsewhere(record: .item(id: ItemID(101)))))
        #expect(try dataOnDisk().items[id: ItemID(101)]?.amount == 2)
        #expect(app.apply(ItemAction.itemEdited(id: ItemID(101), amount: 3, timestamp: SampleData.referenceDate, notes: nil,
                                                at: SampleData.referenceDate, expectedVersion: 2)) == .applied)
        #expect(try dataOnDisk().items[id: ItemID(101)]?.version == 3)
    }
}
