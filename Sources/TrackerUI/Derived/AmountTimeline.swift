import AppCore
import Foundation
import TerminalUI

/// The amounts of one project, newest first: what a list row needs for its item count and
/// its sparkline, without the items themselves.
struct AmountTimeline: Sendable {
    /// One amount and its moment.
    struct Entry: Sendable {
        var timestamp: Date
        var amount: Double

        init(timestamp: Date, amount: Double) {
            self.timestamp = timestamp
            self.amount = amount
        }

        init(_ item: Item) {
            self.init(timestamp: item.timestamp, amount: item.amount)
        }
    }

    /// Newest first.
    private(set) var entries: [Entry]

    init(unsorted entries: [Entry]) {
        var entries = entries
        entries.sort { $0.timestamp > $1.timestamp }
        self.entries = entries
    }

    /// Entries already newest first, kept as they are.
    init(newestFirst entries: [Entry]) {
        self.entries = entries
    }

    var count: Int { entries.count }

    /// Adds an entry where its moment puts it: O(log n) and the move of the older entries.
    mutating func insert(_ entry: Entry) {
        entries.insert(entry, at: firstIndex(before: entry.timestamp))
    }

    /// Removes one entry of this moment and amount (equal ones cannot be told apart), if any.
    mutating func remove(_ entry: Entry) {
        if let index = index(of: entry) { entries.remove(at: index) }
    }

    /// Puts `after` in the place of `before` when they have one moment (an amount edited):
    /// O(log n), no entry moved; otherwise removes `before` and inserts `after`.
    mutating func replace(_ before: Entry, with after: Entry) {
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

    /// The totals of consecutive `periods` given oldest first: O(log n + the entries in
    /// the periods), whatever the length of the project's history.
    func totals(over periods: [DateInterval]) -> [Double] {
        guard let last = periods.last, let first = periods.first else { return [] }
        var totals = Array(repeating: AmountSum(), count: periods.count)
        var period = periods.count - 1
        var index = firstIndex(before: last.end)
        while index < entries.count, entries[index].timestamp >= first.start {
            let timestamp = entries[index].timestamp
            while period > 0, timestamp < periods[period].start { period -= 1 }
            totals[period] += entries[index].amount
            index += 1
        }
        return totals.map(\.value)
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
    /// (``AppData/forEachItemByProject(_:)``).
    func amountEntriesByProject() -> [ProjectID: [AmountTimeline.Entry]] {
        var groups: [[AmountTimeline.Entry]] = []
        let positions = forEachItemByProject { group, item in
            if group == groups.count { groups.append([]) }
            groups[group].append(AmountTimeline.Entry(item))
        }
        return positions.mapValues { groups[$0] }
    }
}
