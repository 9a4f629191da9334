import UDFKit

/// Where the elements of an array that moved or are new go, when one version of the array
/// replaces another: everything else keeps its `position`.
///
/// The elements kept in place are a longest increasing subsequence of their old indices in
/// the new order, so as few rows as possible get a new position. The others form runs,
/// each between two kept neighbours (or an end), and take free positions between theirs.
package struct OrderPlan<ID: Hashable & Sendable>: Equatable, Sendable {
    /// Consecutive elements of the new array that need a position, between two kept ones.
    package struct Run: Equatable, Sendable {
        /// The kept element just before the run, or nil at the start.
        package var after: ID?
        /// The kept element just after the run, or nil at the end.
        package var before: ID?
        /// The elements of the run, in their new order.
        package var ids: [ID]
    }

    /// The runs, in the new order.
    package var runs: [Run] = []
    /// The elements of the old array that move (they are in the new one, but not kept).
    package var moved: [ID] = []

    /// Whether nothing needs a new position.
    package var isEmpty: Bool { runs.isEmpty }

    package init<Element: Identifiable & Equatable>(from old: IdentifiedList<Element>, to new: IdentifiedList<Element>) where Element.ID == ID {
        let oldIndices = IndexMatch.oldIndices(of: new, in: old)
        let kept = Self.keptPositions(oldIndices)
        var run = Run(after: nil, before: nil, ids: [])
        for (index, element) in new.enumerated() {
            if kept[index] {
                if !run.ids.isEmpty { runs.append(Run(after: run.after, before: element.id, ids: run.ids)) }
                run = Run(after: element.id, before: nil, ids: [])
            } else {
                run.ids.append(element.id)
                if oldIndices[index] != nil { moved.append(element.id) }
            }
        }
        if !run.ids.isEmpty { runs.append(run) }
    }

    /// A plan that moves every element: they take positions 1, 2, 3… in the new order.
    package init<Element: Identifiable & Equatable>(renumbering old: IdentifiedList<Element>, to new: IdentifiedList<Element>) where Element.ID == ID {
        runs = new.isEmpty ? [] : [Run(after: nil, before: nil, ids: new.map(\.id))]
        moved = new.map(\.id).filter { old[id: $0] != nil }
    }

    /// Whether each element of the new array is kept: the elements of a longest strictly
    /// increasing subsequence of the old indices. O(n) when they are already increasing,
    /// O(n log n) otherwise.
    static func keptPositions(_ oldIndices: [Int?]) -> [Bool] {
        let present = oldIndices.indices.filter { oldIndices[$0] != nil }
        var kept = [Bool](repeating: false, count: oldIndices.count)
        for position in longestIncreasingRun(present.map { oldIndices[$0] ?? 0 }) {
            kept[present[position]] = true
        }
        return kept
    }
}
