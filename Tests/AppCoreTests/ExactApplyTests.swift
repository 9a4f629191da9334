import AppCore
import Foundation
import Testing
import UDFKit

/// Two ways to apply a change record. `apply(unchecked:)` is undo's: AppCore places a record put
/// back (at the end). `applyExactly(_:)` puts every
/// record back where and as the record says: a rolled-back write and the devtools' rebuilt load
/// need the data before the change bit for bit.
@Suite struct ExactApplyTests {
    func item(_ number: UInt64) -> Item {
        Item(id: ItemID(number), projectID: mileage.id, amount: Double(number), timestamp: date("2025-03-05T18:00:00Z"))
    }

    /// Item 2 removed from the middle, keeping the others' order, and the project touched later.
    func changed(_ data: AppData) -> AppData {
        var after = data
        after.beginChanges()
        after.items.removeAll { $0.id == ItemID(2) }
        after.projects[id: mileage.id]?.updatedAt = date("2025-03-06T09:00:00Z")
        return after
    }

    @Test func exactlyPutsTheDataBeforeTheChangeBack() {
        let before = AppData(projects: [mileage], items: [item(1), item(2), item(3), item(4)])
        var after = changed(before)
        after.applyExactly(after.changes.inverted)
        #expect(Array(after.items) == Array(before.items))
        #expect(after.projects[id: mileage.id]?.updatedAt == mileage.updatedAt)
    }

    @Test func undoPlacingPutsItBackAtTheEnd() {
        let before = AppData(projects: [mileage], items: [item(1), item(2), item(3), item(4)])
        var after = changed(before)
        after.apply(unchecked: after.changes.inverted)
        #expect(after.items.map(\.id) == [ItemID(1), ItemID(3), ItemID(4), ItemID(2)])
    }
}
