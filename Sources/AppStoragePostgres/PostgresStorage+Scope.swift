import AppCore
import AppStorage
import Foundation
import PostgresNIO

extension PostgresStorage {
    /// Every project and activity, and only the items `scope` names, from one snapshot, each
    /// array in the order of the whole data (`position`).
    ///
    /// The items come from the indexes on `id` and `(projectID, "timestamp")`, so the cost is
    /// that of the projects and the items read, whatever the number of items on the server.
    /// Memory holding this data is at no sync point (it is forgotten): a store built on it
    /// reads the same scope again rather than following the change log.
    package func loadData(_ scope: DataScope) throws(StorageError) -> AppData {
        let data = try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") { session in
            try Self.loadData(session, items: scope.loadsNoItems ? nil : Self.itemQuery(scope))
        }
        syncPoint.withLock { $0 = nil }
        return data
    }

    /// The number of items of each project that has any (of `project` alone when given),
    /// read with SQL's `count`.
    package func itemCounts(of project: ProjectID? = nil) throws(StorageError) -> [ProjectID: Int] {
        let rows = try connection.query(project.map { "SELECT projectID, count(*) FROM item WHERE projectID = \($0.rawValue) GROUP BY projectID" }
                                            ?? "SELECT projectID, count(*) FROM item GROUP BY projectID", patience: .bulk)
        var counts: [ProjectID: Int] = [:]
        do {
            for row in rows {
                let (projectID, count) = try row.decode((UUID, Int64).self)
                counts[ProjectID(projectID)] = Int(count)
            }
        } catch {
            throw PostgresErrors.storageError(error, location: postgresLocation)
        }
        return counts
    }

    /// The items of `scope`, chosen by their positions: by id, by project, and by project and
    /// time (the intervals as three arrays, unnested into rows).
    static func itemQuery(_ scope: DataScope) -> PostgresQuery {
        let ids = scope.items.map(\.rawValue)
        let projects = scope.itemsOfProjects.map(\.rawValue)
        let intervalProjects = scope.itemsInIntervals.map(\.projectID.rawValue)
        let starts = scope.itemsInIntervals.map(\.interval.start.timeIntervalSinceReferenceDate)
        let ends = scope.itemsInIntervals.map(\.interval.end.timeIntervalSinceReferenceDate)
        return """
            SELECT \(unescaped: itemColumns) FROM item WHERE position IN (
                SELECT position FROM item WHERE id = ANY(\(ids)::uuid[])
                UNION ALL SELECT position FROM item WHERE projectID = ANY(\(projects)::uuid[])
                UNION ALL SELECT max(position) FROM item WHERE \(scope.lastItem)
                UNION ALL SELECT item.position FROM item
                    JOIN unnest(\(intervalProjects)::uuid[], \(starts)::float8[], \(ends)::float8[]) AS chosen(project, low, high)
                    ON item.projectID = chosen.project AND item."timestamp" >= chosen.low AND item."timestamp" < chosen.high
            ) ORDER BY position
            """
    }
}
