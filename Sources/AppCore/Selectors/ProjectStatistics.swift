import Foundation

/// Selectors for one project: its items in time order, sections by period, chart series,
/// grand total and running time. All are derived from the data on demand, never stored.
///
/// Totals are always summed newest item first, so a section, the matching point of a series
/// and the grand total agree to the last bit whatever order the items are stored in.
extension AppData {
    /// The items of a project, newest first (ties broken by id); empty for an unknown project.
    public func items(of projectID: ProjectID) -> [Item] {
        var result = items.elements.filter { $0.projectID == projectID }
        result.sort(by: Item.newestFirst)
        return result
    }

    /// The project's items grouped by calendar period in `timeZone`, newest period first.
    ///
    /// The period is the project's frequency (day, month or year). Empty periods are left
    /// out; see ``series(of:periods:endingAt:in:)`` for a gap-free series. O(n log n) in the
    /// project's items, with one calendar computation per section.
    ///
    /// ```swift
    /// let sections = data.sections(of: mileage, in: TimeZone(identifier: "Europe/Berlin")!)
    /// sections.first?.total    // this month's kilometres, if any
    /// ```
    public func sections(of projectID: ProjectID, in timeZone: TimeZone) -> [PeriodSection] {
        guard let project = projects[id: projectID] else { return [] }
        return Self.sections(of: items(of: projectID), periods: PeriodCalendar(frequency: project.frequency, timeZone: timeZone))
    }

    /// The totals of the last `count` periods up to the one containing `now`, oldest first,
    /// including periods without items (total zero), for charts.
    ///
    /// ```swift
    /// data.series(of: hours, periods: 7, endingAt: .now, in: .current).map(\.total)
    /// // [0, 7.5, 8, 6.25, 0, 0, 3]
    /// ```
    public func series(of projectID: ProjectID, periods count: Int, endingAt now: Date, in timeZone: TimeZone) -> [PeriodTotal] {
        guard let project = projects[id: projectID] else { return [] }
        let periods = PeriodCalendar(frequency: project.frequency, timeZone: timeZone)
        return Self.series(of: items(of: projectID), over: periods.periods(count, endingWith: now))
    }

    /// The sum of all the project's amounts; zero for an unknown project.
    public func grandTotal(of projectID: ProjectID) -> Double {
        items(of: projectID).reduce(0) { $0 + $1.amount }
    }

    /// The time the project's activity has been running at `instant`, in seconds, or `nil`
    /// if none is running.
    public func elapsedTime(of projectID: ProjectID, at instant: Date) -> TimeInterval? {
        activities[id: projectID]?.elapsed(at: instant)
    }

    /// Groups items sorted newest first into sections.
    static func sections(of sortedItems: [Item], periods: PeriodCalendar) -> [PeriodSection] {
        var sections: [PeriodSection] = []
        for item in sortedItems {
            if let last = sections.indices.last, sections[last].period.start <= item.timestamp {
                sections[last].items.append(item)
                sections[last].total += item.amount
            } else {
                let period = periods.period(containing: item.timestamp)
                sections.append(PeriodSection(period: period, items: [item], total: item.amount))
            }
        }
        return sections
    }

    /// Adds items sorted newest first into contiguous periods given oldest first: O(n + periods).
    static func series(of sortedItems: [Item], over periods: [DateInterval]) -> [PeriodTotal] {
        var totals = periods.map { PeriodTotal(period: $0, count: 0, total: 0) }
        var index = totals.count - 1
        for item in sortedItems {
            while index >= 0, item.timestamp < totals[index].period.start {
                index -= 1
            }
            guard index >= 0 else { break }
            guard totals[index].period.holds(item.timestamp) else { continue }
            totals[index].count += 1
            totals[index].total += item.amount
        }
        return totals
    }
}

extension Item {
    /// The order of items in sections: newest timestamp first, then by id.
    static func newestFirst(_ lhs: Item, _ rhs: Item) -> Bool {
        lhs.timestamp != rhs.timestamp ? lhs.timestamp > rhs.timestamp : lhs.id > rhs.id
    }
}
