import AppCore
import Foundation
import TerminalUI

/// The items of one project as the project screen lists them: sections by period, each a
/// header row followed by its items, newest first.
///
/// Built once per change of the data (from AppCore's ``AppData/sections(of:in:)``);
/// everything a key or a frame then asks — the row of an item, the item of a row, a page
/// further — costs O(log sections), so a screen of a 100,000-item project is drawn in
/// time proportional to its visible rows.
///
/// ```swift
/// let detail = ProjectDetail(sections: data.sections(of: mileage, in: zone))
/// detail.row(ofItem: 0)        // 1: the first item comes after its section's header
/// detail.rowKind(0)            // .header(section: 0)
/// ```
public struct ProjectDetail: Sendable {
    /// What is on one row.
    public enum Row: Hashable, Sendable {
        /// The heading of section `section`.
        case header(section: Int)
        /// Item `index` (counted from zero across all sections), in section `section`.
        case item(section: Int, index: Int)
    }

    /// The sections, newest period first (a filter's made one by one when read:
    /// ``DetailSections``).
    public let sections: DetailSections
    /// The index of the first item of each section, plus the item count at the end.
    private let itemStarts: [Int]
    /// The sum of all amounts.
    public let grandTotal: Double

    /// Lays out `sections` (newest first, as AppCore returns them).
    public init(sections: [PeriodSection]) {
        self.sections = DetailSections(sections)
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        var total = AmountSum()
        for section in sections {
            starts.append(starts[starts.count - 1] + section.count)
            total += section.total
        }
        itemStarts = starts
        grandTotal = total.value
    }

    /// A filter's sections (``DetailSections``), with the first item of each and the item
    /// count at the end (`itemStarts`), and the sum of their totals, worked out as they were picked.
    init(picked sections: DetailSections, itemStarts: [Int], grandTotal: Double) {
        self.sections = sections
        self.itemStarts = itemStarts
        self.grandTotal = grandTotal
    }

    /// The number of items.
    public var itemCount: Int { itemStarts[itemStarts.count - 1] }
    /// The number of rows: one header per section plus the items.
    public var rowCount: Int { itemCount + sections.count }

    /// The item at `index` (counted across sections).
    public func item(_ index: Int) -> Item {
        let section = section(ofItem: index)
        return sections.item(index - itemStarts[section], of: section)
    }

    /// The row where item `index` is drawn.
    public func row(ofItem index: Int) -> Int {
        index + section(ofItem: index) + 1
    }

    /// What row `row` shows.
    public func rowKind(_ row: Int) -> Row {
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if itemStarts[middle] + middle <= row { low = middle } else { high = middle - 1 }
        }
        let offset = row - (itemStarts[low] + low)
        return offset == 0 ? .header(section: low) : .item(section: low, index: itemStarts[low] + offset - 1)
    }

    /// The item on `row`, or the first one after it when the row is a header.
    public func item(atOrAfterRow row: Int) -> Int {
        switch rowKind(min(max(0, row), rowCount - 1)) {
        case .header(let section): min(itemStarts[section], itemCount - 1)
        case .item(_, let index): index
        }
    }

    /// The index of the item with `id`, found where its value in `data` (the data this
    /// detail was derived from) puts it: O(log n), for a selection whose item moved; nil when
    /// it is not listed here (deleted, in another project, or filtered out).
    public func index(of id: ItemID, in data: AppData) -> Int? {
        data.items[id: id].flatMap(index(of:))
    }

    /// The index of `item`, found by its moment and id: O(log n); nil when it is not listed.
    public func index(of item: Item) -> Int? {
        let section = firstSection(startingAtOrBefore: item.timestamp)
        guard section < sections.count else { return nil }
        let position = sections[section].position(of: item)
        guard position < sections.count(of: section), sections.item(position, of: section).id == item.id else { return nil }
        return itemStarts[section] + position
    }

    /// Whether item `index` is the first of its section (its header is the row above).
    public func isFirstInSection(_ index: Int) -> Bool {
        itemStarts[section(ofItem: index)] == index
    }

    /// The totals of `periods` (oldest first, consecutive), from the sections: O(log sections
    /// + periods + the sections they cover), however far back they are.
    public func totals(over periods: [DateInterval]) -> [Double] {
        var totals = Array(repeating: 0.0, count: periods.count)
        guard let newest = periods.last else { return totals }
        var section = firstSection(startingAtOrBefore: newest.start)
        for (position, period) in periods.enumerated().reversed() {
            while section < sections.count, sections.period(of: section).start > period.start { section += 1 }
            if section < sections.count, sections.period(of: section).start == period.start {
                totals[position] = sections.total(of: section)
            }
        }
        return totals
    }

    /// The total of the period starting at `start`, 0 when it has no items: O(log sections).
    public func total(ofPeriodStartingAt start: Date) -> Double {
        let section = firstSection(startingAtOrBefore: start)
        return section < sections.count && sections.period(of: section).start == start ? sections.total(of: section) : 0
    }

    /// The first item (the newest) of the period starting at `start`, or of the newest
    /// period before it that has items; `nil` when no item is that old. O(log sections).
    public func firstItem(atOrBefore start: Date) -> Int? {
        let section = firstSection(startingAtOrBefore: start)
        return section < sections.count ? itemStarts[section] : nil
    }

    /// The moment of the oldest item, if any.
    public var oldestTimestamp: Date? {
        itemCount == 0 ? nil : item(itemCount - 1).timestamp
    }

    /// The index of the newest section whose period starts at or before `start`
    /// (`sections.count` when none does).
    private func firstSection(startingAtOrBefore start: Date) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections.period(of: middle).start > start { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func section(ofItem index: Int) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if itemStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
