import AppCore
import Foundation
import GRDB

extension AppDatabase {
    /// Every project and activity, and only the items `scope` names, in one read
    /// transaction, each array in the order of the whole data (`position`).
    ///
    /// The items come from the indexes on `id` and `(projectID, timestamp)`, so the cost is
    /// that of the projects and the items read, whatever the number of items in the file.
    /// Memory holding this data is at no sync point: the store's writes do not move one, and
    /// a store built on it reads the same scope again rather than following the change log.
    /// A database opened for writing is checked for damage meanwhile, as by ``loadData()``.
    package func loadData(_ scope: DataScope) throws(StorageError) -> AppData {
        if isEmptyReadOnly { return AppData() }
        let data = try loadCheckingIntegrity { () throws(StorageError) in
            try read { db in
                AppData(
                    projects: try Self.fetchIdentified(ProjectRecord.self, db, kind: "projects") { try $0.project() },
                    items: try Self.fetchIdentified(ItemRecord.self, db, kind: "items", filter: Self.itemFilter(scope)) { $0.item },
                    activities: try Self.fetchIdentified(ActivityRecord.self, db, kind: "activities") { $0.activity }
                )
            }
        }
        syncPoint.withLock { $0 = nil }
        return data
    }

    /// The number of items of each project that has any, read with SQL's `count`.
    package func itemCounts() throws(StorageError) -> [ProjectID: Int] {
        if isEmptyReadOnly { return [:] }
        return try read { db in
            var counts: [ProjectID: Int] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT projectID, count(*) FROM item GROUP BY projectID")
            while let row = try rows.next() {
                counts[ProjectID(try row.decode(UUID.self, atIndex: 0))] = try row.decode(Int.self, atIndex: 1)
            }
            return counts
        }
    }

    /// The `WHERE` clause choosing the items of `scope` by their positions; one that chooses
    /// none when the scope names no item.
    static func itemFilter(_ scope: DataScope) -> (sql: String, arguments: StatementArguments) {
        var choices: [String] = []
        var arguments = StatementArguments()
        if !scope.items.isEmpty {
            choices.append("SELECT position FROM item WHERE id IN (\(placeholders(scope.items.count)))")
            arguments += StatementArguments(scope.items.map(\.rawValue))
        }
        if !scope.itemsOfProjects.isEmpty {
            choices.append("SELECT position FROM item WHERE projectID IN (\(placeholders(scope.itemsOfProjects.count)))")
            arguments += StatementArguments(scope.itemsOfProjects.map(\.rawValue))
        }
        for part in scope.itemsInIntervals {
            choices.append("SELECT position FROM item WHERE projectID = ? AND timestamp >= ? AND timestamp < ?")
            arguments += [part.projectID.rawValue, part.interval.start.timeIntervalSinceReferenceDate,
                          part.interval.end.timeIntervalSinceReferenceDate]
        }
        guard !choices.isEmpty else { return ("0", arguments) }
        return ("position IN (\(choices.joined(separator: " UNION ALL ")))", arguments)
    }

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
