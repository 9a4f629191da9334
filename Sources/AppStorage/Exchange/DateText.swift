import Foundation

/// Dates as people and files write them: ISO 8601, with or without a time or a zone.
///
/// Accepted: `2025-06-15` (midnight), `2025-06-15T14:30`, `2025-06-15 14:30:05`,
/// `2025-06-15T14:30:05.25`, each optionally followed by `Z` or an offset such as `+02:00`.
/// Without a zone, the time is local to `timeZone`. Impossible dates (February 30th,
/// 25 o'clock) are refused rather than rolled over.
///
/// ```swift
/// DateText.parse("2025-06-15T14:30Z", in: .gmt)     // 2025-06-15 14:30:00 UTC
/// DateText.format(date, in: .current)              // "2025-06-15 16:30"
/// ```

public enum DateText {
    /// The forms accepted, for error messages.
    public static let accepted = "YYYY-MM-DD, optionally followed by THH:MM[:SS] and Z or ±HH:MM"

    /// The instant a text names, or nil if it is not one of the accepted forms.
    public static func parse(_ text: String, in timeZone: TimeZone) -> Date? {
        let pattern = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/
        guard let match = text.trimmingCharacters(in: .whitespaces).wholeMatch(of: pattern) else { return nil }
        let zone = match.8.map { offsetZone(String($0)) } ?? timeZone
        guard let zone else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(
            year: Int(match.1), month: Int(match.2), day: Int(match.3),
            hour: match.4.flatMap { Int($0) } ?? 0, minute: match.5.flatMap { Int($0) } ?? 0,
            second: match.6.flatMap { Int($0) } ?? 0
        )
        guard let date = calendar.date(from: components), isExact(date, components, calendar) else { return nil }
        return date.addingTimeInterval(match.7.flatMap { Double("0" + $0) } ?? 0)
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

    /// `2025-06-15T14:30:00.000Z`: UTC with milliseconds, for files and scripts.
    public static func iso8601(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    private static func offsetZone(_ text: String) -> TimeZone? {
        if text == "Z" { return .gmt }
        let digits = text.dropFirst().filter(\.isNumber)
        guard digits.count == 4, let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)),
              hours < 24, minutes < 60 else { return nil }
        let seconds = (hours * 3_600 + minutes * 60) * (text.hasPrefix("-") ? -1 : 1)
        return TimeZone(secondsFromGMT: seconds)
    }

    /// Whether the calendar kept every field (it rolls "February 30th" over to March).
    private static func isExact(_ date: Date, _ components: DateComponents, _ calendar: Calendar) -> Bool {
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return back.year == components.year && back.month == components.month && back.day == components.day
            && back.hour == components.hour && back.minute == components.minute && back.second == components.second
    }
}
