import Testing
import UDFKit

/// A row of a table: what the change records of these tests are about.
struct Row: Identifiable, Equatable, Hashable, Sendable, Codable {
    var id: Int
    var title: String
}

/// Rows 1 to `count`, titled "r1", "r2", ...
func sampleRows(_ count: Int) -> IdentifiedList<Row> {
    IdentifiedList((1...count).map { Row(id: $0, title: "r\($0)") })
}

extension IdentifiedList {
    init(_ elements: [Element]) {
        self.init()
        for element in elements { append(element) }
    }
}

@Suite struct IdentifiedListTests {
    @Test func elementsAreReadAndUpdatedById() {
        var list = sampleRows(3)
        list[id: 2]?.title = "two"
        #expect(list[id: 2] == Row(id: 2, title: "two"))
        #expect(list.index(id: 3) == 2)
        #expect(list.contains(id: 4) == false)
        #expect(list.append(Row(id: 1, title: "again")) == (inserted: false, index: 0))
        #expect(list.map(\.title) == ["r1", "two", "r3"])
    }

    @Test func aDuplicateIdFromOutsideIsAnErrorThatNamesIt() {
        #expect(throws: DuplicateIDError(id: "7", offsets: [0, 2])) {
            try IdentifiedList(uniqueElements: [Row(id: 7, title: "a"), Row(id: 8, title: "b"), Row(id: 7, title: "c")])
        }
        #expect("\(DuplicateIDError(id: "7", offsets: [0, 2]))" == "two elements have the id 7 (offsets 0 and 2)")
    }

    @Test func aListWhoseChangesWereNeverBegunRecordsNothing() {
        var list = sampleRows(2)
        list.append(Row(id: 3, title: "r3"))
        #expect(list.isRecordingChanges == false)
        #expect(list.changes == .none(count: 3))
    }

    @Test func eachElementChangedAppearsOnceWithItsValueAndOffsetBeforeAndAfter() {
        var list = sampleRows(4)
        list.beginChanges()
        list.insert(Row(id: 9, title: "new"), at: 0)
        list[id: 3]?.title = "three"
        list[id: 3]?.title = "THREE"
        list.remove(id: 2)
        #expect(list.changes == ListChanges(countBefore: 4, countAfter: 4, elements: [
            ElementChange(id: 9, before: nil, after: Row(id: 9, title: "new"), offsetBefore: nil, offsetAfter: 0),
            ElementChange(id: 3, before: Row(id: 3, title: "r3"), after: Row(id: 3, title: "THREE"), offsetBefore: 2, offsetAfter: 2),
            ElementChange(id: 2, before: Row(id: 2, title: "r2"), after: nil, offsetBefore: 1, offsetAfter: nil),
        ]))
    }

    @Test func anElementInsertedAndRemovedAgainOrPutBackAsItWasIsNotAChange() {
        var list = sampleRows(2)
        list.beginChanges()
        list.append(Row(id: 5, title: "brief"))
        list.remove(id: 5)
        list[id: 1]?.title = "changed"
        list[id: 1]?.title = "r1"
        #expect(list.changes.isEmpty)
    }

    @Test func swapRemoveRecordsTheLastElementsMove() {
        var list = sampleRows(4)
        list.beginChanges()
        list.swapRemove(id: 2)
        #expect(list.map(\.id) == [1, 4, 3])
        #expect(list.changes.batchUpdate == ListBatchUpdate(deletions: [1], moves: [.init(from: 3, to: 1)]))
    }

    @Test func movingRecordsOnlyTheElementsMovedOnPurpose() {
        var list = sampleRows(5)
        list.beginChanges()
        list.move(fromOffsets: [4], toOffset: 1)
        #expect(list.map(\.id) == [1, 5, 2, 3, 4])
        #expect(list.changes.moved.map(\.id) == [5])
        #expect(list.changes.batchUpdate == ListBatchUpdate(moves: [.init(from: 4, to: 1)]))
    }

    @Test func sortingRecordsTheElementsThatChangedPlaceAsMovedAndKeepsTiesInOrder() {
        var list = IdentifiedList([Row(id: 1, title: "b"), Row(id: 2, title: "a"), Row(id: 3, title: "b"), Row(id: 4, title: "c")])
        let before = list
        list.beginChanges()

        list.sort { $0.title < $1.title }

        #expect(list.map(\.id) == [2, 1, 3, 4])
        #expect(Set(list.changes.moved.map(\.id)) == [1, 2])
        #expect(list.changes.inserted.isEmpty && list.changes.removed.isEmpty && list.changes.updated.isEmpty)
        var undone = list
        undone.apply(unchecked: list.changes.inverted)
        #expect(undone.map(\.id) == before.map(\.id))
        // Sorted already: nothing recorded
        list.beginChanges()
        list.sort { $0.title < $1.title }
        #expect(list.changes.moved.isEmpty)
    }

    @Test func aBatchUpdateListsDeletionsAndReloadsBeforeAndInsertionsAfter() {
        var list = sampleRows(5)
        list.beginChanges()
        list.removeAll { $0.id == 1 || $0.id == 3 }
        list[id: 4]?.title = "four"
        list.append(Row(id: 6, title: "r6"))
        let update = list.changes.batchUpdate
        #expect(update == ListBatchUpdate(deletions: [0, 2], insertions: [3], reloads: [3]))
        #expect("\(update)" == "delete [0, 2] insert [3] reload [3]")
    }

    @Test func reloadingRecordsOnlyTheDifferences() {
        var list = sampleRows(4)
        list.beginChanges()
        list.replaceAll(with: IdentifiedList([Row(id: 1, title: "r1"), Row(id: 3, title: "r3"), Row(id: 4, title: "four"), Row(id: 7, title: "r7")]))
        let changes = list.changes
        #expect(changes.removed.map(\.id) == [2])
        #expect(changes.updated.map(\.id) == [4])
        #expect(changes.inserted.map(\.id) == [7])
        #expect(changes.moved.isEmpty)
        #expect(changes.batchUpdate == ListBatchUpdate(deletions: [1], insertions: [3], reloads: [3]))
    }

    @Test func aRecordAppliedInvertedPutsTheListBack() throws {
        let original = sampleRows(4)
        var list = original
        list.beginChanges()
        list.swapRemove(id: 1)
        list[id: 3]?.title = "three"
        list.append(Row(id: 8, title: "r8"))
        let changes = list.changes
        try list.apply(changes.inverted)
        #expect(list == original)
        #expect(list.map(\.id) == [1, 2, 3, 4])
    }

    @Test func aRecordIsRefusedWholeWhenAnElementIsNoLongerAsItExpects() {
        var list = sampleRows(3)
        list.beginChanges()
        list[id: 2]?.title = "mine"
        let mine = list.changes
        list[id: 2]?.title = "theirs"
        let before = list
        #expect(throws: UndoConflict(record: 2, reason: .changedElsewhere)) { try list.apply(mine.inverted) }
        #expect(list == before)
        #expect("\(UndoConflict(record: 2, reason: .changedElsewhere))" == "the record 2 was changed elsewhere since")
    }

    @Test func twoRecordsChainIntoOne() {
        var list = sampleRows(3)
        list.beginChanges()
        list[id: 1]?.title = "one"
        let first = list.changes
        list.beginChanges()
        list[id: 1]?.title = "ONE"
        list.remove(id: 3)
        let both = first.followed(by: list.changes)
        #expect(both.updated.map(\.id) == [1])
        #expect(both.updated.first?.before?.title == "r1")
        #expect(both.updated.first?.after?.title == "ONE")
        #expect(both.removed.map(\.id) == [3])
    }
}
