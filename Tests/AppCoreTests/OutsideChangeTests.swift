import AppCore
import Foundation
import UDFKit
import Testing

/// The notice of outside changes counts each record added, changed or removed once, whether
/// it stayed in place or moved.
@Suite struct OutsideChangeTests {
    /// The notice of `new` read again whole over `old`, from the change record the reload makes.
    func reload(_ old: AppData, _ new: AppData) -> OutsideChange {
        var data = old
        data.replaceAll(with: new)
        #expect(data == new)
        return OutsideChange(data.changes, serial: 1)
    }

    func item(_ number: UInt64, _ amount: Double) -> Item {
        Item(id: ItemID(number), projectID: mileage.id, amount: amount, timestamp: date("2025-03-05T18:00:00Z"))
    }

    @Test func eachRecordCountsOnceWhereverItSits() {
        let old = AppData(projects: [mileage], items: [item(1, 1), item(2, 2), item(3, 3), item(4, 4)])
        // 2 changed in place, 3 removed with 4 moved into its place, 5 added at the end.
        let new = AppData(projects: [mileage], items: [item(1, 1), item(2, 20), item(4, 4), item(5, 5)])
        let change = reload(old, new)
        #expect(change.items == 3)
        #expect(change.projects == 0)
        #expect(reload(old, old).isEmpty)
        // 4 moved and changed: counted once.
        let moved = AppData(projects: [mileage], items: [item(1, 1), item(4, 40), item(2, 2), item(3, 3)])
        #expect(reload(old, moved).items == 1)
        #expect(reload(old, AppData(projects: [mileage])).items == 4)
        #expect(reload(AppData(), old) == OutsideChange(projects: 1, items: 4, timers: 0, serial: 1))
    }

    @Test func aRecordThatOnlyMovedIsNotCounted() {
        let old = AppData(projects: [mileage], items: [item(1, 1), item(2, 2), item(3, 3)])
        let reordered = AppData(projects: [mileage], items: [item(3, 3), item(1, 1), item(2, 2)])
        #expect(reload(old, reordered).isEmpty)
    }
}
