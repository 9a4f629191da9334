@testable import AppStorage
import AppCore
import Foundation
import GRDB
import Testing

/// Rows a team member wrote by hand, which no udf-tui writes (issue 23 §4): every reader —
/// the load of the program and the commands, the JSON and the CSV export — refuses them with
/// one line naming the row, on both engines, and never crashes or writes a backup that
/// differs from the data.
@Suite(.onOwnThread) struct BadRowTests {
    static let created = Date(timeIntervalSinceReferenceDate: 757_846_800)
    static let data = AppData(
        projects: [Project(id: ProjectID(1), title: "Mileage", units: "km", frequency: .monthly, createdAt: created, updatedAt: created)],
        items: [Item(id: ItemID(101), projectID: ProjectID(1), amount: 412, timestamp: created)],
        activities: []
    )

    /// A bad row: the SQL that writes it on each engine, and the row and reason people read.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let sqlite: String?
        let postgres: String
        let row: String
        let reason: String
        var testDescription: String { name }
    }

    static let item = "item \(ItemID(101))", project = "project \(ProjectID(1))"
    static let cases: [Case] = [
        Case(name: "an infinite amount", sqlite: "UPDATE item SET amount = 1e999", postgres: "UPDATE item SET amount = 'Infinity'",
             row: item, reason: "The amount must be a finite number."),
        Case(name: "a NaN amount", sqlite: nil, postgres: "UPDATE item SET amount = 'NaN'", row: item, reason: "The amount must be a finite number."),
        Case(name: "a NaN date", sqlite: nil, postgres: "UPDATE item SET \"timestamp\" = 'NaN'", row: item, reason: "A date must lie in the years 1 to 9999."),
        Case(name: "an infinite date", sqlite: "UPDATE item SET timestamp = -1e999", postgres: "UPDATE item SET \"timestamp\" = '-Infinity'",
             row: item, reason: "A date must lie in the years 1 to 9999."),
        Case(name: "an amount beyond 1e12", sqlite: "UPDATE item SET amount = 1e13", postgres: "UPDATE item SET amount = 1e13",
             row: item, reason: "An amount must lie between -1,000,000,000,000 and 1,000,000,000,000 (1e12)."),
        Case(name: "a blank title", sqlite: "UPDATE project SET title = '  '", postgres: "UPDATE project SET title = '  '",
             row: project, reason: "A project needs a title."),
        Case(name: "a target of 0", sqlite: "UPDATE project SET targetKind = 'atLeast', targetAmount = 0",
             postgres: "UPDATE project SET targetKind = 'atLeast', targetAmount = 0", row: project, reason: "A target needs an amount above zero."),
        Case(name: "a version of 0", sqlite: "UPDATE item SET version = 0",
             postgres: "ALTER TABLE item DROP CONSTRAINT item_version_check; UPDATE item SET version = 0",
             row: item, reason: "A record's version must be 1 or more."),
        Case(name: "an item without its project", sqlite: "PRAGMA foreign_keys = OFF; DELETE FROM project",
             postgres: "ALTER TABLE item DROP CONSTRAINT item_projectid_fkey; DELETE FROM project",
             row: item, reason: "Its project \(ProjectID(1)) does not exist."),
    ]

    static let arguments: [(Backend, Case)] = Backend.all.flatMap { backend in
        cases.filter { backend == .postgres || $0.sqlite != nil }.map { (backend, $0) }
    }

    @Test(arguments: arguments)
    func everyReaderRefusesTheRowByName(backend: Backend, bad: Case) throws {
        // Given a database, and a row written by hand that udf-tui would never write
        let database = try ConformanceDatabase(backend)
        try database.open(holding: Self.data).close()
        try Self.tamper(database, bad)
        let refusal = StorageError.unusableRow(path: database.shownLocation, row: bad.row, reason: bad.reason)
        // Then loading it, and each export of it, is refused with one line naming the row
        let storage = try database.open()
        defer { storage.close() }
        #expect(throws: refusal) { try storage.loadData() }
        var written = Data()
        #expect(throws: refusal) { try storage.readForExport { try ExportDocument.write($0) { written.append($0) } } }
        #expect(throws: refusal) { try storage.readForExport { try CSVExport.write($0) { written.append(Data($0.utf8)) } } }
        #expect(written.isEmpty, "an export wrote part of a backup: \(String(decoding: written, as: UTF8.self))")
    }

    /// Text an earlier release could write, before the rules of new text (a control
    /// character, 300 characters): read, shown escaped, and backed up so that the backup
    /// imports back byte for byte.
    @Test(arguments: Backend.all)
    func textOfAnEarlierReleaseIsReadAndBackedUpAsItIs(backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        var data = Self.data
        data.projects[id: data.projects[0].id]?.title = "a\u{1B}[2J" + String(repeating: "x", count: 300)
        data.items[id: data.items[0].id]?.notes = "bell\u{7}"
        let storage = try database.open(holding: data)
        defer { storage.close() }
        #expect(try storage.loadData() == data)
        var backup = Data()
        try storage.readForExport { try ExportDocument.write($0) { backup.append($0) } }
        var reader = ExportReader(bytes: backup, chunkSize: 4_096, sliceSize: 10)
        var parts = try reader.read()
        let restored = try ConformanceDatabase(backend)
        let again = try restored.open()
        defer { again.close() }
        try again.writeImport(AppData().importChange(&parts, at: Self.created).get())
        #expect(try restored.dataOnDisk() == data)
    }

    /// Writes the bad row as a person with `sqlite3` (no CHECK constraints, keys as the
    /// case says) or `psql` would.
    static func tamper(_ database: ConformanceDatabase, _ bad: Case) throws {
        switch database.backend {
        case .sqlite:
            let queue = try DatabaseQueue(path: database.location)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA foreign_keys = OFF; PRAGMA ignore_check_constraints = ON; " + (bad.sqlite ?? ""))
            }
            try queue.close()
        case .postgres:
            for statement in bad.postgres.components(separatedBy: "; ") { try database.execute(statement) }
        }
    }
}
