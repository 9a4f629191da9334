import Foundation

/// The amounts of one project, newest first: the one place totals per period are summed
/// (``series(over:)``), for ``AppData/series(of:periods:endingAt:in:)`` and for a screen
/// that keeps a timeline per project and follows each change (``insert(_:)``,
/// ``remove(_:)``, ``replace(_:with:)``) instead of reading the items again.
///
/// ```swift
/// let timeline = AmountTimeline(unsorted: data.items.filter { $0.projectID == mileage }.map(AmountTimeline.Entry.init))
/// let months = PeriodCalendar(frequency: .monthly, timeZone: zone).periods(3, endingWith: now)
/// timeline.series(over: months).map(\.total)    // the last three months' totals, oldest first
/// ```
public struct AmountTimeline: Sendable {
    /// One amount and its moment.
    public struct Entry: Sendable {
        /// When the amount was recorded.
        public var timestamp: Date
        /// The amount.
        public var amount: Double

        /// An entry of `amount` at `timestamp`.
        public init(timestamp: Date, amount: Double) {
            self.timestamp = timestamp
            self.amount = amount
        }

        /// The moment and amount of `item`.
        public init(_ item: Item) {
            self.init(timestamp: item.timestamp, amount: item.amount)
        }
    }

    /// Newest first.
    public private(set) var entries: [Entry]

    /// A timeline of `entries` in any order: sorted once, O(n log n).
    public init(unsorted entries: [Entry]) {
        var entries = entries
        entries.sort { $0.timestamp > $1.timestamp }
        self.entries = entries
    }

    /// Entries already newest first, kept as they are.
    public init(newestFirst entries: [Entry]) {
        self.entries = entries
    }

    /// How many amounts the timeline holds.
    public var count: Int { entries.count }

    /// Adds an entry where its moment puts it: O(log n) and the move of the older entries.
    public mutating func insert(_ entry: Entry) {
        entries.insert(entry, at: firstIndex(before: entry.timestamp))
    }

    /// Removes one entry of this moment and amount (equal ones cannot be told apart), if any.
    public mutating func remove(_ entry: Entry) {
        if let index = index(of: entry) { entries.remove(at: index) }
    }

    /// Puts `after` in the place of `before` when they have one moment (an amount edited):
    /// O(log n), no entry moved; otherwise removes `before` and inserts `after`.
    public mutating func replace(_ before: Entry, with after: Entry) {
        if before.timestamp == after.timestamp, let index = index(of: before) {
            entries[index].amount = after.amount
        } else {
            remove(before)
            insert(after)
        }
    }

    /// The index of one entry of this moment and amount, if any.
    private func index(of entry: Entry) -> Int? {
        var index = firstIndex(before: Date(timeIntervalSinceReferenceDate: entry.timestamp.timeIntervalSinceReferenceDate.nextUp))
        while index < entries.count, entries[index].timestamp == entry.timestamp {
            if entries[index].amount == entry.amount { return index }
            index += 1
        }
        return nil
    }

    /// The count and total of each of the consecutive `periods`, given oldest first: O(log n +
    /// the entries in the periods), whatever the length of the project's history.
    public func series(over periods: [DateInterval]) -> [PeriodTotal] {
        guard let last = periods.last, let first = periods.first else { return [] }
        var counts = Array(repeating: 0, count: periods.count)
        var sums = Array(repeating: AmountSum(), count: periods.count)
        var period = periods.count - 1
        var index = firstIndex(before: last.end)
        while index < entries.count, entries[index].timestamp >= first.start {
            let timestamp = entries[index].timestamp
            while period > 0, timestamp < periods[period].start { period -= 1 }
            counts[period] += 1
            sums[period] += entries[index].amount
            index += 1
        }
        return periods.indices.map { PeriodTotal(period: periods[$0], count: counts[$0], total: sums[$0].value) }
    }

    /// The totals alone of ``series(over:)``.
    public func totals(over periods: [DateInterval]) -> [Double] {
        series(over: periods).map(\.total)
    }

    /// The index of the newest entry strictly before `date` (binary search).
    private func firstIndex(before date: Date) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].timestamp >= date { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension AppData {
    /// Every project's amounts, grouped in one pass over the items
    /// (``AppData/forEachItemByProject(_:)``), in the items' order: a project without items
    /// is not listed.
    public func amountEntriesByProject() -> [ProjectID: [AmountTimeline.Entry]] {
        var groups: [[AmountTimeline.Entry]] = []
        let positions = forEachItemByProject { group, item in
            if group == groups.count { groups.append([]) }
            groups[group].append(AmountTimeline.Entry(item))
        }
        return positions.mapValues { groups[$0] }
    }
}
