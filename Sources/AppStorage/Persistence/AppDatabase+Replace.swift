import Foundation
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
    package func replace(_ old: AppData, with new: AppData) throws(StorageError) {
        let replacement = DataReplacement(from: old, to: new)
        guard !replacement.isEmpty else { return }
        try transaction { db in try Self.replace(old, with: new, replacement, db) }
    }

    /// ``replace(_:with:)`` inside the caller's transaction (`replacement` is `old` to `new`).
    static func replace(_ old: AppData, with new: AppData, _ replacement: DataReplacement, _ db: Database) throws {
        do {
            try db.inSavepoint {
                try Self.write(replacement, db)
                return .commit
            }
        } catch is NoRoomBetweenRows {
            try Self.write(DataReplacement.renumbering(from: old, to: new), db)
        }
    }

    private static func write(_ replacement: DataReplacement, _ db: Database) throws {
        // Deletions first, so that the positions they free can be given to other rows.
        // A deleted project takes its items and activity with it (`ON DELETE CASCADE`).
        let change = replacement.change
        let rescued = try itemsLeaving(change.deletedProjects, among: change.updatedItems, db)
        try delete(TableSpec.projects, change.deletedProjects, db)
        try delete(TableSpec.items, change.deletedItems.map(\.id), db)
        try delete(TableSpec.activities, change.deletedActivities, db)
        try place(TableSpec.projects, replacement.projectOrder, change.insertedProjects, change.updatedProjects, db)
        for (item, position) in rescued {
            try insert(TableSpec.items.record(item), at: position, db)
        }
        let updatedItems = rescued.isEmpty ? change.updatedItems : change.updatedItems.filter { item in !rescued.contains { $0.item.id == item.id } }
        try place(TableSpec.items, replacement.itemOrder, change.insertedItems, updatedItems, db)
        try place(TableSpec.activities, replacement.activityOrder, change.insertedActivities, change.updatedActivities, db)
    }

    /// The updated items whose row still belongs to one of the projects about to be deleted,
    /// with their positions: an item id taken again in another project (after an undo) would
    /// otherwise go down with its old project (`ON DELETE CASCADE`) before it is updated. They
    /// are put back, as they are now, where they were.
    private static func itemsLeaving(_ projects: [ProjectID], among updated: [Item], _ db: Database) throws -> [(item: Item, position: Int64)] {
        guard !projects.isEmpty, !updated.isEmpty else { return [] }
        let doomed = Set(projects.map(\.rawValue))
        let query = try db.cachedStatement(sql: "SELECT projectID, position FROM \(TableSpec.items.table) WHERE id = ?")
        return try updated.compactMap { item in
            guard let row = try Row.fetchOne(query, arguments: [item.id.rawValue]),
                  let project: UUID = row["projectID"], doomed.contains(project),
                  let position: Int64 = row["position"] else { return nil }
            return (item, position)
        }
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
