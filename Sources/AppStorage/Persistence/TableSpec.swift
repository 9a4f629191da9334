import AppCore
import Foundation

/// How the elements of one array of ``AppData`` are stored: their table, the column of
/// their id, and their record type.
struct TableSpec<Element: Identifiable, Record: StoredRecord>: Sendable where Element.ID: Sendable {
    /// The column that holds the element's id (`id`, or `projectID` for activities).
    let key: String
    let record: @Sendable (Element) -> Record
    let keyValue: @Sendable (Element.ID) -> UUID

    var table: String { Record.databaseTableName }
}

extension TableSpec where Element == Project, Record == ProjectRecord {
    static let projects = TableSpec(key: "id", record: ProjectRecord.init, keyValue: \.rawValue)
}

extension TableSpec where Element == Item, Record == ItemRecord {
    static let items = TableSpec(key: "id", record: ItemRecord.init, keyValue: \.rawValue)
}

extension TableSpec where Element == Activity, Record == ActivityRecord {
    static let activities = TableSpec(key: "projectID", record: ActivityRecord.init, keyValue: \.rawValue)
}
