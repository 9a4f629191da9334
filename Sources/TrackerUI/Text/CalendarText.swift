import AppCore
import Foundation
import TerminalUI

/// Dates, times and periods as the screens write and read them, in one time zone, with
/// English month and weekday names whatever the locale (so snapshots are stable).
///
/// ```swift
/// let text = CalendarText(timeZone: TimeZone(identifier: "UTC")!)
/// text.dateTime(SampleData.referenceDate)                       // "2025-06-15 12:00"
/// text.periodTitle(startingAt: june, frequency: .monthly)      // "June 2025"
/// text.date(fromDate: "2025-06-15", time: "12:00")             // the same instant
/// ```
public struct CalendarText: Sendable {
    /// The zone dates are shown and read in.
    public let timeZone: TimeZone
    private let calendar: Calendar

    static let months = ["January", "February", "March", "April", "May", "June", "July",
                         "August", "September", "October", "November", "December"]
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// Creates the texts of `timeZone` on the Gregorian calendar.
    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.timeZone = timeZone
        self.calendar = calendar
    }

    /// "2025-06-15"; the year always has four digits ("0001-01-01"), so dates line up.
    public func date(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return Self.year(parts.year ?? 0) + "-" + NumberText.twoDigits(parts.month ?? 0) + "-" + NumberText.twoDigits(parts.day ?? 0)
    }

    /// "14:05".
    public func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return NumberText.twoDigits(parts.hour ?? 0) + ":" + NumberText.twoDigits(parts.minute ?? 0)
    }

    /// "2025-06-15 14:05".
    public func dateTime(_ date: Date) -> String {
        self.date(date) + " " + time(date)
    }

    /// The heading of a period: "Sun 15 Jun 2025", "June 2025" or "2025" (four-digit years).
    public func periodTitle(startingAt start: Date, frequency: Frequency) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: start)
        let year = Self.year(parts.year ?? 0)
        let month = Self.months[((parts.month ?? 1) - 1 + 12) % 12]
        switch frequency {
        case .daily:
            let weekday = Self.weekdays[((parts.weekday ?? 1) - 1 + 7) % 7]
            return "\(weekday) \(parts.day ?? 0) \(month.prefix(3)) \(year)"
        case .monthly:
            return "\(month) \(year)"
        case .yearly:
            return year
        }
    }

    /// The short label under a chart bar: "15", "Jun" or "'25".
    public func periodLabel(startingAt start: Date, frequency: Frequency) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: start)
        switch frequency {
        case .daily: return "\(parts.day ?? 0)"
        case .monthly: return String(Self.months[((parts.month ?? 1) - 1 + 12) % 12].prefix(3))
        case .yearly: return "'" + NumberText.twoDigits((parts.year ?? 0) % 100)
        }
    }

    /// What a chart writes under its labels where a new group of bars begins, and under its
    /// first bar (`isFirst`): the year under a month ("2025"), the month and year under a day
    /// ("Jun 2025"); otherwise, and for years, nothing.
    public func periodGroup(startingAt start: Date, frequency: Frequency, isFirst: Bool) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: start)
        switch frequency {
        case .daily where isFirst || parts.day == 1:
            return "\(Self.months[((parts.month ?? 1) - 1 + 12) % 12].prefix(3)) \(Self.year(parts.year ?? 0))"
        case .monthly where isFirst || parts.month == 1:
            return Self.year(parts.year ?? 0)
        case .daily, .monthly, .yearly:
            return ""
        }
    }

    /// The instant of a date ("2025-06-15") and a time ("14:05" or "9:30") typed in a form, or
    /// `nil` when either is not a real date or time.
    public func date(fromDate dateText: String, time timeText: String) -> Date? {
        guard let day = Self.numbers(dateText, separator: "-", count: 3),
              let clock = Self.numbers(timeText, separator: ":", count: 2),
              (0...23).contains(clock[0]), (0...59).contains(clock[1]) else { return nil }
        let wanted = DateComponents(year: day[0], month: day[1], day: day[2], hour: clock[0], minute: clock[1])
        guard let date = calendar.date(from: wanted) else { return nil }
        let found = calendar.dateComponents([.year, .month, .day], from: date)
        return found.year == day[0] && found.month == day[1] && found.day == day[2] ? date : nil
    }

    /// Whether `text` is a real date such as "2025-06-15".
    public func isDate(_ text: String) -> Bool {
        date(fromDate: text, time: "12:00") != nil
    }

    /// Whether `text` is a time of day such as "14:05".
    public func isTime(_ text: String) -> Bool {
        date(fromDate: "2000-01-01", time: text) != nil
    }

    /// The current period in words: "today", "this month" or "this year".
    public static func currentPeriodName(_ frequency: Frequency) -> String {
        switch frequency {
        case .daily: "today"
        case .monthly: "this month"
        case .yearly: "this year"
        }
    }

    /// The word for one period: "day", "month" or "year".
    public static func periodNoun(_ frequency: Frequency) -> String {
        switch frequency {
        case .daily: "day"
        case .monthly: "month"
        case .yearly: "year"
        }
    }

    /// A year in at least four digits: "0001", "2025", "12345".
    static func year(_ value: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func numbers(_ text: String, separator: Character, count: Int) -> [Int]? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == count, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }) else { return nil }
        let values = parts.compactMap { Int($0) }
        return values.count == count && values.allSatisfy({ $0 >= 0 }) ? values : nil
    }
}
