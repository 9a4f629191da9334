import AppCore
import Foundation

/// Dates as people and files write them: ISO 8601, with or without a time or a zone.
///
/// Accepted: `2025-06-15` (midnight), `2025-06-15T14:30`, `2025-06-15 14:30:05`,
/// `2025-06-15T14:30:05.25`, each optionally followed by `Z` or an offset such as `+02:00`.
/// Without a zone, the time is local to `timeZone`. Impossible dates (February 30th,
/// 25 o'clock) are refused rather than rolled over. The fraction of a second is read
/// exactly (see ``ExactSeconds``), and ``iso8601(_:)`` rounds to the nearest millisecond, so
/// a text with milliseconds reads back as itself: `.448` stays `.448`.
///
/// ```swift
/// DateText.parse("2025-06-15T14:30Z", in: .gmt)     // 2025-06-15 14:30:00 UTC
/// DateText.format(date, in: .current)              // "2025-06-15 16:30"
/// DateText.iso8601(date)                           // "2025-06-15T14:30:00.448Z"
/// ```

public enum DateText {
    /// The forms accepted, for error messages.
    public static let accepted = "YYYY-MM-DD, optionally followed by THH:MM[:SS] and Z or ±HH:MM"

    /// The instant a text names, or nil if it is not one of the accepted forms.
    ///
    /// About a microsecond for the export's own form (a UTC offset, a date since 1582-10-15,
    /// whose days are plain arithmetic): an import reads a million of them. Other texts go
    /// through the Gregorian calendar of `Calendar`, which counts earlier days as Julian.
    public static func parse(_ text: String, in timeZone: TimeZone) -> Date? {
        guard let fields = Fields(SpaceTrimming.trimmed(text)) else { return nil }
        let whole: Int64
        if let offset = fields.offset, fields.isGregorianByArithmetic {
            guard fields.isValidDay else { return nil }
            whole = fields.secondsSinceReferenceDate(offset: offset)
        } else {
            guard let seconds = calendarSeconds(fields, in: timeZone) else { return nil }
            whole = seconds
        }
        return ExactSeconds.join(whole: whole, fraction: fields.fraction).map(Date.init(timeIntervalSinceReferenceDate:))
    }

    /// The whole seconds `fields` name, through `Calendar`; nil for a date it rolls over.
    private static func calendarSeconds(_ fields: Fields, in timeZone: TimeZone) -> Int64? {
        guard let zone = fields.offset.map({ TimeZone(secondsFromGMT: $0) }) ?? timeZone else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: fields.year, month: fields.month, day: fields.day,
                                        hour: fields.hour, minute: fields.minute, second: fields.second)
        guard let date = calendar.date(from: components), isExact(date, components, calendar) else { return nil }
        return Int64(date.timeIntervalSinceReferenceDate)
    }

    /// `2025-06-15 16:30` in `timeZone`: minutes, for people; the year always has four
    /// digits (`0001-01-01 00:00`), as ``parse(_:in:)`` wants it back.
    public static func format(_ date: Date, in timeZone: TimeZone) -> String {
        var style = Date.VerbatimFormatStyle(
            format: "\(year: .padded(4))-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            timeZone: timeZone, calendar: Calendar(identifier: .gregorian)
        )
        style.locale = Locale(identifier: "en_US_POSIX")
        return date.formatted(style)
    }

    /// `2025-06-15T14:30:00.448Z`: UTC, rounded to the nearest millisecond, for files and
    /// scripts. A date outside ``AppCore/Item/timestampRange`` (an old database may hold
    /// one) is written by Foundation, as well as it can.
    public static func iso8601(_ date: Date) -> String {
        guard Item.isWithinRange(date) else {
            return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        }
        let milliseconds = Int64((date.timeIntervalSinceReferenceDate * 1_000).rounded())
        let (whole, rest) = (milliseconds.floorDivided(by: 1_000), milliseconds.floorModulo(1_000))
        let digits = String(rest)
        return utcSeconds(whole) + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// `2025-06-15T14:30:00.448Z`, or as many more digits as it takes to read back exactly
    /// the same instant (`…00.1234567Z`): the dates of the JSON export. Nil outside
    /// ``AppCore/Item/timestampRange``.
    public static func exactISO8601(_ date: Date) -> String? {
        guard Item.isWithinRange(date) else { return nil }
        let (whole, fraction) = ExactSeconds.split(date.timeIntervalSinceReferenceDate)
        return utcSeconds(whole) + "." + fraction.padding(toLength: max(3, fraction.count), withPad: "0", startingAt: 0) + "Z"
    }

    /// `2025-06-15T14:30:00`: the whole seconds since the reference date, in UTC, as the
    /// calendar that ``parse(_:in:)`` uses reads them.
    private static func utcSeconds(_ seconds: Int64) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSinceReferenceDate: Double(seconds)))
        func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
        let year = String(parts.year ?? 0)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year
            + "-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }

    /// Whether the calendar kept every field (it rolls "February 30th" over to March).
    private static func isExact(_ date: Date, _ components: DateComponents, _ calendar: Calendar) -> Bool {
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return back.year == components.year && back.month == components.month && back.day == components.day
            && back.hour == components.hour && back.minute == components.minute && back.second == components.second
    }
}

private extension Int64 {
    /// The quotient rounded down: -1 for -1 / 1000.
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }

    /// The remainder of ``floorDivided(by:)``, never negative.
    func floorModulo(_ divisor: Int64) -> Int64 {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
