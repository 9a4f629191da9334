import AppCore

extension DataReplacement {
    /// Writes the replacement's rows through `rows`, inside the caller's transaction (and
    /// savepoint): deletions first, so that the positions they free can be given to other
    /// rows, then moved and new rows at their positions, then the changed rows.
    ///
    /// Throws ``NoRoomBetweenRows`` when two kept rows are too close for the rows that go
    /// between them: the caller rolls the savepoint back and writes
    /// ``renumbering(from:to:)`` instead.
    package func write(to rows: some RowWriter) throws {
        let rescued = try itemsLeaving(change.deletedProjects, among: change.updatedItems, rows)
        for id in change.deletedProjects { _ = try rows.projects.delete(id) }
        for item in change.deletedItems { _ = try rows.items.delete(item.id) }
        for id in change.deletedActivities { _ = try rows.activities.delete(id) }
        try place(rows.projects, projectOrder, change.insertedProjects, change.updatedProjects)
        for (item, position) in rescued {
            try rows.items.insert(item, at: position)
        }
        let updatedItems = rescued.isEmpty ? change.updatedItems : change.updatedItems.filter { item in !rescued.contains { $0.item.id == item.id } }
        try place(rows.items, itemOrder, change.insertedItems, updatedItems)
        try place(rows.activities, activityOrder, change.insertedActivities, change.updatedActivities)
    }

    /// The updated items whose row still belongs to one of the projects about to be deleted,
    /// with their positions: an item id taken again in another project (after an undo) would
    /// otherwise go down with its old project (`ON DELETE CASCADE`) before it is updated. They
    /// are put back, as they are now, where they were.
    private func itemsLeaving(_ projects: [ProjectID], among updated: [Item], _ rows: some RowWriter) throws -> [(item: Item, position: Int64)] {
        guard !projects.isEmpty, !updated.isEmpty else { return [] }
        let doomed = Set(projects)
        return try updated.compactMap { item in
            guard let place = try rows.placeOfItem(item.id), doomed.contains(place.project) else { return nil }
            return (item, place.position)
        }
    }

    /// Gives moved rows and new rows their positions, then updates changed rows.
    private func place<Table: RowTable>(
        _ table: Table, _ plan: OrderPlan<Table.Element.ID>, _ inserted: [Table.Element], _ updated: [Table.Element]
    ) throws {
        let new = Dictionary(inserted.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (number, id) in plan.moved.enumerated() {    // out of the way of the runs
            try table.move(id, to: -Int64(number) - 1)
        }
        for run in plan.runs {
            for (id, position) in try positions(for: run, table) {
                if let element = new[id] {
                    try table.insert(element, at: position)
                } else {
                    try table.move(id, to: position)
                }
            }
        }
        for element in updated {
            try table.update(element, expectedVersion: nil)
        }
    }

    /// Free positions between the run's kept neighbours: the positions of the rows that
    /// were removed or moved from there, which undo and redo give back.
    private func positions<Table: RowTable>(for run: OrderPlan<Table.Element.ID>.Run, _ table: Table) throws -> [(Table.Element.ID, Int64)] {
        let low = try run.after.map { try table.position(of: $0) ?? 0 } ?? 0
        let high = try run.before.map { try table.position(of: $0) ?? 0 } ?? Int64.max
        guard high - low > Int64(run.ids.count) else { throw NoRoomBetweenRows() }
        return run.ids.enumerated().map { ($1, low + Int64($0) + 1) }
    }
}
