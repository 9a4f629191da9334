import AppCore
import Foundation
import Testing

/// Each record names the fields people edit once (``AppCore/EditableField``): a conflict's
/// keep mine re-applies exactly those, so a stored property left out of the list would be
/// dropped there. These tests read the real stored properties and name the one missing.
struct EditableFieldTests {
    /// The stored properties of `value`, by name.
    static func storedProperties(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    @Test func everyStoredPropertyOfAnItemIsEditableOrKeptByTheReducers() {
        let item = Item(id: ItemID(1), projectID: ProjectID(1), amount: 1, timestamp: Date(timeIntervalSince1970: 0))
        let keptByReducers: Set = ["id", "version"]
        #expect(Self.storedProperties(of: item).subtracting(keptByReducers) == Set(Item.editableFields.map(\.name)))
    }

    @Test func everyStoredPropertyOfAProjectIsEditableOrKeptByTheReducers() {
        let project = Project(id: ProjectID(1), title: "Mileage", units: "km", frequency: .monthly,
                              createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        let keptByReducers: Set = ["id", "createdAt", "updatedAt", "version"]
        #expect(Self.storedProperties(of: project).subtracting(keptByReducers) == Set(Project.editableFields.map(\.name)))
    }

    @Test func reapplyingAChangeTakesOnlyTheFieldsItChanged() {
        let before = Item(id: ItemID(1), projectID: ProjectID(1), amount: 412, timestamp: Date(timeIntervalSince1970: 0))
        var mine = before
        mine.amount = 500
        var theirs = before
        theirs.notes = "theirs"
        theirs.version = 2

        let merged = EditableField.reapply(before, mine, onto: theirs, fields: Item.editableFields)

        #expect(merged == Item(id: ItemID(1), projectID: ProjectID(1), amount: 500, timestamp: Date(timeIntervalSince1970: 0),
                               notes: "theirs", version: 2))
    }
}
