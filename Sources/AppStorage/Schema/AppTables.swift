import AppCore
import Foundation

/// The `project` table: a ``AppCore/Project`` a row (``StoredTable``).
package enum ProjectTable: StoredTable {
    package static let name = "project"
    package static let key = "id"
    package static let columns: [StoredColumn<Project>] = [
        .original("id", .uuid) { .uuid($0.id.rawValue) },
        .original("title", .text, check: "title <> ''") { .text($0.title) },
        .original("units", .text) { .text($0.units) },
        .original("frequency", .text, check: "frequency IN ('daily', 'monthly', 'yearly')") { .text($0.frequency.rawValue) },
        .original("createdAt", .real) { .date($0.createdAt) },
        .original("updatedAt", .real) { .date($0.updatedAt) },
        .added("version", .integer, check: "version >= 1", by: AppSchema.Migration.recordVersions, olderRows: "1") { .integer(Int64($0.version)) },
        .added("targetKind", .text, optional: true, check: "targetKind IN ('atLeast', 'atMost')", by: AppSchema.Migration.targets, olderRows: "NULL") { project in
            project.target.map { .text($0.kind.rawValue) } ?? .null
        },
        .added("targetAmount", .real, optional: true, check: "(targetKind IS NULL) = (targetAmount IS NULL)", by: AppSchema.Migration.targets, olderRows: "NULL") { project in
            project.target.map { .real($0.amount) } ?? .null
        },
    ]

    package static func keyValue(_ id: ProjectID) -> UUID { id.rawValue }
    package static func id(_ key: UUID) -> ProjectID { ProjectID(key) }

    /// The project of a row, with its frequency and target kind known (stored by their
    /// names) and AppCore's rules kept (``StoredRows``).
    package static func element(_ cells: inout some StoredCells) throws -> Project {
        let id = ProjectID(try cells.uuid())
        let title = try cells.text(), units = try cells.text(), frequency = try cells.text()
        let createdAt = try cells.date(), updatedAt = try cells.date(), version = Int(try cells.integer())
        let targetKind = try cells.optionalText(), targetAmount = try cells.optionalReal()
        guard let known = Frequency(rawValue: frequency) else {
            throw UnreadableRow(row: "project \(id)", reason: "The frequency '\(frequency)' is not daily, monthly or yearly.")
        }
        var target: Target?
        if let targetKind, let targetAmount {
            guard let kind = Target.Kind(rawValue: targetKind) else {
                throw UnreadableRow(row: "project \(id)", reason: "The target kind '\(targetKind)' is not atLeast or atMost.")
            }
            target = Target(kind: kind, amount: targetAmount)
        }
        return try StoredRows.checked(Project(
            id: id, title: title, units: units, frequency: known, createdAt: createdAt, updatedAt: updatedAt, version: version, target: target
        ))
    }
}

/// The `item` table: an ``AppCore/Item`` a row (``StoredTable``).
package enum ItemTable: StoredTable {
    package static let name = "item"
    package static let key = "id"
    package static let columns: [StoredColumn<Item>] = [
        .original("id", .uuid) { .uuid($0.id.rawValue) },
        .original("projectID", .uuid) { .uuid($0.projectID.rawValue) },
        .original("amount", .real) { .real($0.amount) },
        .original("timestamp", .real) { .date($0.timestamp) },
        .original("notes", .text, optional: true) { item in item.notes.map { .text($0) } ?? .null },
        .added("version", .integer, check: "version >= 1", by: AppSchema.Migration.recordVersions, olderRows: "1") { .integer(Int64($0.version)) },
    ]

    package static func keyValue(_ id: ItemID) -> UUID { id.rawValue }
    package static func id(_ key: UUID) -> ItemID { ItemID(key) }

    /// The item of a row, or the rule it breaks (``StoredRows``).
    package static func element(_ cells: inout some StoredCells) throws -> Item {
        try StoredRows.checked(Item(
            id: ItemID(try cells.uuid()), projectID: ProjectID(try cells.uuid()), amount: try cells.real(), timestamp: try cells.date(),
            notes: try cells.optionalText(), version: Int(try cells.integer())
        ))
    }
}

/// The `activity` table: a running ``AppCore/Activity`` a row, keyed by its project
/// (``StoredTable``).
package enum ActivityTable: StoredTable {
    package static let name = "activity"
    package static let key = "projectID"
    package static let columns: [StoredColumn<Activity>] = [
        .original("projectID", .uuid) { .uuid($0.projectID.rawValue) },
        .original("startedAt", .real) { .date($0.startedAt) },
    ]

    package static func keyValue(_ id: ProjectID) -> UUID { id.rawValue }
    package static func id(_ key: UUID) -> ProjectID { ProjectID(key) }

    /// The timer of a row, or the rule it breaks (``StoredRows``).
    package static func element(_ cells: inout some StoredCells) throws -> Activity {
        try StoredRows.checked(Activity(projectID: ProjectID(try cells.uuid()), startedAt: try cells.date()))
    }
}
