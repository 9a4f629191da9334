import AppCore
import Foundation
import GRDB

/// A row of the `activity` table: a running ``Activity``, keyed by its project.
///
/// Same conventions as ``ProjectRecord``.
struct ActivityRecord: StoredRecord {
    static let databaseTableName = "activity"
    static let columns: [StoredColumn] = [.original("projectID"), .original("startedAt")]
    static let selection = StoredShape.current.selection(of: columns)

    var projectID: UUID
    var startedAt: Date

    init(_ activity: Activity) {
        projectID = activity.projectID.rawValue
        startedAt = activity.startedAt
    }

    init(row: Row) throws {
        projectID = try row.decode(atIndex: 0)
        startedAt = Date(timeIntervalSinceReferenceDate: try row.decode(atIndex: 1))
    }

    /// The activity, or the rule it breaks (``StoredRows``).
    func activity() throws(UnreadableRow) -> Activity {
        try StoredRows.checked(Activity(projectID: ProjectID(projectID), startedAt: startedAt))
    }
}
