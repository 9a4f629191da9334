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
            try read { [shape] db in try Self.loadData(db, items: Self.itemSelection(scope, db), shape: shape) }
        }
        syncPoint.withLock { $0 = nil }
        return data
    }

    /// The number of items of each project that has any (of `project` alone when given),
    /// read with SQL's `count`.
    package func itemCounts(of project: ProjectID? = nil) throws(StorageError) -> [ProjectID: Int] {
        if isEmptyReadOnly { return [:] }
        return try read { db in
            var counts: [ProjectID: Int] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT projectID, count(*) FROM item \(project == nil ? "" : "WHERE projectID = ? ")GROUP BY projectID",
                                           arguments: StatementArguments(project.map { [$0.rawValue] } ?? []))
            while let row = try rows.next() {
                counts[ProjectID(try row.decode(UUID.self, atIndex: 0))] = try row.decode(Int.self, atIndex: 1)
            }
            return counts
        }
    }

    /// The items of `scope`, chosen by their positions, which it reads first.
    ///
    /// The positions are read in slices of at most ``slice`` ids, projects or intervals per
    /// statement (SQLite allows 500 terms in a compound `SELECT`, and a few thousand
    /// parameters in older versions), then given to the query of the items as one JSON
    /// array: a scope of a thousand projects' periods (`report`) or of a million ids is one
    /// statement per slice.
    static func itemSelection(_ scope: DataScope, _ db: Database) throws -> ItemSelection {
        guard !scope.loadsNoItems else { return .none }
        var positions = Set<Int64>()
        func collect(_ sql: String, _ arguments: StatementArguments) throws {
            let cursor = try Int64.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
            while let position = try cursor.next() { positions.insert(position) }
        }
        for slice in scope.items.slices(of: slice) {
            try collect("SELECT position FROM item WHERE id IN (\(placeholders(slice.count)))", StatementArguments(slice.map(\.rawValue)))
        }
        for slice in scope.itemsOfProjects.slices(of: slice) {
            try collect("SELECT position FROM item WHERE projectID IN (\(placeholders(slice.count)))", StatementArguments(slice.map(\.rawValue)))
        }
        if scope.lastItem {
            // The rowid's b-tree from its end: no row at all when the table is empty.
            try collect("SELECT position FROM item ORDER BY position DESC LIMIT 1", [])
        }
        for part in scope.itemsInIntervals {
            try collect("SELECT position FROM item WHERE projectID = ? AND timestamp >= ? AND timestamp < ?",
                        [part.projectID.rawValue, part.interval.start.timeIntervalSinceReferenceDate, part.interval.end.timeIntervalSinceReferenceDate])
        }
        let list = "[" + positions.sorted().map(String.init).joined(separator: ",") + "]"
        return .filtered(sql: "position IN (SELECT value FROM json_each(?))", arguments: [list])
    }

    /// The most ids or projects one statement names.
    static let slice = 500

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}

extension Array {
    /// The elements in consecutive slices of at most `size`.
    fileprivate func slices(of size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
