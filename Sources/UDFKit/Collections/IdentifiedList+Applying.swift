extension IdentifiedList: ChangeTracking {
    /// The first element that is not as `changes` expects before it: changed, deleted, or
    /// there when `changes` inserts it. O(k) for k elements in `changes`.
    public func conflict(applying changes: ListChanges<Element>) -> UndoConflict<Element.ID>? {
        for change in changes.elements {
            let current = self[id: change.id]
            if current == change.before { continue }
            let reason: UndoConflict<Element.ID>.Reason =
                change.before == nil ? .addedElsewhere : current == nil ? .deletedElsewhere : .changedElsewhere
            return UndoConflict(record: change.id, reason: reason)
        }
        return nil
    }

    /// Applies `changes`, which ``conflict(applying:)`` accepted, starting a new record.
    ///
    /// Elements are removed, updated, inserted and moved by id; inserted and moved ones go to
    /// their offsets after, as far as the list allows (it may have changed elsewhere since).
    /// When the untouched elements keep their offsets (appends, updates, ``swapRemove(id:)``
    /// and their inverses) it costs O(k) for k elements in `changes`; otherwise O(n).
    public mutating func apply(unchecked changes: ListChanges<Element>) {
        beginChanges()
        guard !changes.isEmpty else { return }
        let plan = ApplyPlan(changes, in: self)
        for change in changes.elements {
            noteChange(of: change.id, at: offsets[change.id])
            if change.isMoved { journal.markMoved(change.id) }
        }
        for (offset, element) in plan.updatedInPlace { elements[offset] = element }
        for id in plan.leaving { offsets[id] = nil }
        if plan.keepsUntouchedOffsets(count: elements.count) {
            placeInHoles(plan)
        } else {
            rebuild(plan)
        }
    }

    /// Writes the arriving elements into the slots the leaving ones freed, when every other
    /// element keeps its offset.
    private mutating func placeInHoles(_ plan: ApplyPlan<Element>) {
        if plan.countAfter < elements.count { elements.removeLast(elements.count - plan.countAfter) }
        for (offset, element) in plan.arriving {
            if offset < elements.count { elements[offset] = element } else { elements.append(element) }
            offsets[element.id] = offset
        }
    }

    /// Keeps the staying elements in their order and puts each arriving one at its offset,
    /// or as near as the count allows.
    private mutating func rebuild(_ plan: ApplyPlan<Element>) {
        var result: [Element] = [], before: [Int] = []
        result.reserveCapacity(plan.countAfter)
        var arriving = plan.arriving[...]
        for (offset, element) in elements.enumerated() where !plan.vacated.contains(offset) {
            while let next = arriving.first, next.offset <= result.count {
                result.append(next.element)
                before.append(-1)
                arriving = arriving.dropFirst()
            }
            result.append(element)
            before.append(offset)
        }
        for next in arriving {
            result.append(next.element)
            before.append(-1)
        }
        elements = result
        renumber(from: 0)
        journal.shifted(.rebuilt(before))
    }
}

/// What applying a change record does to a list: which elements leave their slots, which
/// arrive where, which change in place.
struct ApplyPlan<Element: Identifiable & Equatable> where Element.ID: Sendable {
    var leaving: [Element.ID] = []
    /// The slots the leaving elements free.
    var vacated = Set<Int>()
    /// Elements that arrive (inserted, or moved), by offset after, ascending.
    var arriving: [(offset: Int, element: Element)] = []
    var updatedInPlace: [(offset: Int, element: Element)] = []
    var countAfter: Int

    init(_ changes: ListChanges<Element>, in list: IdentifiedList<Element>) {
        countAfter = list.count
        for change in changes.elements {
            let current = list.index(id: change.id)
            if let current, let after = change.after, !change.isMoved {
                updatedInPlace.append((current, after))
                continue
            }
            if let current {
                leaving.append(change.id)
                vacated.insert(current)
                countAfter -= 1
            }
            if let after = change.after {
                arriving.append((change.offsetAfter ?? Int.max, after))
                countAfter += 1
            }
        }
        arriving.sort { $0.offset < $1.offset }
    }

    /// Whether the arriving elements exactly fill the vacated slots and the slots past the
    /// end, so that every other element keeps its offset.
    func keepsUntouchedOffsets(count: Int) -> Bool {
        let targets = Set(arriving.map(\.offset))
        guard targets.count == arriving.count, targets.allSatisfy({ $0 < countAfter }) else { return false }
        let shared = min(count, countAfter)
        for slot in vacated.union(targets) where slot < shared {
            if vacated.contains(slot) != targets.contains(slot) { return false }
        }
        if count > countAfter { return vacated.count { $0 >= countAfter } == count - countAfter }
        return targets.count { $0 >= count } == countAfter - count
    }
}
