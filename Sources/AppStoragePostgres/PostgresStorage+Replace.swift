import AppCore
import AppStorage
import Foundation
import PostgresNIO

extension PostgresStorage {
    /// Writes `new` over `old` in one transaction, order included: the same plan as SQLite's
    /// `AppDatabase.replace(_:with:)` (the rows that differ, free positions for rows that
    /// moved), and the same way out when two kept rows are too close (a savepoint rolled
    /// back, then every row renumbered, in the same transaction).
    package func replace(_ old: AppData, with new: AppData) throws(StorageError) {
        let replacement = DataReplacement(from: old, to: new)
        guard !replacement.isEmpty else { return }
        try writeTransaction { session in
            try session.query("SAVEPOINT replacement")
            do {
                try Self.write(replacement, session)
                try session.query("RELEASE SAVEPOINT replacement")
            } catch is NoRoomBetweenRows {
                try session.query("ROLLBACK TO SAVEPOINT replacement")
                try Self.write(DataReplacement.renumbering(from: old, to: new), session)
            }
        }
    }

    private static func write(_ replacement: DataReplacement, _ session: BlockingConnection.Session) throws {
        let change = replacement.change
        let rescued = try itemsLeaving(change.deletedProjects, among: change.updatedItems, session)
        try delete(PostgresTables.projects, change.deletedProjects, session)
        try delete(PostgresTables.items, change.deletedItems.map(\.id), session)
        try delete(PostgresTables.activities, change.deletedActivities, session)
        try place(PostgresTables.projects, replacement.projectOrder, change.insertedProjects, change.updatedProjects, session)
        for (item, position) in rescued {
            try session.query(PostgresTables.items.insert(item, position))
        }
        let updatedItems = rescued.isEmpty ? change.updatedItems : change.updatedItems.filter { item in !rescued.contains { $0.item.id == item.id } }
        try place(PostgresTables.items, replacement.itemOrder, change.insertedItems, updatedItems, session)
        try place(PostgresTables.activities, replacement.activityOrder, change.insertedActivities, change.updatedActivities, session)
    }

    /// The updated items whose row still belongs to a project about to be deleted, with
    /// their positions, put back after the deletion (an id taken again after an undo).
    private static func itemsLeaving(_ projects: [ProjectID], among updated: [Item], _ session: BlockingConnection.Session) throws -> [(item: Item, position: Int64)] {
        guard !projects.isEmpty, !updated.isEmpty else { return [] }
        let doomed = Set(projects.map(\.rawValue))
        return try updated.compactMap { item in
            let rows = try session.query("SELECT projectID, position FROM item WHERE id = \(item.id.rawValue)")
            guard let (project, position) = try rows.first?.decode((UUID, Int64).self), doomed.contains(project) else { return nil }
            return (item, position)
        }
    }

    private static func delete<Element>(_ table: PostgresTable<Element>, _ ids: [Element.ID], _ session: BlockingConnection.Session) throws {
        for id in ids {
            try session.query("DELETE FROM \(unescaped: table.name) WHERE \(unescaped: table.key) = \(table.keyValue(id))")
        }
    }

    /// Gives moved rows and new rows their positions, then updates changed rows.
    private static func place<Element>(
        _ table: PostgresTable<Element>, _ plan: OrderPlan<Element.ID>,
        _ inserted: [Element], _ updated: [Element], _ session: BlockingConnection.Session
    ) throws {
        let new = Dictionary(inserted.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (number, id) in plan.moved.enumerated() {    // out of the way of the runs
            try move(table, id, to: -Int64(number) - 1, session)
        }
        for run in plan.runs {
            for (id, position) in try positions(for: run, table, session) {
                if let element = new[id] {
                    try session.query(table.insert(element, position))
                } else {
                    try move(table, id, to: position, session)
                }
            }
        }
        for element in updated {
            try expectOne(session.execute(table.update(element, nil)))
        }
    }

    private static func move<Element>(_ table: PostgresTable<Element>, _ id: Element.ID, to position: Int64, _ session: BlockingConnection.Session) throws {
        try session.query("UPDATE \(unescaped: table.name) SET position = \(position) WHERE \(unescaped: table.key) = \(table.keyValue(id))")
    }

    /// Free positions between the run's kept neighbours.
    private static func positions<Element>(
        for run: OrderPlan<Element.ID>.Run, _ table: PostgresTable<Element>, _ session: BlockingConnection.Session
    ) throws -> [(Element.ID, Int64)] {
        func position(of id: Element.ID) throws -> Int64 {
            let rows = try session.query("SELECT position FROM \(unescaped: table.name) WHERE \(unescaped: table.key) = \(table.keyValue(id))")
            return try rows.first?.decode(Int64.self) ?? 0
        }
        let low = try run.after.map(position(of:)) ?? 0
        let high = try run.before.map(position(of:)) ?? Int64.max
        guard high - low > Int64(run.ids.count) else { throw NoRoomBetweenRows() }
        return run.ids.enumerated().map { ($1, low + Int64($0) + 1) }
    }
}
