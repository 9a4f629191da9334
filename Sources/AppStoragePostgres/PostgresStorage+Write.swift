import AppCore
import AppStorage
import Foundation
import PostgresNIO

extension PostgresStorage {
    /// Writes one action's rows in one transaction, acknowledged once the server committed:
    /// the same statements and checks as SQLite's `AppDatabase.write(_:)`.
    package func write(_ change: DataChange) throws(StorageError) {
        try writeTransaction { session in
            try Self.write(change, session)
            try Self.noteForSync(change.syncNote, session)
        }
    }

    static func write(_ change: DataChange, _ session: BlockingConnection.Session) throws {
        for project in change.insertedProjects { try session.query(PostgresTables.projects.insert(project, nil)) }
        for project in change.updatedProjects {
            if let previous = change.touchedProjects[project.id] {
                try touch(project, from: previous, session)
            } else {
                try expectOne(session.execute(PostgresTables.projects.update(project, change.previousVersions[project.id.rawValue])))
            }
        }
        for removal in change.deletedItems { try remove(removal, session) }
        for item in change.insertedItems { try session.query(PostgresTables.items.insert(item, nil)) }
        for item in change.updatedItems {
            try expectOne(session.execute(PostgresTables.items.update(item, change.previousVersions[item.id.rawValue])))
        }
        for projectID in change.deletedActivities {
            try expectOne(session.execute("DELETE FROM activity WHERE projectID = \(projectID.rawValue)"))
        }
        for activity in change.insertedActivities { try session.query(PostgresTables.activities.insert(activity, nil)) }
        for activity in change.updatedActivities {
            try expectOne(session.execute(PostgresTables.activities.update(activity, nil)))
        }
        for projectID in change.deletedProjects {
            // Its items go with it (ON DELETE CASCADE): as long as a bulk write may take.
            try expectOne(session.execute("DELETE FROM project WHERE id = \(projectID.rawValue)", patience: .bulk))
        }
    }

    /// A statement that must have changed exactly one row, else another program changed it.
    static func expectOne(_ changed: Int) throws {
        guard changed == 1 else { throw RowsChangedElsewhere() }
    }

    /// A project's `updatedAt` alone: forward never moves it back; back (an undo) only from
    /// the time memory had.
    private static func touch(_ project: Project, from previous: Date, _ session: BlockingConnection.Session) throws {
        let time = project.updatedAt.timeIntervalSinceReferenceDate
        let id = project.id.rawValue
        if project.updatedAt >= previous {
            try expectOne(session.execute("UPDATE project SET updatedAt = greatest(updatedAt, \(time)) WHERE id = \(id)"))
        } else {
            let old = previous.timeIntervalSinceReferenceDate
            try expectOne(session.execute("UPDATE project SET updatedAt = \(time) WHERE id = \(id) AND updatedAt = \(old)"))
        }
    }

    /// Deletes an item and gives its position to the item that took its place in memory.
    private static func remove(_ removal: ItemRemoval, _ session: BlockingConnection.Session) throws {
        let deleted = try session.query("DELETE FROM item WHERE id = \(removal.id.rawValue) RETURNING position")
        guard let position = try deleted.first?.decode(Int64.self) else { throw RowsChangedElsewhere() }
        guard let filler = removal.filler else { return }
        try expectOne(session.execute("UPDATE item SET position = \(position) WHERE id = \(filler.rawValue)"))
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
