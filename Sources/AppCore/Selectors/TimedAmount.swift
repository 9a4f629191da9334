import Foundation

/// What the series and totals read of an item: its moment, its amount and, to order ties,
/// its id. Both ``Item`` and the leaner ``AmountEntry`` provide it.
protocol TimedAmount {
    var id: ItemID { get }
    var timestamp: Date { get }
    var amount: Double { get }
}

extension Item: TimedAmount {}

/// The plain-data part of an item (no notes), so that series over 100,000 items copy and
/// sort 40-byte values with no reference counting.
struct AmountEntry: TimedAmount {
    var id: ItemID
    var timestamp: Date
    var amount: Double

    init(_ item: Item) {
        id = item.id
        timestamp = item.timestamp
        amount = item.amount
    }
}

extension TimedAmount {
    /// The order of items everywhere in the selectors: newest timestamp first, then by id.
    /// Summing in this order makes totals independent of the order items are stored in.
    static func newestFirst(_ lhs: Self, _ rhs: Self) -> Bool {
        lhs.timestamp != rhs.timestamp ? lhs.timestamp > rhs.timestamp : lhs.id > rhs.id
    }
}

extension AppData {
    /// The amounts of a project, newest first.
    func amountEntries(of projectID: ProjectID) -> [AmountEntry] {
        var result: [AmountEntry] = []
        for item in items where item.projectID == projectID {
            result.append(AmountEntry(item))
        }
        result.sort(by: AmountEntry.newestFirst)
        return result
    }

    /// Adds amounts sorted newest first into contiguous periods given oldest first:
    /// O(n + periods).
    static func series(of sorted: [some TimedAmount], over periods: [DateInterval]) -> [PeriodTotal] {
        var totals = periods.map { PeriodTotal(period: $0, count: 0, total: 0) }
        var sums = Array(repeating: AmountSum(), count: totals.count)
        var index = totals.count - 1
        for entry in sorted {
            while index >= 0, entry.timestamp < totals[index].period.start {
                index -= 1
            }
            guard index >= 0 else { break }
            guard totals[index].period.holds(entry.timestamp) else { continue }
            totals[index].count += 1
            sums[index] += entry.amount
        }
        for index in totals.indices { totals[index].total = sums[index].value }
        return totals
    }
}
