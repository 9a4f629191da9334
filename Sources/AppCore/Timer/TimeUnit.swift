import Foundation

/// A unit of time a project can count in, so that a timer's elapsed seconds become an amount
/// in the project's own units.
///
/// A timer records time, so it runs only on a project whose ``Project/units`` name one of
/// these (case and surrounding spaces aside): `s`, `sec`, `second(s)`; `min`, `minute(s)`;
/// `h`, `hr(s)`, `hour(s)`; `d`, `day(s)`. Anything else (`km`, `€`, `m`, which could be
/// metres, or no units at all) is not time, and starting a timer there is refused with
/// ``AppError/timerNeedsTimeUnits(units:)``.
///
/// ```swift
/// TimeUnit(units: "min")?.amount(forSeconds: 90)   // 1.5
/// TimeUnit(units: "km")                              // nil
/// ```
public enum TimeUnit: String, CaseIterable, Codable, Hashable, Sendable {
    case seconds, minutes, hours, days

    /// The unit `units` names, or nil when it is not a unit of time.
    public init?(units: String) {
        switch units.trimmingCharacters(in: .whitespaces).lowercased() {
        case "s", "sec", "secs", "second", "seconds": self = .seconds
        case "min", "mins", "minute", "minutes": self = .minutes
        case "h", "hr", "hrs", "hour", "hours": self = .hours
        case "d", "day", "days": self = .days
        default: return nil
        }
    }

    /// How many seconds one unit lasts.
    public var seconds: TimeInterval {
        switch self {
        case .seconds: 1
        case .minutes: 60
        case .hours: 3_600
        case .days: 86_400
        }
    }

    /// `seconds` expressed in this unit.
    public func amount(forSeconds seconds: TimeInterval) -> Double {
        seconds / self.seconds
    }

    /// The units a person can give a project to use timers, for messages.
    public static let suggestion = "h, min or s"
}

/// How a running time reads, everywhere: the terminal's timer column, the status line and
/// `udf-tui timer status`.
///
/// Hours, minutes and seconds below a day; whole days in front beyond; never a second cut
/// off, never negative.
///
/// ```swift
/// ElapsedTime.text(247)          // "0:04:07"
/// ElapsedTime.text(274_325)      // "3d 04:12:05"
/// ```
public enum ElapsedTime {
    /// `seconds` (rounded down; zero when negative or not finite) as `H:MM:SS`, or
    /// `Nd HH:MM:SS` from a day on.
    public static func text(_ seconds: TimeInterval) -> String {
        let total = seconds.isFinite && seconds > 0 ? Int(min(seconds, Double(Int.max / 2)).rounded(.down)) : 0
        let (days, hours, minutes, rest) = (total / 86_400, total / 3_600 % 24, total / 60 % 60, total % 60)
        let clock = twoDigits(minutes) + ":" + twoDigits(rest)
        return days == 0 ? "\(hours):" + clock : "\(days)d " + twoDigits(hours) + ":" + clock
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
