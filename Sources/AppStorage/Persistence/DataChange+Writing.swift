import AppCore

extension DataChange {
    /// Writes the change's rows through `rows`, inside the caller's transaction: every
    /// engine writes the same statements in the same order.
    ///
    /// An update or deletion that finds no row, or a row whose version is not the one memory
    /// had, throws ``RowsChangedElsewhere``: another program changed the rows meanwhile, and
    /// the caller rolls the transaction back.
    package func write(to rows: some RowWriter) throws {
        for project in insertedProjects { try rows.projects.insert(project, at: nil) }
        for project in updatedProjects {
            if let previous = touchedProjects[project.id] {
                try rows.touch(project, from: previous)
            } else {
                try rows.projects.update(project, expectedVersion: previousVersions[project.id.rawValue])
            }
        }
        for removal in deletedItems { try remove(removal, rows.items) }
        try rows.items.insert(insertedItems)
        for item in updatedItems {
            try rows.items.update(item, expectedVersion: previousVersions[item.id.rawValue])
        }
        for projectID in deletedActivities { try expectRow(rows.activities.delete(projectID)) }
        for activity in insertedActivities { try rows.activities.insert(activity, at: nil) }
        for activity in updatedActivities { try rows.activities.update(activity, expectedVersion: nil) }
        // A project's items and activity go with it (ON DELETE CASCADE).
        for projectID in deletedProjects { try expectRow(rows.projects.delete(projectID)) }
    }

    /// Deletes an item and gives its position to the item that took its place in memory.
    private func remove(_ removal: ItemRemoval, _ items: some RowTable<Item>) throws {
        let position = try expectRow(items.delete(removal.id))
        if let filler = removal.filler { try items.move(filler, to: position) }
    }
}

/// The position a deletion returned; ``RowsChangedElsewhere`` when it found no row.
@discardableResult
func expectRow(_ position: Int64?) throws -> Int64 {
    guard let position else { throw RowsChangedElsewhere() }
    return position
}
