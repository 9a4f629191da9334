import Foundation
import UDFKit

/// The items of one project, newest first (ties broken by id), kept in step with the data by
/// each action's change record (``AppChanges``) instead of being gathered and sorted again:
/// what ``AppData/sections(of:in:)`` groups into periods.
///
/// Gathering a project's items reads every item of the data; applying an action's changes
/// costs a binary search per changed item and the move of the items after it, so a screen
/// that keeps one can follow a save in a project of a million items without reading the
/// others. The order is AppCore's one order of items (``AppData/items(of:)``), so sections
/// made from a kept list and from the data agree to the last bit.
///
/// ```swift
/// var kept = ProjectItems(of: mileage.id, in: data)
/// data.beginChanges()
/// ItemAction.itemDeleted(id: fillUp.id, at: now).apply(to: &data)
/// kept.apply(data.changes.items)
/// kept.sections(frequency: .monthly, in: zone) == data.sections(of: mileage.id, in: zone)   // true
/// ```
public struct ProjectItems: Sendable {
    /// The project whose items these are.
    public let projectID: ProjectID
    /// The items, newest first.
    public private(set) var items: [Item]

    /// The items of `projectID` in `data`: one pass over the items, then a sort.
    public init(of projectID: ProjectID, in data: AppData) {
        self.projectID = projectID
        items = data.items(of: projectID)
    }

    /// Follows one change record of the data's items: each item of this project removed
    /// where it was and put where it now belongs. Items of other projects are passed over.
    public mutating func apply(_ changes: ListChanges<Item>) {
        for change in changes.elements where change.before != change.after {
            if let before = change.before, before.projectID == projectID { remove(before) }
            if let after = change.after, after.projectID == projectID {
                items.insert(after, at: position(of: after))
            }
        }
    }

    /// The items grouped by the periods of `frequency` in `timeZone`, newest period first.
    ///
    /// `known` are periods of that frequency and time zone computed before, newest first
    /// (those of the sections before an action): a section in one of them takes it instead of
    /// asking the calendar, which is most of the cost of grouping a long history again.
    public func sections(frequency: Frequency, in timeZone: TimeZone, known: [DateInterval] = []) -> [PeriodSection] {
        let calendar = PeriodCalendar(frequency: frequency, timeZone: timeZone)
        var next = 0    // the known periods are met in order, newest first, like the items
        return AppData.sections(of: items) { moment in
            while next < known.count, known[next].start > moment { next += 1 }
            if next < known.count, known[next].contains(moment), known[next].end != moment { return known[next] }
            return calendar.period(containing: moment)
        }
    }

    /// Where `item` stands or would stand in the order: the first position not before it.
    private func position(of item: Item) -> Int {
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) / 2
            if Item.newestFirst(items[middle], item) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private mutating func remove(_ item: Item) {
        let found = position(of: item)
        if found < items.count, items[found].id == item.id {
            items.remove(at: found)
        } else if let stray = items.firstIndex(where: { $0.id == item.id }) {
            items.remove(at: stray)    // not where its old value says: found by id instead
        }
    }
}
