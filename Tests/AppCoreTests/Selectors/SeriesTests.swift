import AppCore
import Foundation
import UDFKit
import Testing

@Suite struct SeriesTests {
    let data = AppData(projects: [hoursWorked], items: [
        Item(id: ItemID(201), projectID: ProjectID(2), amount: 7.5, timestamp: date("2025-03-28T08:00:00Z")),
        Item(id: ItemID(202), projectID: ProjectID(2), amount: 2, timestamp: date("2025-03-30T08:00:00Z")),
        Item(id: ItemID(203), projectID: ProjectID(2), amount: 4.25, timestamp: date("2025-03-30T20:00:00Z")),
        Item(id: ItemID(204), projectID: ProjectID(2), amount: 99, timestamp: date("2025-04-02T08:00:00Z")),
    ])

    @Test func aDailySeriesAcrossTheSpringChangeHasEveryDayOldestFirstWithEmptyOnes() {
        let series = data.series(of: ProjectID(2), periods: 4, endingAt: date("2025-03-31T12:00:00Z"), in: berlin)

        #expect(series == [
            PeriodTotal(period: period("2025-03-27T23:00:00Z", "2025-03-28T23:00:00Z"), count: 1, total: 7.5),
            PeriodTotal(period: period("2025-03-28T23:00:00Z", "2025-03-29T23:00:00Z"), count: 0, total: 0),
            PeriodTotal(period: period("2025-03-29T23:00:00Z", "2025-03-30T22:00:00Z"), count: 2, total: 6.25),
            PeriodTotal(period: period("2025-03-30T22:00:00Z", "2025-03-31T22:00:00Z"), count: 0, total: 0),
        ])
    }

    @Test func aMonthlySeriesCrossesTheYear() {
        var monthly = data
        monthly.projects[id: monthly.projects[0].id]?.frequency = .monthly

        let series = monthly.series(of: ProjectID(2), periods: 5, endingAt: date("2025-04-15T00:00:00Z"), in: berlin)

        #expect(series.map(\.period.start) == [
            date("2024-11-30T23:00:00Z"), date("2024-12-31T23:00:00Z"), date("2025-01-31T23:00:00Z"),
            date("2025-02-28T23:00:00Z"), date("2025-03-31T22:00:00Z"),
        ])
        #expect(series.map(\.total) == [0, 0, 0, 13.75, 99])
    }

    @Test func seriesPeriodsAreContiguous() {
        let series = data.series(of: ProjectID(2), periods: 400, endingAt: date("2025-11-01T00:00:00Z"), in: berlin)

        #expect(series.count == 400)
        #expect(zip(series, series.dropFirst()).allSatisfy { $0.period.end == $1.period.start })
    }

    @Test func noPeriodsOrAnUnknownProjectGiveAnEmptySeries() {
        #expect(data.series(of: ProjectID(2), periods: 0, endingAt: date("2025-03-31T12:00:00Z"), in: berlin) == [])
        #expect(data.series(of: ProjectID(9), periods: 3, endingAt: date("2025-03-31T12:00:00Z"), in: berlin) == [])
    }

    @Test func theGrandTotalAddsEveryItemOfTheProject() {
        #expect(data.grandTotal(of: ProjectID(2)) == 112.75)
        #expect(data.grandTotal(of: ProjectID(9)) == 0)
    }

    @Test func elapsedTimeIsMeasuredFromTheStartAndNeverNegative() {
        var running = data
        running.activities = [Activity(projectID: ProjectID(2), startedAt: date("2025-03-31T09:00:00Z"))]

        #expect(running.elapsedTime(of: ProjectID(2), at: date("2025-03-31T10:30:00Z")) == 5_400)
        #expect(running.elapsedTime(of: ProjectID(2), at: date("2025-03-31T08:00:00Z")) == 0)
        #expect(running.elapsedTime(of: ProjectID(1), at: date("2025-03-31T10:30:00Z")) == nil)
    }

    @Test func aTimelineFollowedThroughChangesSumsAsOneBuiltAgain() {
        let months = PeriodCalendar(frequency: .monthly, timeZone: berlin).periods(3, endingWith: date("2025-04-02T12:00:00Z"))
        let march = AmountTimeline.Entry(timestamp: date("2025-03-10T08:00:00Z"), amount: 12.5)
        let april = AmountTimeline.Entry(timestamp: date("2025-04-01T08:00:00Z"), amount: 40)
        var followed = AmountTimeline(unsorted: [march])

        followed.insert(april)
        followed.replace(march, with: AmountTimeline.Entry(timestamp: march.timestamp, amount: 20))
        followed.remove(AmountTimeline.Entry(timestamp: march.timestamp, amount: 99))    // not there: nothing removed

        let fresh = AmountTimeline(unsorted: [april, AmountTimeline.Entry(timestamp: march.timestamp, amount: 20)])
        #expect(followed.series(over: months) == fresh.series(over: months))
        #expect(followed.series(over: months).map(\.count) == [0, 1, 1])
        #expect(followed.totals(over: months) == [0, 20, 40])
    }

    @Test func seriesOfNoPeriodsIsEmpty() {
        #expect(AmountTimeline(unsorted: []).series(over: []) == [])
        #expect(data.series(of: ProjectID(2), periods: 0, endingAt: date("2025-04-02T12:00:00Z"), in: berlin) == [])
    }
}
