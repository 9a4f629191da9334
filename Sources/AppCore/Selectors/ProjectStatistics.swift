import Foundation

/// Selectors for one project: its items in time order, sections by period, chart series,
/// grand total and running time. All are derived from the data on demand, never stored.
///
/// Totals are always summed newest item first, so a section, the matching point of a series
/// and the grand total agree to the last bit whatever order the items are stored in.
extension AppData {
    /// The items of a project, newest first (ties broken by id); empty for an unknown project.
    /// One pass over the items; no sort when they are stored newest first or oldest first
    /// (as items entered in time order are), O(n log n) otherwise.
    public func items(of projectID: ProjectID) -> [Item] {
        let all = items.array    // read as an array: faster than through the list's indices
        var result: [Item] = []
        result.reserveCapacity(all.count { $0.projectID == projectID })
        for item in all where item.projectID == projectID {
            result.append(item)
        }
        if Self.isNewestFirst(result) { return result }
        result.reverse()
        if !Self.isNewestFirst(result) { result.sort(by: Item.newestFirst) }
        return result
    }

    /// Whether `items` are in AppCore's order (``Item/newestFirst(_:_:)``): O(n),
    /// reading two fields of each item rather than copying it.
    static func isNewestFirst(_ items: [Item]) -> Bool {
        for index in items.indices.dropFirst() {
            let newer = items[index - 1].timestamp, older = items[index].timestamp
            if newer < older || (newer == older && items[index - 1].id < items[index].id) { return false }
        }
        return true
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
        return ProjectItems(of: projectID, in: self, frequency: project.frequency, timeZone: timeZone).sections
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
        let timeline = AmountTimeline(unsorted: items.array.filter { $0.projectID == projectID }.map(AmountTimeline.Entry.init))
        return timeline.series(over: periods.periods(count, endingWith: now))
    }

    /// The sum of all the project's amounts; zero for an unknown project.
    public func grandTotal(of projectID: ProjectID) -> Double {
        AmountSum(items.array.lazy.filter { $0.projectID == projectID }.map(\.amount)).value
    }

    /// The time the project's activity has been running at `instant`, in seconds, or `nil`
    /// if none is running.
    public func elapsedTime(of projectID: ProjectID, at instant: Date) -> TimeInterval? {
        activities[id: projectID]?.elapsed(at: instant)
    }

    /// What the project's running timer would record if stopped at `instant`, in the
    /// project's units; zero when none runs. The current period's figures add it, since a
    /// stop records the item in the period it ends in.
    public func runningAmount(of projectID: ProjectID, at instant: Date) -> Double {
        guard let activity = activities[id: projectID], let project = projects[id: projectID] else { return 0 }
        return activity.amount(at: instant, units: project.units)
    }

    /// Groups items sorted newest first into sections: O(n), one period computation per
    /// section; the sections are views into `sortedItems`, no item copied.
    static func sections(of sortedItems: [Item], periods: PeriodCalendar) -> [PeriodSection] {
        var sections: [PeriodSection] = []
        var start = 0
        while start < sortedItems.count {
            let period = periods.period(containing: sortedItems[start].timestamp)
            var total = AmountSum(sortedItems[start].amount)
            var end = start + 1
            while end < sortedItems.count, sortedItems[end].timestamp >= period.start {
                total += sortedItems[end].amount
                end += 1
            }
            sections.append(PeriodSection(period: period, items: SectionItems(sortedItems[start..<end]), total: total.value))
            start = end
        }
        return sections
    }
}

extension Item {
    /// The order of items everywhere in the selectors: newest timestamp first, then the
    /// higher id first, so that the order is total and never depends on storage order.
    static func newestFirst(_ lhs: Item, _ rhs: Item) -> Bool {
        lhs.timestamp != rhs.timestamp ? lhs.timestamp > rhs.timestamp : lhs.id > rhs.id
    }
}
