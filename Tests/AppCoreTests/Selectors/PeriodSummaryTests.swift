import AppCore
import Foundation
import Testing

/// `udf-tui report`'s numbers: this span against the previous one, per project and per units.
@Suite struct PeriodSummaryTests {
    let utc = TimeZone(identifier: "UTC") ?? .gmt
    let car = Project(id: ProjectID(3), title: "Second car", units: "km", frequency: .monthly,
                      createdAt: date("2025-03-01T09:00:00Z"), updatedAt: date("2025-03-01T09:00:00Z"))

    func item(_ number: UInt64, _ project: ProjectID, _ amount: Double, _ at: String) -> Item {
        Item(id: ItemID(number), projectID: project, amount: amount, timestamp: date(at))
    }

    var data: AppData {
        AppData(projects: [mileage, hoursWorked, car], items: [
            item(101, mileage.id, 380, "2025-06-10T08:00:00Z"),      // this month, this week
            item(102, mileage.id, 417, "2025-05-14T02:24:00Z"),      // last month
            item(103, mileage.id, 50, "2025-05-31T23:59:59Z"),       // last month's last second
            item(104, mileage.id, 7, "2025-07-01T00:00:00Z"),        // next month: neither
            item(105, car.id, 20, "2025-06-01T00:00:00Z"),           // this month's first second
            item(106, hoursWorked.id, 8, "2025-04-30T12:00:00Z"),    // two months ago: neither
        ])
    }

    let now = date("2025-06-15T12:00:00Z")    // a Sunday

    @Test func aMonthAgainstTheOneBeforeAndPerUnits() {
        let summary = PeriodSummary(data: data, span: .month, now: now, timeZone: utc)

        #expect(summary.current == DateInterval(start: date("2025-06-01T00:00:00Z"), end: date("2025-07-01T00:00:00Z")))
        #expect(summary.previous == DateInterval(start: date("2025-05-01T00:00:00Z"), end: date("2025-06-01T00:00:00Z")))
        let rows = Dictionary(uniqueKeysWithValues: summary.projects.map { ($0.title, $0) })
        #expect(rows["Mileage"] == PeriodSummary.Row(title: "Mileage", units: "km", current: 380, previous: 467))
        #expect(rows["Second car"] == PeriodSummary.Row(title: "Second car", units: "km", current: 20, previous: 0))
        #expect(rows["Hours worked"] == PeriodSummary.Row(title: "Hours worked", units: "h", current: 0, previous: 0))
        #expect(summary.units.map(\.title).sorted() == ["h", "km"])
        #expect(summary.units.first { $0.units == "km" } == PeriodSummary.Row(title: "km", units: "km", current: 400, previous: 467))
        #expect(rows["Mileage"]?.changePercent.map { ($0 * 10).rounded() / 10 } == -18.6)
        #expect(rows["Second car"]?.changePercent == nil)
    }

    @Test func weeksStartOnMondayAndYearsOnTheFirstOfJanuary() {
        let week = PeriodSummary(data: data, span: .week, now: now, timeZone: utc)
        #expect(week.current.start == date("2025-06-09T00:00:00Z"))
        #expect(week.projects.first { $0.title == "Mileage" }?.current == 380)
        #expect(week.previous.start == date("2025-06-02T00:00:00Z"))
        // Sunday June 1st belongs to the week before the previous one.
        #expect(week.projects.first { $0.title == "Second car" }?.previous == 0)

        let year = PeriodSummary(data: data, span: .year, now: now, timeZone: utc)
        #expect(year.current == DateInterval(start: date("2025-01-01T00:00:00Z"), end: date("2026-01-01T00:00:00Z")))
        #expect(year.units.first { $0.units == "km" }?.current == 874)
    }

    @Test func aRunningTimerCountsInTheCurrentSpan() {
        var data = data
        data.activities.append(Activity(projectID: hoursWorked.id, startedAt: date("2025-06-15T09:00:00Z")))
        let summary = PeriodSummary(data: data, span: .month, now: now, timeZone: utc)
        #expect(summary.projects.first { $0.title == "Hours worked" }?.current == 3)
    }

    @Test func theDayBoundariesAreThoseOfTheTimeZone() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
        // 2025-05-31T23:59:59Z is already June 1st in Tokyo.
        let summary = PeriodSummary(data: data, span: .month, now: now, timeZone: tokyo)
        #expect(summary.projects.first { $0.title == "Mileage" } == PeriodSummary.Row(title: "Mileage", units: "km", current: 430, previous: 417))
    }

    @Test(arguments: [
        (380.0, 417.0, "-9%"), (72, 35, "+106%"), (5, 5, "0%"), (6, 0, "new"), (0, 0, "—"), (-3, 0, "new"),
        (0, 9_800, "-100%"), (10, -5, "+300%"),
        // From a tiny total before, the percentage passes any integer (1e12 / 1e-300 is infinite).
        (1e12, 1e-300, ">+9999%"), (-1e12, 1e-300, "<-9999%"), (101, 1, ">+9999%"), (100.98, 1, "+9998%"),
    ])
    func theChangeReadsAsAPercentageAndNeverTraps(current: Double, previous: Double, text: String) {
        #expect(PeriodSummary.Row(title: "Mileage", units: "km", current: current, previous: previous).changeText == text)
    }
}
