import AppCore
import Foundation

extension PeriodCalendar {
    /// The period `back` periods before the one containing `now` (0: that one), in one
    /// calendar step whatever `back` is: a chart scrolled years back costs no more than one
    /// at the current period.
    func period(_ back: Int, before now: Date) -> DateInterval {
        guard back > 0, let date = gregorian.date(byAdding: frequency.component, value: -back, to: now) else {
            return period(containing: now)
        }
        return period(containing: date)
    }

    /// The `count` periods ending `back` periods before the one containing `now`, oldest
    /// first.
    func periods(_ count: Int, endingBack back: Int, before now: Date) -> [DateInterval] {
        periods(count, endingWith: period(back, before: now).start)
    }

    /// How many periods the one containing `date` is before the one containing `now` (0 for
    /// the same period, negative when `date` comes later).
    func periodsBetween(_ date: Date, and now: Date) -> Int {
        let from = period(containing: date).start, to = period(containing: now).start
        return gregorian.dateComponents([frequency.component], from: from, to: to).value(for: frequency.component) ?? 0
    }

    private var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
