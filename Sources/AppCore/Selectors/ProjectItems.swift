import Foundation
import UDFKit

/// The items of one project in sections by period, newest first (ties broken by id), kept in
/// step with the data by each action's change record (``AppChanges``) instead of being
/// gathered, sorted and grouped again: what ``AppData/sections(of:in:)`` returns.
///
/// Each section holds its items in an array of its own, so applying an action's changes
/// costs, per changed item, a binary search over the sections, one within its section, the
/// move of that section's items and the sum of its amounts; the other sections are not
/// read. A screen that keeps one follows a save in a project of a million items in
/// microseconds. The order and the grouping are AppCore's (``AppData/items(of:)``,
/// ``PeriodCalendar``), so sections kept and sections made afresh agree to the last bit.
///
/// ```swift
/// var kept = ProjectItems(of: mileage.id, in: data, frequency: .monthly, timeZone: zone)
/// data.beginChanges()
/// ItemAction.itemDeleted(id: fillUp.id, at: now).apply(to: &data)
/// kept.apply(data.changes.items)
/// kept.sections == data.sections(of: mileage.id, in: zone)   // true
/// ```
public struct ProjectItems: Sendable {
    /// The project whose items these are.
    public let projectID: ProjectID
    /// The periods the items are grouped by.
    public let calendar: PeriodCalendar
    /// The sections, newest period first; none is empty.
    public private(set) var sections: [PeriodSection]

    /// The items of `projectID` in `data` grouped by the periods of `frequency` in
    /// `timeZone`: one pass over the items, a sort when they are not stored in time order
    /// (``AppData/items(of:)``), one period computation per section. The sections are views
    /// into one array until a change to one gives it an array of its own.
    public init(of projectID: ProjectID, in data: AppData, frequency: Frequency, timeZone: TimeZone) {
        self.projectID = projectID
        calendar = PeriodCalendar(frequency: frequency, timeZone: timeZone)
        sections = AppData.sections(of: data.items(of: projectID), periods: calendar)
    }

    /// Follows one change record of the data's items: each item of this project removed
    /// from its section and put in the one where it now belongs. Items of other projects are
    /// passed over.
    public mutating func apply(_ changes: ListChanges<Item>) {
        for change in changes.elements where change.before != change.after {
            if let before = change.before, before.projectID == projectID { remove(before) }
            if let after = change.after, after.projectID == projectID { insert(after) }
        }
    }

    private mutating func insert(_ item: Item) {
        let index = firstSection(startingAtOrBefore: item.timestamp)
        if index < sections.count, sections[index].period.holds(item.timestamp) {
            sections[index].insert(item)
        } else {
            let period = calendar.period(containing: item.timestamp)
            sections.insert(PeriodSection(period: period, items: [item], total: AmountSum(item.amount).value), at: index)
        }
    }

    private mutating func remove(_ item: Item) {
        let index = firstSection(startingAtOrBefore: item.timestamp)
        if index < sections.count, sections[index].remove(item) {
            if sections[index].items.isEmpty { sections.remove(at: index) }
            return
        }
        // Not where its old value says: found by id instead.
        guard let stray = sections.firstIndex(where: { $0.items.contains { $0.id == item.id } }) else { return }
        sections[stray].removeAll(id: item.id)
        if sections[stray].items.isEmpty { sections.remove(at: stray) }
    }

    /// The index of the newest section whose period starts at or before `moment`
    /// (`sections.count` when none does).
    private func firstSection(startingAtOrBefore moment: Date) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].period.start > moment { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension PeriodSection {
    /// Puts `item` in its place among the items (newest first) and sums the total again.
    mutating func insert(_ item: Item) {
        items.insert(item, at: position(of: item))
        total = AmountSum(items.lazy.map(\.amount)).value
    }

    /// Takes `item` out, found where its value puts it; false when it is not there.
    mutating func remove(_ item: Item) -> Bool {
        let found = position(of: item)
        guard found < items.count, items[found].id == item.id else { return false }
        items.remove(at: found)
        total = AmountSum(items.lazy.map(\.amount)).value
        return true
    }

    /// Takes out the item with `id`, wherever it is.
    mutating func removeAll(id: ItemID) {
        guard let found = items.firstIndex(where: { $0.id == id }) else { return }
        items.remove(at: found)
        total = AmountSum(items.lazy.map(\.amount)).value
    }

    /// Where `item` stands or would stand among the items (newest first, ties by id): the
    /// first position not before it, O(log n). Check the id there to know whether it is in.
    ///
    /// ```swift
    /// let at = section.position(of: item)
    /// let isIn = at < section.count && section.items[at].id == item.id
    /// ```
    public func position(of item: Item) -> Int {
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            if Item.newestFirst(items[middle], item) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
