@testable import AppStorage
import AppCore
import Foundation
import Testing

/// `udf-tui check` names every row readers refuse or show escaped, and on PostgreSQL every
/// index, trigger or key someone dropped (issue 23 §4), on both engines.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct CheckCommandTests {
    let folder = TemporaryFolder()

    func check(_ database: ConformanceDatabase) throws -> Program.Result {
        try Program.run(["check", "--verbose", "--db", database.location], home: folder.path)
    }

    @Test(arguments: BadRowTests.arguments)
    func everyBadRowIsNamed(backend: Backend, bad: BadRowTests.Case) throws {
        // Given a database with a row written by hand
        let database = try ConformanceDatabase(backend)
        try database.open(holding: BadRowTests.data).close()
        try BadRowTests.tamper(database, bad)
        // When it is checked, Then the row is named
        let result = try check(database)
        #expect(result.status == 1)
        let orphan = bad.name == "an item without its project"
        // An orphan is damage first: SQLite's foreign_key_check, PostgreSQL's dropped key.
        let named = orphan
            ? (backend == .sqlite ? "udf-tui:   row 1 of item belongs to a project that does not exist" : "udf-tui:   the foreign key to its project of the table item is missing")
            : "udf-tui:   \(bad.row): \(bad.reason)"
        #expect(result.errorLines.first == named, "\(result.errorLines)")
        let summary = orphan ? "\(database.shownLocation) is damaged: " : "\(database.shownLocation) holds a row that udf-tui refuses or shows escaped: "
        #expect(result.errorLines.last?.hasPrefix("udf-tui: " + summary) == true, "\(result.errorLines)")
    }

    @Test(arguments: Backend.all)
    func textOfAnEarlierReleaseIsNamedAsShownEscaped(backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        var data = BadRowTests.data
        data.projects[id: data.projects[0].id]?.title = "bell\u{7}"
        try database.open(holding: data).close()
        let result = try check(database)
        #expect(result.status == 1)
        #expect(result.errorLines == [
            "udf-tui:   project \(ProjectID(1)): A title cannot contain control characters; this one has U+0007. (shown escaped)",
            "udf-tui: \(database.shownLocation) holds a row that udf-tui refuses or shows escaped: project \(ProjectID(1)): "
                + "A title cannot contain control characters; this one has U+0007. (shown escaped); fix or delete them",
        ])
    }

    @Test(.enabled(if: Backend.all.contains(.postgres), "needs a PostgreSQL server"))
    func droppedTriggersIndexesAndKeysAreNamedOnPostgreSQL() throws {
        let database = try ConformanceDatabase(.postgres)
        try database.open(holding: BadRowTests.data).close()
        #expect(try check(database).status == 0)
        for statement in ["DROP TRIGGER item_logged ON item", "ALTER TABLE item DROP CONSTRAINT item_projectid_fkey", "DROP INDEX item_byProjectAndTime"] {
            try database.execute(statement)
        }
        let result = try check(database)
        #expect(result.status == 1)
        #expect(result.errorLines.dropLast() == [
            "udf-tui:   the index item_byprojectandtime is missing",
            "udf-tui:   the foreign key to its project of the table item is missing",
            "udf-tui:   the trigger item_logged is missing",
        ])
    }
}
