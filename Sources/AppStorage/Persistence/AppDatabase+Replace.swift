import AppCore
import GRDB

extension AppDatabase {
    /// Writes the data `new` over `old` (what the file holds) in one transaction: the changed
    /// rows, and new positions for the rows that moved or are new, so that the order on disk
    /// is the new order in memory.
    ///
    /// If two kept rows leave too few free positions between them, the savepoint of the
    /// first attempt is rolled back and every row is renumbered instead, in the same
    /// transaction.
    func replace(_ old: AppData, with new: AppData) throws(StorageError) {
        let replacement = DataReplacement(from: old, to: new)
        guard !replacement.isEmpty else { return }
        try transaction { db in
            do {
                try db.inSavepoint {
                    try Self.write(replacement, db)
                    return .commit
                }
            } catch is NoRoomBetweenRows {
                try Self.write(DataReplacement.renumbering(from: old, to: new), db)
            }
        }
    }

    private static func write(_ replacement: DataReplacement, _ db: Database) throws {
        // Deletions first, so that the positions they free can be given to other rows.
        // A deleted project takes its items and activity with it (`ON DELETE CASCADE`).
        let change = replacement.change
        try delete(TableSpec.projects, change.deletedProjects, db)
        try delete(TableSpec.items, change.deletedItems.map(\.id), db)
        try delete(TableSpec.activities, change.deletedActivities, db)
        try place(TableSpec.projects, replacement.projectOrder, change.insertedProjects, change.updatedProjects, db)
        try place(TableSpec.items, replacement.itemOrder, change.insertedItems, change.updatedItems, db)
        try place(TableSpec.activities, replacement.activityOrder, change.insertedActivities, change.updatedActivities, db)
    }

    private static func delete<Element, Record>(_ spec: TableSpec<Element, Record>, _ ids: [Element.ID], _ db: Database) throws {
        let statement = try db.cachedStatement(sql: "DELETE FROM \(spec.table) WHERE \(spec.key) = ?")
        for id in ids {
            try statement.execute(arguments: [spec.keyValue(id)])
        }
    }

    /// Gives moved rows and new rows their positions, then updates changed rows.
    private static func place<Element, Record>(
        _ spec: TableSpec<Element, Record>, _ plan: OrderPlan<Element.ID>,
        _ inserted: [Element], _ updated: [Element], _ db: Database
    ) throws {
        let new = Dictionary(inserted.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let move = try db.cachedStatement(sql: "UPDATE \(spec.table) SET position = ? WHERE \(spec.key) = ?")
        for (number, id) in plan.moved.enumerated() {    // out of the way of the runs
            try move.execute(arguments: [-Int64(number) - 1, spec.keyValue(id)])
        }
        for run in plan.runs {
            for (id, position) in try positions(for: run, spec, db) {
                if let element = new[id] {
                    try insert(spec.record(element), at: position, db)
                } else {
                    try move.execute(arguments: [position, spec.keyValue(id)])
                }
            }
        }
        for element in updated {
            try update(spec.record(element), key: spec.key, db)
        }
    }

    /// Free positions between the run's kept neighbours: the positions of the rows that
    /// were removed or moved from there, which undo and redo give back.
    private static func positions<Element, Record>(
        for run: OrderPlan<Element.ID>.Run, _ spec: TableSpec<Element, Record>, _ db: Database
    ) throws -> [(Element.ID, Int64)] {
        let query = try db.cachedStatement(sql: "SELECT position FROM \(spec.table) WHERE \(spec.key) = ?")
        let low = try run.after.map { try Int64.fetchOne(query, arguments: [spec.keyValue($0)]) ?? 0 } ?? 0
        let high = try run.before.map { try Int64.fetchOne(query, arguments: [spec.keyValue($0)]) ?? 0 } ?? Int64.max
        guard high - low > Int64(run.ids.count) else { throw NoRoomBetweenRows() }
        return run.ids.enumerated().map { ($1, low + Int64($0) + 1) }
    }
}

/// Two kept rows are too close together for the rows that go between them; the
/// replacement is then written by renumbering the whole table.
struct NoRoomBetweenRows: Error {}
