import AppCore
import Foundation
import GRDB

/// A row of the `project` table: a ``Project`` as SQLite stores it.
///
/// Encoding goes through Codable, with dates as REAL `timeIntervalSinceReferenceDate` (see
/// ``StoredRecord``). Decoding reads the columns by index, for speed at 100,000 rows, and
/// throws on a NULL or a value of the wrong type rather than trapping.
struct ProjectRecord: StoredRecord {
    static let databaseTableName = "project"
    static let columns: [StoredColumn] = [
        .original("id"), .original("title"), .original("units"), .original("frequency"),
        .original("createdAt"), .original("updatedAt"),
        .added("version", by: AppSchema.Migration.recordVersions, olderRows: "1"),
        .added("targetKind", by: AppSchema.Migration.targets, olderRows: "NULL"),
        .added("targetAmount", by: AppSchema.Migration.targets, olderRows: "NULL"),
    ]
    static let selection = StoredShape.current.selection(of: columns)

    var id: UUID
    var title: String
    var units: String
    var frequency: String
    var createdAt: Date
    var updatedAt: Date
    var version: Int
    var targetKind: String?
    var targetAmount: Double?

    init(_ project: Project) {
        id = project.id.rawValue
        title = project.title
        units = project.units
        frequency = project.frequency.rawValue
        createdAt = project.createdAt
        updatedAt = project.updatedAt
        version = project.version
        targetKind = project.target?.kind.rawValue
        targetAmount = project.target?.amount
    }

    init(row: Row) throws {
        id = try row.decode(atIndex: 0)
        title = try row.decode(atIndex: 1)
        units = try row.decode(atIndex: 2)
        frequency = try row.decode(atIndex: 3)
        createdAt = Date(timeIntervalSinceReferenceDate: try row.decode(atIndex: 4))
        updatedAt = Date(timeIntervalSinceReferenceDate: try row.decode(atIndex: 5))
        version = try row.decode(atIndex: 6)
        targetKind = try row.decode(atIndex: 7)
        targetAmount = try row.decode(atIndex: 8)
    }

    /// The project, or an error naming what cannot be read.
    func project() throws -> Project {
        try StoredProject.project(id: id, title: title, units: units, frequency: frequency, createdAt: createdAt, updatedAt: updatedAt,
                                  version: version, targetKind: targetKind, targetAmount: targetAmount)
    }
}

/// The columns of a project as every storage keeps them, SQLite and PostgreSQL alike.
package enum StoredProject {
    /// A project from its columns as any storage keeps them (frequency and target kind as
    /// their names), or ``UnreadableRow`` naming what cannot be read or what breaks AppCore's
    /// rules (``StoredRows``).
    package static func project(
        id: UUID, title: String, units: String, frequency: String, createdAt: Date, updatedAt: Date,
        version: Int, targetKind: String?, targetAmount: Double?
    ) throws -> Project {
        guard let known = Frequency(rawValue: frequency) else {
            throw UnreadableRow(row: "project \(ProjectID(id))", reason: "The frequency '\(frequency)' is not daily, monthly or yearly.")
        }
        var target: Target?
        if let targetKind, let targetAmount {
            guard let kind = Target.Kind(rawValue: targetKind) else {
                throw UnreadableRow(row: "project \(ProjectID(id))", reason: "The target kind '\(targetKind)' is not atLeast or atMost.")
            }
            target = Target(kind: kind, amount: targetAmount)
        }
        return try StoredRows.checked(Project(
            id: ProjectID(id), title: title, units: units, frequency: known,
            createdAt: createdAt, updatedAt: updatedAt, version: version, target: target
        ))
    }
}
