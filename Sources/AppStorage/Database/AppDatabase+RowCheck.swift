import AppCore
import GRDB

extension AppDatabase {
    /// Every row that a reader refuses or shows escaped (``RowReport``), read with cursors in
    /// one read transaction: the memory holds the project ids and at most
    /// ``RowReport/limit`` lines, whatever the size of the file.
    package func checkRows() throws(StorageError) -> RowReport {
        if isEmptyReadOnly { return RowReport() }
        return try read { [shape] db in
            var report = RowReport()
            let projects = try ProjectRecord.fetchCursor(db, sql: "SELECT \(ProjectRecord.selection(in: shape)) FROM project ORDER BY position")
            while let record = try projects.next() { report.project(ProjectID(record.id)) { try record.project() } }
            let items = try ItemRecord.fetchCursor(db, sql: "SELECT \(ItemRecord.selection(in: shape)) FROM item ORDER BY position")
            while let record = try items.next() { report.item { try record.item() } }
            let activities = try ActivityRecord.fetchCursor(db, sql: "SELECT \(ActivityRecord.selection(in: shape)) FROM activity ORDER BY position")
            while let record = try activities.next() { report.activity { try record.activity() } }
            return report
        }
    }
}
