import AppCore
import Foundation
import UDFKit
import Testing

/// A project's target this period: the total with a running timer, met or not, and the
/// streak of periods met before it.
@Suite struct TargetProgressTests {
    let utc = TimeZone(identifier: "UTC") ?? .gmt
    let now = date("2025-06-15T12:00:00Z")

    func data(target: Target?, amounts: [(String, Double)], running: String? = nil) -> AppData {
        var project = mileage
        project.target = target
        project.createdAt = date("2025-01-01T00:00:00Z")
        let items = amounts.enumerated().map { number, entry in
            Item(id: ItemID(UInt64(200 + number)), projectID: mileage.id, amount: entry.1, timestamp: date(entry.0))
        }
        var data = AppData(projects: [project], items: SampleData.list(items))
        if let running {
            data.projects[id: mileage.id]?.units = "h"
            data.activities.append(Activity(projectID: mileage.id, startedAt: date(running)))
        }
        return data
    }

    @Test func noTargetNoProgress() {
        #expect(data(target: nil, amounts: []).targetProgress(of: mileage.id, at: now, timeZone: utc) == nil)
    }

    @Test func atLeastCountsThisMonthAndTheMonthsMetBefore() throws {
        // Mileage is monthly: March, April, May met 500; February did not.
        let months = [("2025-02-10T00:00:00Z", 100.0), ("2025-03-10T00:00:00Z", 500), ("2025-04-10T00:00:00Z", 600),
                      ("2025-05-10T00:00:00Z", 250), ("2025-05-20T00:00:00Z", 250), ("2025-06-10T00:00:00Z", 380)]
        let progress = try #require(data(target: Target(kind: .atLeast, amount: 500), amounts: months)
            .targetProgress(of: mileage.id, at: now, timeZone: utc))
        #expect(progress.total == 380)
        #expect(progress.percent == 76)
        #expect(!progress.isMet)
        #expect(progress.streak == 3)
    }

    @Test func anAtLeastTargetMetThisPeriodCountsItInTheStreak() throws {
        let progress = try #require(data(target: Target(kind: .atLeast, amount: 300), amounts: [("2025-06-01T00:00:00Z", 300)])
            .targetProgress(of: mileage.id, at: now, timeZone: utc))
        #expect(progress.isMet)
        #expect(progress.streak == 1)    // May had nothing
    }

    @Test func atMostIsMetUntilItIsPassedAndEmptyPeriodsMeetIt() throws {
        let target = Target(kind: .atMost, amount: 300)
        let under = try #require(data(target: target, amounts: [("2025-06-03T00:00:00Z", 120)]).targetProgress(of: mileage.id, at: now, timeZone: utc))
        #expect(under.isMet && under.percent == 40)
        // January to May spent nothing: five months met; June is still open.
        #expect(under.streak == 5)
        let over = try #require(data(target: target, amounts: [("2025-06-03T00:00:00Z", 320)]).targetProgress(of: mileage.id, at: now, timeZone: utc))
        #expect(!over.isMet)
    }

    @Test func aRunningTimerCountsTowardsThisPeriod() throws {
        let progress = try #require(data(target: Target(kind: .atLeast, amount: 8), amounts: [("2025-06-15T06:00:00Z", 4)], running: "2025-06-15T10:00:00Z")
            .targetProgress(of: mileage.id, at: now, timeZone: utc))
        #expect(progress.total == 6)
        #expect(progress.percent == 75)
    }
}
