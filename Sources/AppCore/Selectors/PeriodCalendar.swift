import Foundation

/// The calendar periods (days, months or years) of one frequency in one time zone.
///
/// Periods are half-open intervals `[start, end)` between local midnights, so a day is 23
/// or 25 hours long when daylight-saving time starts or ends. Use it to label or step
/// through the periods the selectors return:
///
/// ```swift
/// let days = PeriodCalendar(frequency: .daily, timeZone: TimeZone(identifier: "Europe/Berlin")!)
/// let today = days.period(containing: .now)
/// let yesterday = days.period(before: today)
/// ```
///
/// Foundation's `Calendar.dateInterval(of:for:)` costs several microseconds a call, too
/// much for a daily series over years of items; days without an offset change are computed
/// from the zone's offset instead (a fraction of that), and only the few days around a
/// change go through `Calendar`.
public struct PeriodCalendar: Sendable {
    /// The length of the periods.
    public let frequency: Frequency
    /// The zone whose local midnights bound the periods.
    public let timeZone: TimeZone
    private let calendar: Calendar

    /// Creates the periods of `frequency` in `timeZone`, on the Gregorian calendar.
    public init(frequency: Frequency, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.frequency = frequency
        self.timeZone = timeZone
        self.calendar = calendar
    }

    /// The period that contains `date`.
    public func period(containing date: Date) -> DateInterval {
        if frequency == .daily, let day = dayWithoutOffsetChange(containing: date) {
            return day
        }
        // Foundation returns nil only for dates outside any calendar's range; an empty
        // interval keeps callers going without inventing a period.
        return calendar.dateInterval(of: frequency.component, for: date) ?? DateInterval(start: date, duration: 0)
    }

    /// The period just before `period`.
    public func period(before period: DateInterval) -> DateInterval {
        self.period(containing: period.start.addingTimeInterval(-1))
    }

    /// The `count` periods that end with the one containing `date`, oldest first.
    public func periods(_ count: Int, endingWith date: Date) -> [DateInterval] {
        guard count > 0 else { return [] }
        var periods = [period(containing: date)]
        periods.reserveCapacity(count)
        while periods.count < count, let earliest = periods.last {
            periods.append(period(before: earliest))
        }
        return periods.reversed()
    }

    /// The local day containing `date`, computed from the zone's offset, or `nil` if the
    /// offset changes during that day (time zones change offset at most once a day).
    private func dayWithoutOffsetChange(containing date: Date) -> DateInterval? {
        let offset = timeZone.secondsFromGMT(for: date)
        let localSeconds = date.timeIntervalSinceReferenceDate + TimeInterval(offset)
        let localMidnight = (localSeconds / 86_400).rounded(.down) * 86_400
        let start = Date(timeIntervalSinceReferenceDate: localMidnight - TimeInterval(offset))
        let end = start.addingTimeInterval(86_400)
        guard timeZone.secondsFromGMT(for: start) == offset, timeZone.secondsFromGMT(for: end) == offset else {
            return nil
        }
        return DateInterval(start: start, end: end)
    }
}

extension DateInterval {
    /// Whether `date` is in the half-open interval `[start, end)`; Foundation's `contains`
    /// includes the end, which belongs to the next period.
    func holds(_ date: Date) -> Bool {
        start <= date && date < end
    }
}
