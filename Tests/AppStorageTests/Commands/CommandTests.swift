import AppCore
import Foundation
import ProcessTesting
import Testing

/// The commands, run as people and scripts run them: the built `udf-tui`, in a fixed
/// environment (UTC, now = 2025-06-15 12:00 UTC, a data home of its own).
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct CommandTests {
    let folder = TemporaryFolder()
    var db: [String] { ["--db", folder.file("udf.sqlite")] }

    func run(_ arguments: [String]) throws -> Program.Result {
        try Program.run(arguments, home: folder.path)
    }

    /// Runs a command that must succeed, and returns what it printed.
    @discardableResult
    func succeed(_ arguments: [String]) throws -> String {
        let result = try run(arguments)
        #expect(result.status == 0 && result.errors.isEmpty, "\(arguments): \(result.errors)")
        return result.output
    }

    func json(_ arguments: [String]) throws -> [[String: Any]] {
        let output = try succeed(arguments + ["--json"])
        return (try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]) ?? []
    }

    @Test func aProjectAddedIsListedForPeopleAndForScripts() throws {
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly"] + db)
        let projects = try json(["projects", "list"] + db)
        #expect(projects.count == 1)
        #expect(projects.first?["title"] as? String == "Mileage")
        #expect(projects.first?["updatedAt"] as? String == "2025-06-15T12:00:00.000Z")
        let id = try #require(projects.first?["id"] as? String)
        #expect(try succeed(["projects", "list"] + db) == """
            ID                                    FREQUENCY  ITEMS  UPDATED           PROJECT
            \(id)  monthly        0  2025-06-15 12:00  Mileage (km)

            """)
    }

    @Test func itemsAreAddedEditedListedAndDeletedByProjectTitle() throws {
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly"] + db)
        try succeed(["items", "add", "--project", "mileage", "--amount", "412.5", "--at", "2025-06-01T08:00", "--notes", "Full tank"] + db)
        let id = try #require(try json(["items", "list", "--project", "Mileage"] + db).first?["id"] as? String)
        try succeed(["items", "edit", id, "--amount", "380"] + db)
        #expect(try succeed(["items", "list", "--project", "Mileage"] + db) == """
            ID                                    DATE              AMOUNT (km)  NOTES
            \(id)  2025-06-01 08:00          380  Full tank

            """)
        #expect(try succeed(["items", "delete", id] + db) == "Deleted item \(id) of \"Mileage\".\n")
        #expect(try succeed(["items", "list", "--project", "Mileage"] + db) == "\"Mileage\" has no items yet.\n")
    }

    @Test func negativeAmountsAndMillisecondsAreTakenAsWritten() throws {
        // Given a project, When an item is added with `--amount -5` (not only `--amount=-5`)
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly"] + db)
        try succeed(["items", "add", "--project", "Mileage", "--amount", "-5", "--at", "2025-06-15T12:00:00.448Z"] + db)
        let item = try #require(try json(["items", "list", "--project", "Mileage"] + db).first)
        // Then it is -5, at .448 (it was .447)
        #expect(item["amount"] as? Double == -5)
        #expect(item["timestamp"] as? String == "2025-06-15T12:00:00.448Z")
        let id = try #require(item["id"] as? String)
        try succeed(["items", "edit", id, "--amount", "-2.5"] + db)
        #expect(try json(["items", "list", "--project", "Mileage"] + db).first?["amount"] as? Double == -2.5)
    }

    @Test func aCSVExportWithFormulasAndMillisecondsImportsBackByteForByte() throws {
        try succeed(["projects", "add", "--title", "=1+2", "--units=-km", "--frequency", "daily"] + db)
        try succeed(["items", "add", "--project", "=1+2", "--amount", "1", "--at", "2025-06-15T12:00:00.448Z", "--notes", "@SUM(A1)"] + db)
        let csv = try succeed(["export", "--format", "csv"] + db)
        #expect(csv.contains(",'=1+2,'-km,daily,") && csv.contains(",2025-06-15T12:00:00.448Z,1,'@SUM(A1)\r\n"))
        write(Data(csv.utf8), to: folder.file("sheet.csv"))
        let other = ["--db", folder.file("other.sqlite")]
        try succeed(["import", folder.file("sheet.csv")] + other)
        #expect(try succeed(["export", "--format", "csv"] + other) == csv)
    }

    @Test func aTimerStoppedRecordsTheTimeAsAnItemInTheProjectsUnit() throws {
        try succeed(["projects", "add", "--title", "Hours", "--units", "h", "--frequency", "daily"] + db)
        try succeed(["timer", "start", "--project", "Hours"] + db)
        #expect(try succeed(["timer", "status"] + db) == "\"Hours\": running for 0:00:00 since 2025-06-15 12:00.\n")
        let later = try Program.run(["timer", "stop", "--project", "Hours"] + db, home: folder.path, environment: ["UDF_TUI_NOW": "2025-06-15T13:30:00Z"])
        #expect(later.status == 0)
        #expect(later.output.hasPrefix("Stopped \"Hours\" after 1:30:00; recorded 1.5 h (item "))
        #expect(try json(["items", "list", "--project", "Hours"] + db).first?["amount"] as? Double == 1.5)
        #expect(try succeed(["timer", "status"] + db) == "No timer is running.\n")
    }

    @Test func aTimerIsRefusedOnAProjectThatDoesNotCountTimeAndShowsDaysWhenLong() throws {
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "daily"] + db)
        let refused = try run(["timer", "start", "--project", "Mileage"] + db)
        #expect(refused.status == 1)
        #expect(refused.errors == "udf-tui: A timer records time; this project counts km: give it h, min or s.\n")
        #expect(try succeed(["timer", "status"] + db) == "No timer is running.\n")

        try succeed(["projects", "add", "--title", "Reading", "--units", "min", "--frequency", "daily"] + db)
        try succeed(["timer", "start", "--project", "Reading"] + db)
        let later = ["UDF_TUI_NOW": "2025-06-18T16:12:05Z"]    // 3 days, 4:12:05 after the start
        let status = try Program.run(["timer", "status"] + db, home: folder.path, environment: later)
        #expect(status.output == "\"Reading\": running for 3d 04:12:05 since 2025-06-15 12:00.\n")
        let stopped = try Program.run(["timer", "stop", "--project", "Reading"] + db, home: folder.path, environment: later)
        #expect(stopped.output.hasPrefix("Stopped \"Reading\" after 3d 04:12:05; recorded 4572.083333333333 min (item "))
        let item = try #require(try json(["items", "list", "--project", "Reading"] + db).first)
        #expect((item["amount"] as? Double).map { abs($0 - 274_325.0 / 60) < 1e-9 } == true)
        #expect(item["timestamp"] as? String == "2025-06-18T16:12:05.000Z")
    }

    @Test func aTargetIsSetShownAndRemovedByTheCommands() throws {
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly", "--target", "at least 500"] + db)
        try succeed(["items", "add", "--project", "Mileage", "--amount", "380", "--at", "2025-06-10"] + db)
        #expect(try succeed(["projects", "list"] + db).contains("Mileage (km) — target ≥ 500 km: 76%\n"))
        try succeed(["projects", "edit", "Mileage", "--target", "<= 400"] + db)
        #expect(try succeed(["projects", "list"] + db).contains("Mileage (km) — target ≤ 400 km: 95%, met\n"))
        let listed = try json(["projects", "list", "--json"] + db)
        #expect((listed.first?["target"] as? [String: Any])?["kind"] as? String == "atMost")
        try succeed(["projects", "edit", "Mileage", "--target", "none"] + db)
        #expect(try json(["projects", "list", "--json"] + db).first?["target"] == nil)

        // A refused target creates nothing; one that is not a target is a usage error.
        let refused = try run(["projects", "add", "--title", "Zero", "--frequency", "daily", "--target", "at least 0"] + db)
        #expect(refused.status == 1 && refused.errors == "udf-tui: A target needs an amount above zero.\n")
        #expect(try run(["projects", "add", "--title", "Lots", "--frequency", "daily", "--target", "lots"] + db).status == 64)
        #expect(try json(["projects", "list", "--json"] + db).count == 1)
    }

    @Test func aReportComparesThisMonthWithTheLastPerProjectAndPerUnits() throws {
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly"] + db)
        try succeed(["projects", "add", "--title", "=Car", "--units", "km", "--frequency", "monthly"] + db)
        try succeed(["items", "add", "--project", "Mileage", "--amount", "380", "--at", "2025-06-10"] + db)
        try succeed(["items", "add", "--project", "Mileage", "--amount", "417", "--at", "2025-05-14"] + db)
        // A second later, so that =Car is the most recently updated, listed first.
        let added = try Program.run(["items", "add", "--project", "=Car", "--amount", "20", "--at", "2025-06-02"] + db,
                                    home: folder.path, environment: ["UDF_TUI_NOW": "2025-06-15T12:00:01Z"])
        #expect(added.status == 0)
        #expect(try succeed(["report"] + db) == """
            This month (2025-06-01 – 2025-06-30) against last month (2025-05-01 – 2025-05-31):
            PROJECT  THIS MONTH  LAST MONTH  CHANGE
            =Car          20 km        0 km  new
            Mileage      380 km      417 km  -9%

            Per units:
            UNITS  THIS MONTH  LAST MONTH  CHANGE
            km         400 km      417 km  -4%

            """)
        #expect(try succeed(["report", "--period", "week", "--csv"] + db) == "kind,name,units,current,previous\r\nproject,'=Car,km,0,20\r\nproject,Mileage,km,380,0\r\nunits,km,km,380,20\r\n")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(try succeed(["report", "--period", "year", "--json"] + db).utf8)) as? [String: Any])
        #expect((report["units"] as? [[String: Any]])?.first?["current"] as? Double == 817)
        let both = try run(["report", "--json", "--csv"] + db)
        #expect(both.status == 64)
    }

    @Test func theJSONExportImportedIntoAnotherDatabaseExportsTheSameBytes() throws {
        try succeed(["projects", "add", "--title", "Café visits", "--units", "min", "--frequency", "daily"] + db)
        try succeed(["items", "add", "--project", "Café visits", "--amount", "2", "--notes", "With Zoë, 日本"] + db)
        try succeed(["timer", "start", "--project", "Café visits"] + db)
        try succeed(["export", "--format", "json", "--output", folder.file("export.json")] + db)
        let other = ["--db", folder.file("other.sqlite")]
        #expect(try succeed(["import", folder.file("export.json")] + other) == "Imported 1 project, 1 item and 1 running activity.\n")
        let first = try #require(contents(of: folder.file("export.json")))
        #expect(Data(try succeed(["export", "--format", "json"] + other).utf8) == first)
    }

    @Test func aCSVFileIsImportedAndExported() throws {
        write(Data("project,timestamp,amount,frequency,units\nMileage,2025-06-01,380,monthly,km\nMileage,2025-06-02,20,,\n".utf8), to: folder.file("sheet.csv"))
        #expect(try succeed(["import", folder.file("sheet.csv")] + db) == "Imported 1 project, 2 items and 0 running activities.\n")
        let csv = try succeed(["export", "--format", "csv"] + db)
        #expect(csv.split(separator: "\r\n").count == 3)
        #expect(csv.hasPrefix("project_id,project,units,frequency,item_id,timestamp,amount,notes\r\n"))
    }

    @Test func withoutDbTheDatabaseIsInTheXDGDataHome() throws {
        try succeed(["projects", "add", "--title", "Mileage", "--frequency", "monthly"])
        #expect(FileManager.default.fileExists(atPath: folder.file("data/udf-tui/udf.sqlite")))
        #expect(try json(["projects", "list"]).count == 1)
    }

    @Test func listingWithoutADatabaseCreatesNothing() throws {
        #expect(try succeed(["projects", "list"] + db).hasPrefix("No projects yet"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("udf.sqlite")))
    }

    @Test func checkGivesAVerdict() throws {
        try succeed(["projects", "add", "--title", "Mileage", "--frequency", "monthly"] + db)
        #expect(try succeed(["check"] + db) == "\(folder.file("udf.sqlite")): ok\n")
        #expect(try succeed(["check", "--thorough"] + db) == "\(folder.file("udf.sqlite")): ok\n")
    }
}
