import Foundation
import ProcessTesting
import Testing

/// `projects list` without every item (see `DataScope`): item counts from the database, and a
/// target's total from the items of the current period alone, its bounds from AppCore's
/// calendar. Run as people run it: the built `udf-tui`, UTC, now = 2025-06-15 12:00 UTC.
@Suite(.enabled(if: Program.path != nil, "needs the udf-tui binary: swift build --build-tests"), .onOwnThread)
struct ScopedCommandTests: CommandTesting {
    let folder = TemporaryFolder()

    @discardableResult
    func succeed(_ arguments: [String], now: String = "2025-06-15T12:00:00Z") throws -> String {
        let result = try Program.run(arguments + db, home: folder.path, environment: ["UDF_TUI_NOW": now])
        #expect(result.status == 0 && result.errors.isEmpty, "\(arguments): \(result.errors)")
        return result.output
    }

    @Test func theListCountsEveryItemAndTotalsOnlyThoseOfTheCurrentPeriod() throws {
        // Given a monthly target with items on both edges of June, and a daily one whose
        // timer has run for an hour
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly", "--target", "at least 200"])
        for (amount, at) in [("100", "2025-06-01T00:00Z"), ("50", "2025-05-31T23:59:59Z"), ("30", "2025-07-01T00:00Z"), ("20", "2025-06-15T11:00Z")] {
            try succeed(["items", "add", "--project", "Mileage", "--amount", amount, "--at", at])
        }
        try succeed(["projects", "add", "--title", "Reading", "--units", "h", "--frequency", "daily", "--target", ">= 2"])
        try succeed(["items", "add", "--project", "Reading", "--amount", "0.5", "--at", "2025-06-15T08:00Z"])
        try succeed(["items", "add", "--project", "Reading", "--amount", "5", "--at", "2025-06-14T23:00Z"])
        try succeed(["timer", "start", "--project", "Reading"], now: "2025-06-15T11:00:00Z")

        // When they are listed
        let list = try succeed(["projects", "list"])

        // Then every item is counted, and the totals are June's 120 km of 200, and today's
        // 0.5 h and the running hour of 2 h
        #expect(list.contains("  monthly        4  2025-06-15 12:00  Mileage (km) — target ≥ 200 km: 60%\n"))
        #expect(list.contains("  daily          2  "))
        #expect(list.contains("  Reading (h) — target ≥ 2 h: 75% — running for "))
    }

    @Test func theReportReadsTheTwoPeriodsItComparesAndTotalsThemAsOnTheWholeData() throws {
        // Given items on both edges of May and June, one in April, one in July, and a timer
        // that has run for an hour
        try succeed(["projects", "add", "--title", "Mileage", "--units", "km", "--frequency", "monthly"])
        let items = [("1", "2025-04-30T23:59:59Z"), ("10", "2025-05-01T00:00Z"), ("20", "2025-05-31T23:59:59Z"),
                     ("100", "2025-06-01T00:00Z"), ("200", "2025-06-30T23:59:59Z"), ("1000", "2025-07-01T00:00Z")]
        for (amount, at) in items {
            try succeed(["items", "add", "--project", "Mileage", "--amount", amount, "--at", at])
        }
        try succeed(["projects", "add", "--title", "Reading", "--units", "h", "--frequency", "daily"])
        try succeed(["timer", "start", "--project", "Reading"], now: "2025-06-15T11:00:00Z")

        // When the month is reported
        let report = try succeed(["report", "--csv"]).split(whereSeparator: \.isNewline)

        // Then June holds 300 km against May's 30, and the running hour counts in June
        #expect(report.contains("project,Mileage,km,300,30"))
        #expect(report.contains("project,Reading,h,1,0"))
        // And the projects are edited and their timers told without reading their items
        try succeed(["projects", "edit", "Mileage", "--target", "at least 250"])
        #expect(try succeed(["projects", "list"]).contains("Mileage (km) — target ≥ 250 km: 120%, met"))
        #expect(try succeed(["timer", "status"]).contains("\"Reading\": running for 1:00:00 since 2025-06-15 11:00."))
    }
}
