extension ListChanges: ChangeSet {
    /// This change followed by `later`, as one: each element once, from its value and offset
    /// before this change to its value and offset after `later`. O(k log k) for k elements
    /// changed; what an undo group keeps.
    ///
    /// ```swift
    /// let both = first.followed(by: second)   // undoing `both` undoes second, then first
    /// ```
    public func followed(by later: ListChanges) -> ListChanges {
        let earlier = OffsetMap(self), then = OffsetMap(later)
        var merged: [ElementChange<Element>] = []
        var laterPlace: [Element.ID: Int] = [:]
        for (place, change) in later.elements.enumerated() { laterPlace[change.id] = place }
        var taken = Set<Int>()
        for first in elements {
            guard let place = laterPlace[first.id] else {
                merged.append(ElementChange(id: first.id, before: first.before, after: first.after, offsetBefore: first.offsetBefore,
                                            offsetAfter: first.offsetAfter.map(then.forward), isMoved: first.isMoved))
                continue
            }
            taken.insert(place)
            let second = later.elements[place]
            let putBack = first.after == nil && second.before == nil
            merged.append(ElementChange(id: first.id, before: first.before, after: second.after, offsetBefore: first.offsetBefore,
                                        offsetAfter: second.offsetAfter, isMoved: first.isMoved || second.isMoved || putBack))
        }
        for (place, second) in later.elements.enumerated() where !taken.contains(place) {
            merged.append(ElementChange(id: second.id, before: second.before, after: second.after,
                                        offsetBefore: second.offsetBefore.map(earlier.back), offsetAfter: second.offsetAfter,
                                        isMoved: second.isMoved))
        }
        let kept = merged.filter { ($0.before != nil || $0.after != nil) && ($0.isMoved || $0.before != $0.after) }
        return ListChanges(countBefore: countBefore, countAfter: later.countAfter, elements: kept)
    }
}

/// Where the elements a change did not touch went: they keep their order, so the i-th of them
/// before the change is the i-th after it.
struct OffsetMap {
    /// Offsets before and after of the elements the change touched, ascending.
    let touchedBefore: [Int], touchedAfter: [Int]

    init<Element>(_ changes: ListChanges<Element>) {
        touchedBefore = changes.elements.compactMap(\.offsetBefore).sorted()
        touchedAfter = changes.elements.compactMap(\.offsetAfter).sorted()
    }

    /// The offset after the change of an untouched element at `offset` before it.
    func forward(_ offset: Int) -> Int {
        Self.select(offset - touchedBefore.count { $0 < offset }, skipping: touchedAfter)
    }

    /// The offset before the change of an untouched element at `offset` after it.
    func back(_ offset: Int) -> Int {
        Self.select(offset - touchedAfter.count { $0 < offset }, skipping: touchedBefore)
    }

    /// The `rank`-th offset (from 0) that is not in `skipped` (ascending).
    static func select(_ rank: Int, skipping skipped: [Int]) -> Int {
        var offset = rank
        for skip in skipped {
            if skip <= offset { offset += 1 } else { break }
        }
        return offset
    }
}
