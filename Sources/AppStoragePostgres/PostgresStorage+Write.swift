import AppCore
import AppStorage
import Foundation
import PostgresNIO

extension PostgresStorage {
    /// Writes one action's rows in one transaction, acknowledged once the server committed:
    /// the statements and checks of ``AppStorage/DataChange/write(to:)``, in PostgreSQL's dialect.
    package func write(_ change: DataChange) throws(StorageError) {
        try writeTransaction { session in
            try Self.write(change, session)
            try Self.noteForSync(change.syncNote, session)
        }
    }

    static func write(_ change: DataChange, _ session: BlockingConnection.Session) throws {
        try change.write(to: PostgresRows(session: session))
    }
}

/// How each array of ``AppCore/AppData`` is written to its table.
struct PostgresTable<Element: Identifiable>: Sendable {
    let name: String
    /// The column of the element's id (`id`, or `projectID` for activities).
    let key: String
    let keyValue: @Sendable (Element.ID) -> UUID
    /// The INSERT of an element at a position, or after the last row when nil.
    let insert: @Sendable (Element, Int64?) -> PostgresQuery
    /// The UPDATE of every column but the position; with a version, only if the row has it.
    let update: @Sendable (Element, Int?) -> PostgresQuery
}

/// The three tables.
enum PostgresTables {
    static let projects = PostgresTable<Project>(
        name: "project", key: "id", keyValue: \.rawValue,
        insert: { project, position in
            """
            INSERT INTO project (position, id, title, units, frequency, createdAt, updatedAt, version, targetKind, targetAmount)
            VALUES (coalesce(\(position)::bigint, (SELECT coalesce(max(position), 0) + 1 FROM project)), \(project.id.rawValue),
                    \(project.title), \(project.units), \(project.frequency.rawValue),
                    \(project.createdAt.timeIntervalSinceReferenceDate), \(project.updatedAt.timeIntervalSinceReferenceDate),
                    \(Int64(project.version)), \(project.target?.kind.rawValue)::text, \(project.target?.amount)::double precision)
            """
        },
        update: { project, version in
            """
            UPDATE project SET title = \(project.title), units = \(project.units), frequency = \(project.frequency.rawValue),
                createdAt = \(project.createdAt.timeIntervalSinceReferenceDate), updatedAt = \(project.updatedAt.timeIntervalSinceReferenceDate),
                version = \(Int64(project.version)), targetKind = \(project.target?.kind.rawValue)::text,
                targetAmount = \(project.target?.amount)::double precision
            WHERE id = \(project.id.rawValue) AND (\(version.map(Int64.init))::bigint IS NULL OR version = \(version.map(Int64.init))::bigint)
            """
        }
    )

    static let items = PostgresTable<Item>(
        name: "item", key: "id", keyValue: \.rawValue,
        insert: { item, position in
            """
            INSERT INTO item (position, id, projectID, amount, "timestamp", notes, version)
            VALUES (coalesce(\(position)::bigint, (SELECT coalesce(max(position), 0) + 1 FROM item)), \(item.id.rawValue),
                    \(item.projectID.rawValue), \(item.amount), \(item.timestamp.timeIntervalSinceReferenceDate),
                    \(item.notes)::text, \(Int64(item.version)))
            """
        },
        update: { item, version in
            """
            UPDATE item SET projectID = \(item.projectID.rawValue), amount = \(item.amount),
                "timestamp" = \(item.timestamp.timeIntervalSinceReferenceDate), notes = \(item.notes)::text, version = \(Int64(item.version))
            WHERE id = \(item.id.rawValue) AND (\(version.map(Int64.init))::bigint IS NULL OR version = \(version.map(Int64.init))::bigint)
            """
        }
    )

    static let activities = PostgresTable<Activity>(
        name: "activity", key: "projectID", keyValue: \.rawValue,
        insert: { activity, position in
            """
            INSERT INTO activity (position, projectID, startedAt)
            VALUES (coalesce(\(position)::bigint, (SELECT coalesce(max(position), 0) + 1 FROM activity)),
                    \(activity.projectID.rawValue), \(activity.startedAt.timeIntervalSinceReferenceDate))
            """
        },
        update: { activity, _ in
            "UPDATE activity SET startedAt = \(activity.startedAt.timeIntervalSinceReferenceDate) WHERE projectID = \(activity.projectID.rawValue)"
        }
    )
}
