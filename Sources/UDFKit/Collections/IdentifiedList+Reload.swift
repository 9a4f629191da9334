extension IdentifiedList {
    /// Replaces every element with those of `other`, recording only the differences: the
    /// elements that are new, gone, changed, or out of their relative order.
    ///
    /// Use it for data read again from outside (a database another program wrote, a server's
    /// answer): the change record then says what that reload changed, as an action's would.
    /// Elements that only shifted because others came or went are not counted as moved; of
    /// the rest, as few as possible are (the others keep the longest run in their old order).
    /// O(n log n); O(n) when the order did not change.
    ///
    /// ```swift
    /// state.items.replaceAll(with: reloaded)
    /// state.items.changes.removed.count    // the items deleted elsewhere
    /// ```
    public mutating func replaceAll(with other: IdentifiedList<Element>) {
        guard elements != other.elements else { return }
        if journal.isRecording { noteDifferences(to: other) }
        journal.stamp.revision &+= 1
        let before = journal.isRecording ? other.elements.map { offsets[$0.id] ?? -1 } : []
        elements = other.elements
        offsets = other.offsets
        journal.shifted(.rebuilt(before))
    }

    /// Notes the first change of every element that differs between this list and `other`.
    private mutating func noteDifferences(to other: IdentifiedList<Element>) {
        for (offset, element) in elements.enumerated() where other.offsets[element.id] == nil {
            journal.touch(element.id, at: offset, value: element)
        }
        let common = other.elements.compactMap { offsets[$0.id] }
        let inOrder = Set(longestIncreasingRun(common).map { common[$0] })
        for element in other.elements {
            guard let offset = offsets[element.id] else {
                journal.touch(element.id, at: nil, value: nil)
                journal.markMovedIfReinserted(element.id)
                continue
            }
            let moved = !inOrder.contains(offset)
            guard moved || elements[offset] != element else { continue }
            journal.touch(element.id, at: offset, value: elements[offset])
            if moved { journal.markMoved(element.id) }
        }
    }
}

/// The positions in `values` of one longest strictly increasing subsequence (patience sorting,
/// O(n log n)); all of them when `values` is already increasing (O(n)). Package access:
/// AppStorage's `OrderPlan` keeps the rows in such a run where they are.
package func longestIncreasingRun(_ values: [Int]) -> [Int] {
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return Array(values.indices) }
    var tails: [Int] = []                                     // positions ending each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var run: [Int] = []
    var position = tails.last ?? -1
    while position >= 0 {
        run.append(position)
        position = previous[position]
    }
    return run.reversed()
}
