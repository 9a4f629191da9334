import AppCore
import Foundation
import Testing

/// The fast day computation must agree with Foundation's `Calendar` everywhere, including
/// zones with unusual offsets and with changes at midnight.
@Suite struct PeriodCalendarTests {
    @Test(arguments: [
        "Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe",
        "Asia/Kathmandu", "America/Santiago", "America/Sao_Paulo", "Pacific/Apia", "UTC",
    ])
    func daysAgreeWithFoundationsCalendar(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let days = PeriodCalendar(frequency: .daily, timeZone: zone)
        // Every 7 hours over 2011-2012 (Apia skipped 30 December 2011; Sao Paulo changed at
        // midnight then) and over 2024-2025.
        let starts = [date("2011-01-01T00:00:00Z"), date("2024-01-01T00:00:00Z")]
        let instants = starts.flatMap { start in (0..<2_500).map { start.addingTimeInterval(Double($0) * 7 * 3_600) } }

        let mismatches = instants.filter { days.period(containing: $0) != calendar.dateInterval(of: .day, for: $0) }

        #expect(mismatches == [])
    }

    @Test func theDaysBeforeAPeriodStepBackAcrossTheChange() {
        let days = PeriodCalendar(frequency: .daily, timeZone: berlin)

        let periods = days.periods(3, endingWith: date("2025-03-31T10:00:00Z"))

        #expect(periods == [
            period("2025-03-28T23:00:00Z", "2025-03-29T23:00:00Z"),
            period("2025-03-29T23:00:00Z", "2025-03-30T22:00:00Z"),
            period("2025-03-30T22:00:00Z", "2025-03-31T22:00:00Z"),
        ])
    }

    @Test func monthsAndYearsAreLocal() {
        let months = PeriodCalendar(frequency: .monthly, timeZone: berlin)
        let years = PeriodCalendar(frequency: .yearly, timeZone: berlin)

        #expect(months.period(containing: date("2025-10-31T23:30:00Z")) == period("2025-10-31T23:00:00Z", "2025-11-30T23:00:00Z"))
        #expect(years.period(containing: date("2025-06-01T00:00:00Z")) == period("2024-12-31T23:00:00Z", "2025-12-31T23:00:00Z"))
    }
}
