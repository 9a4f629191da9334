import AppCore

/// The rows that turn one whole ``AppData`` into another, order included: for changes
/// that are not one data action, such as an undo, which restores an earlier version of
/// the data wholesale.
///
/// Comparing costs O(n) in memory (buffers the two versions share compare at once); the
/// database sees only the rows that differ, and the rows that moved in their array.
package struct DataReplacement: Equatable, Sendable {
    /// Rows to insert, update and delete.
    package var change: DataChange
    /// Where moved and new projects go.
    package var projectOrder: OrderPlan<ProjectID>
    /// Where moved and new items go.
    package var itemOrder: OrderPlan<ItemID>
    /// Where moved and new activities go.
    package var activityOrder: OrderPlan<ProjectID>

    package init(from old: AppData, to new: AppData) {
        change = DataChange(from: old, to: new)
        projectOrder = OrderPlan(from: old.projects, to: new.projects)
        itemOrder = OrderPlan(from: old.items, to: new.items)
        activityOrder = OrderPlan(from: old.activities, to: new.activities)
    }

    /// The same replacement, giving every row the position of its index: the way out when
    /// the free positions between two rows are too few (``NoRoomBetweenRows``). O(n) writes.
    package static func renumbering(from old: AppData, to new: AppData) -> DataReplacement {
        var replacement = DataReplacement(from: old, to: new)
        replacement.projectOrder = OrderPlan(renumbering: old.projects, to: new.projects)
        replacement.itemOrder = OrderPlan(renumbering: old.items, to: new.items)
        replacement.activityOrder = OrderPlan(renumbering: old.activities, to: new.activities)
        return replacement
    }

    /// Whether the two versions are the same, order included.
    package var isEmpty: Bool {
        change.isEmpty && projectOrder.isEmpty && itemOrder.isEmpty && activityOrder.isEmpty
    }
}
