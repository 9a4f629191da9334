import AppCore
import Foundation

/// How the elements of one array of ``AppData`` are stored: their table, the column of
/// their id, and their record type.
struct TableSpec<Element: Identifiable, Record: StoredRecord>: Sendable where Element.ID: Sendable {
    /// The column that holds the element's id (`id`, or `projectID` for activities).
    let key: String
    let record: @Sendable (Element) -> Record
    let element: @Sendable (Record) throws -> Element
    let keyValue: @Sendable (Element.ID) -> UUID
    let id: @Sendable (UUID) -> Element.ID

    var table: String { Record.databaseTableName }
}

extension TableSpec where Element == Project, Record == ProjectRecord {
    static let projects = TableSpec(
        key: "id", record: ProjectRecord.init, element: { try $0.project() }, keyValue: \.rawValue, id: ProjectID.init
    )
}

extension TableSpec where Element == Item, Record == ItemRecord {
    static let items = TableSpec(key: "id", record: ItemRecord.init, element: { try $0.item() }, keyValue: \.rawValue, id: ItemID.init)
}

extension TableSpec where Element == Activity, Record == ActivityRecord {
    static let activities = TableSpec(
        key: "projectID", record: ActivityRecord.init, element: { try $0.activity() }, keyValue: \.rawValue, id: ProjectID.init
    )
}
