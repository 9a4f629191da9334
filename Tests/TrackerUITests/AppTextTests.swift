import AppCore
import Foundation
import TerminalUI
import TerminalUITesting
import Testing
import TrackerUI

@Suite("App text: amounts, durations, dates")
struct AppTextTests {
    @Test func amountsHaveAtMostTwoDecimalsAndGroupedThousands() {
        let values: [Double] = [0, 412, 7.25, 7.5, 10_212.5, 1_234_567.891, -0.004, -3.1, 0.05]
        #expect(values.map { NumberText.amount($0) }
            == ["0", "412", "7.25", "7.5", "10,212.5", "1,234,567.89", "-0.004", "-3.1", "0.05"])
        #expect(NumberText.amount(6.5, units: "h") == "6.5 h")
        #expect(NumberText.amount(3, units: "") == "3")
    }

    @Test func countsHaveGroupedThousands() {
        #expect([0, 7, 999, 1_000, 325_000, 1_000_000, -12_345, Int.max, Int.min].map(NumberText.count)
            == ["0", "7", "999", "1,000", "325,000", "1,000,000", "-12,345", "9,223,372,036,854,775,807", "-9,223,372,036,854,775,808"])
    }

    @Test func tinyAmountsKeepTwoSignificantDigitsAndNeverReadZero() {
        let values: [Double] = [0.000001, 0.0012345, -0.004, 0.00499, 0.005, 1.5e-9, -2e-12]
        #expect(values.map { NumberText.amount($0) }
            == ["0.000001", "0.0012", "-0.004", "0.005", "0.01", "1.5e-09", "-2e-12"])
        #expect(NumberText.amount(0.000001, units: "km", width: 12) == "0.000001 km")
    }

    @Test func largeAmountsAreShortenedToFitTheirWidthKeepingTheUnits() {
        #expect(NumberText.amount(12_345_678.9, units: "km", width: 15) == "12,345,678.9 km")
        #expect(NumberText.amount(12_345_678.9, units: "km", width: 12) == "12.3M km")
        #expect(NumberText.amount(-1_234.5, units: "€", width: 6) == "-1.23k €")
        #expect(NumberText.amount(999_999, units: "", width: 5) == "1M")
        #expect(NumberText.amount(123_456_789_012, units: "h", width: 8) == "123G h")
        #expect(NumberText.amount(5_000_000_000_000, units: "", width: 4) == "5T")
        #expect(NumberText.amount(412.25, units: "km", width: 4) == "412.25 km")   // nothing shorter: the column cuts it
    }

    @Test func editableAmountsReadBackExactly() {
        let values: [Double] = [412, 7.5, 0.1, 1.0 / 3, 1e20]
        #expect(values.map(NumberText.editable) == ["412", "7.5", "0.1", "0.3333333333333333", "1e+20"])
        #expect(values.map { NumberText.parseAmount(NumberText.editable($0)) } == values)
    }

    @Test func typedAmountsAcceptADecimalCommaAndRefuseWords() {
        let typed = ["12,5", "1,204.5", " 3 ", "-2", "abc", "", "1.2.3", "nan", "1e999"]
        #expect(typed.map(NumberText.parseAmount) == [12.5, 1204.5, 3, -2, nil, nil, nil, nil, .infinity])
    }

    @Test func elapsedTimesAreHoursMinutesSeconds() {
        #expect([0, 59.9, 247, 7_509, 43_200, -5].map(NumberText.elapsed) == ["0:00:00", "0:00:59", "0:04:07", "2:05:09", "12:00:00", "0:00:00"])
    }

    @Test func datesAndPeriodsAreWrittenInTheTimeZone() throws {
        let tokyo = CalendarText(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        let reference = SampleData.referenceDate    // 2025-06-15 12:00 UTC, 21:00 in Tokyo
        #expect(tokyo.dateTime(reference) == "2025-06-15 21:00")
        #expect(tokyo.periodTitle(startingAt: reference, frequency: .daily) == "Sun 15 Jun 2025")
        #expect(tokyo.periodTitle(startingAt: reference, frequency: .monthly) == "June 2025")
        #expect(tokyo.periodTitle(startingAt: reference, frequency: .yearly) == "2025")
        #expect(Frequency.allCases.map { tokyo.periodLabel(startingAt: reference, frequency: $0) } == ["15", "Jun", "'25"])
    }

    @Test func yearsAlwaysHaveFourDigitsSoDatesLineUp() throws {
        let text = CalendarText(timeZone: utc)
        let yearOne = try #require(text.date(fromDate: "0001-01-01", time: "00:00"))
        #expect(text.dateTime(yearOne) == "0001-01-01 00:00")
        #expect(text.periodTitle(startingAt: yearOne, frequency: .daily) == "Sat 1 Jan 0001")   // Foundation's calendar is Julian before 1582
        #expect(text.periodTitle(startingAt: yearOne, frequency: .monthly) == "January 0001")
        #expect(text.periodTitle(startingAt: yearOne, frequency: .yearly) == "0001")
        let year999 = try #require(text.date(fromDate: "0999-12-31", time: "23:59"))
        #expect(text.dateTime(year999) == "0999-12-31 23:59")
    }

    @Test func typedDatesAndTimesMustExist() {
        let text = CalendarText(timeZone: utc)
        #expect(text.date(fromDate: "2025-06-15", time: "12:00") == SampleData.referenceDate)
        #expect(text.date(fromDate: "2025-6-15", time: "9:05") == SampleData.referenceDate.addingTimeInterval(-10_500))
        let refused = [("2025-02-30", "12:00"), ("2025-13-01", "12:00"), ("15/06/2025", "12:00"),
                       ("2025-06-15", "24:00"), ("2025-06-15", "12:60"), ("2025-06-15", "noon"), ("", "")]
        #expect(refused.map { text.date(fromDate: $0.0, time: $0.1) } == Array(repeating: nil, count: refused.count))
    }
}
