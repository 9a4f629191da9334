import AppCore
import Foundation
import GRDB

extension AppDatabase {
    /// Every row that a reader refuses or shows escaped (``RowReport``), read with cursors in
    /// one read transaction: the memory holds the project ids and at most
    /// ``RowReport/limit`` lines, whatever the size of the file.
    package func checkRows() throws(StorageError) -> RowReport {
        if isEmptyReadOnly { return RowReport() }
        return try read { [shape] db in
            var report = RowReport()
            let projects = try Row.fetchCursor(db, sql: "SELECT \(shape.selection(of: ProjectTable.self)) FROM project ORDER BY position")
            while let row = try projects.next() {
                var cells = SQLiteCells(row)
                report.project((try? row.decode(UUID.self, atIndex: 0)).map(ProjectID.init)) { try ProjectTable.element(&cells) }
            }
            let items = try Row.fetchCursor(db, sql: "SELECT \(shape.selection(of: ItemTable.self)) FROM item ORDER BY position")
            while let row = try items.next() {
                var cells = SQLiteCells(row)
                report.item { try ItemTable.element(&cells) }
            }
            let activities = try Row.fetchCursor(db, sql: "SELECT \(shape.selection(of: ActivityTable.self)) FROM activity ORDER BY position")
            while let row = try activities.next() {
                var cells = SQLiteCells(row)
                report.activity { try ActivityTable.element(&cells) }
            }
            return report
        }
    }
}
