import AppCore
import Foundation
import Testing
import UDFKit

/// A project's items in sections, made once and then followed by change records (issue 24):
/// after every change they are the sections made afresh from the data.
@Suite struct ProjectItemsTests {
    func item(_ number: UInt64, _ amount: Double, _ timestamp: String) -> Item {
        Item(id: ItemID(number), projectID: hoursWorked.id, amount: amount, timestamp: date(timestamp))
    }

    /// Four items on three days, two of them at one moment (the larger id first).
    var stored: [Item] {
        [item(301, 1, "2025-03-28T10:00:00Z"), item(302, 2, "2025-03-29T10:00:00Z"),
         item(303, 4, "2025-03-29T10:00:00Z"), item(304, 8, "2025-03-31T10:00:00Z")]
    }

    @Test(arguments: ["oldest first", "newest first", "mixed"])
    func itemsComeNewestFirstWhateverTheOrderTheyAreStoredIn(order: String) throws {
        let items = order == "oldest first" ? stored : order == "newest first" ? stored.reversed() : [stored[2], stored[0], stored[3], stored[1]]
        let data = AppData(projects: [hoursWorked, mileage], items: try IdentifiedList(uniqueElements: items + [
            Item(id: ItemID(401), projectID: mileage.id, amount: 9, timestamp: date("2025-03-30T10:00:00Z")),
        ]))
        #expect(data.items(of: hoursWorked.id).map(\.id) == [304, 303, 302, 301].map { ItemID($0) })
    }

    /// 1,000 items an hour apart stored oldest or newest first, then `moved` of them out of
    /// place, put at the end as an undo puts a restored item or swapped in as a deletion
    /// moves the last item: every way gives AppCore's order.
    @Test(arguments: [(true, 0), (true, 3), (false, 3), (true, 10), (false, 10), (true, 40), (false, 40)])
    func itemsStoredInTimeOrderWithSomeOutOfPlaceComeNewestFirst(oldestFirst: Bool, moved: Int) throws {
        var items = (0..<1_000).map { number in
            Item(id: ItemID(UInt64(1_000 + number)), projectID: hoursWorked.id, amount: 1,
                 timestamp: date("2025-03-01T00:00:00Z").addingTimeInterval(Double(oldestFirst ? number : 1_000 - number) * 3_600))
        }
        let out = (0..<moved).map { items.remove(at: $0 * (900 / max(moved, 1))) }
        let order = { (lhs: Item, rhs: Item) in lhs.timestamp != rhs.timestamp ? lhs.timestamp > rhs.timestamp : lhs.id > rhs.id }
        let appended = AppData(projects: [hoursWorked], items: try IdentifiedList(uniqueElements: items + out))
        #expect(appended.items(of: hoursWorked.id) == (items + out).sorted(by: order))
        // As deletions leave them: the last item moved into a deleted one's place.
        var swapped = items
        for position in (0..<moved).map({ $0 * (900 / max(moved, 1)) }) { swapped.swapAt(position, swapped.count - 1 - position / 100) }
        let deleted = AppData(projects: [hoursWorked], items: try IdentifiedList(uniqueElements: swapped))
        #expect(deleted.items(of: hoursWorked.id) == swapped.sorted(by: order))
    }

    @Test func keptSectionsFollowAddsMovesEditsAndDeletes() throws {
        var state = AppState(data: AppData(projects: [hoursWorked, mileage], items: try IdentifiedList(uniqueElements: stored)))
        var kept = ProjectItems(of: hoursWorked.id, in: state.data, frequency: .daily, timeZone: berlin)
        let at = date("2025-04-01T10:00:00Z")
        let actions: [ItemAction] = [
            .itemAdded(id: ItemID(305), projectID: hoursWorked.id, amount: 16, timestamp: date("2025-03-30T12:00:00Z"), notes: nil, at: at),  // a new day
            .itemAdded(id: ItemID(306), projectID: mileage.id, amount: 32, timestamp: date("2025-03-30T13:00:00Z"), notes: nil, at: at),     // another project
            .itemEdited(id: ItemID(302), amount: 2.5, timestamp: date("2025-03-29T10:00:00Z"), notes: nil, at: at),                      // amount only
            .itemEdited(id: ItemID(303), amount: 4, timestamp: date("2025-03-31T09:00:00Z"), notes: "moved", at: at),                     // to another day
            .itemDeleted(id: ItemID(301), at: at),                                                                                         // its day empties
            .itemDeleted(id: ItemID(302), at: at),
        ]
        for action in actions {
            AppState.reducer.reduce(&state, action)    // begins a change record first
            kept.apply(state.data.changes.items)
            #expect(kept.sections == state.data.sections(of: hoursWorked.id, in: berlin), "after \(action)")
        }
        #expect(kept.sections.map(\.count) == [2, 1])
        #expect(kept.sections.map(\.total) == [12, 16])
    }

    @Test func pickedItemsAreThoseAtTheirOffsetsAlsoWhenPickedAgain() {
        let all = SectionItems(ArraySlice(stored))
        let picked = SectionItems(picking: [11, 13], from: 10, of: all)    // the section starts at item 10
        #expect(Array(picked) == [stored[1], stored[3]])
        let again = SectionItems(picking: [21], from: 20, of: picked)
        #expect(Array(again) == [stored[3]])
        #expect(again == SectionItems([stored[3]]))
        #expect(SectionItems(picking: [], from: 0, of: all).isEmpty)
    }
}
