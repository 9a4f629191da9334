extension IdentifiedList {
    /// Removes the element with this id, keeping the order of the others. O(n): the elements
    /// after it move down one place. ``swapRemove(id:)`` is O(1) when the order carries no
    /// meaning.
    ///
    /// - Returns: the element removed, or nil when no element has this id.
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let offset = offsets[id] else { return nil }
        noteChange(of: id, at: offset)
        offsets[id] = nil
        let removed = elements.remove(at: offset)
        renumber(from: offset)
        journal.shifted(.removed(at: offset))
        return removed
    }

    /// Inserts an element whose id is new at an offset (0...count), moving the elements from
    /// there up one place; does nothing when its id is already in the list. O(n).
    ///
    /// - Returns: whether it was inserted, and the offset of the element with its id.
    @discardableResult
    public mutating func insert(_ element: Element, at offset: Int) -> (inserted: Bool, index: Int) {
        if let existing = offsets[element.id] { return (false, existing) }
        precondition(offset >= 0 && offset <= elements.count, "IdentifiedList: offset \(offset) is outside 0...\(elements.count)")
        noteChange(of: element.id, at: nil)
        journal.markMovedIfReinserted(element.id)
        elements.insert(element, at: offset)
        renumber(from: offset)
        journal.shifted(.inserted(at: offset))
        return (true, offset)
    }

    /// Removes every element that matches, keeping the order of the others, in one pass. O(n).
    ///
    /// ```swift
    /// items.removeAll { $0.projectID == deleted }
    /// ```
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        var removing: [Int] = []
        for (offset, element) in elements.enumerated() where try shouldBeRemoved(element) {
            removing.append(offset)
        }
        guard let first = removing.first else { return }
        for offset in removing {
            noteChange(of: elements[offset].id, at: offset)
            offsets[elements[offset].id] = nil
        }
        var write = first, next = 0
        for read in first..<elements.count {
            if next < removing.count, removing[next] == read {
                next += 1
                continue
            }
            elements.swapAt(write, read)
            offsets[elements[write].id] = write
            write += 1
        }
        elements.removeLast(removing.count)
        journal.shifted(.removedMany(removing))
    }

    /// Moves the elements at the given offsets to just before the element at `destination`
    /// (or to the end), keeping their order: what SwiftUI's `onMove` hands over. O(n).
    ///
    /// ```swift
    /// List { ... }.onMove { source, destination in store.dispatch(TodoAction.moved(source, destination)) }
    /// // in the reducer:
    /// todos.move(fromOffsets: source, toOffset: destination)
    /// ```
    public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
        let moving = Set(source).filter { elements.indices.contains($0) }.sorted()
        guard !moving.isEmpty else { return }
        let isMoving = Set(moving)
        let staying = elements.indices.filter { !isMoving.contains($0) }
        let split = Swift.min(Swift.max(0, destination - moving.count { $0 < destination }), staying.count)
        let order = Array(staying[..<split]) + moving + Array(staying[split...])
        guard order != Array(elements.indices) else { return }
        for offset in moving {
            noteChange(of: elements[offset].id, at: offset)
            journal.markMoved(elements[offset].id)
        }
        rearrange(to: order)
    }

    /// Sorts the elements in place, keeping the order of equal ones (a stable sort), and
    /// records each element that changed its place as moved: a table view animates the moves,
    /// an undo puts them back. O(n log n).
    ///
    /// ```swift
    /// todos.sort { !$0.isComplete && $1.isComplete }    // the incomplete ones first
    /// ```
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        var order = Array(elements.indices)
        // Merge-sort stability: ties keep their offsets' order.
        try order.sort { left, right in
            if try areInIncreasingOrder(elements[left], elements[right]) { return true }
            if try areInIncreasingOrder(elements[right], elements[left]) { return false }
            return left < right
        }
        guard order != Array(elements.indices) else { return }
        for (offset, source) in order.enumerated() where offset != source {
            noteChange(of: elements[source].id, at: source)
            journal.markMoved(elements[source].id)
        }
        rearrange(to: order)
    }

    /// Removes every element. O(n) while a record is open (each removal is recorded).
    public mutating func removeAll() {
        guard !elements.isEmpty else { return }
        removeAll { _ in true }
    }

    /// Puts the element at `order[i]` at offset `i` for every `i`, and notes the shift for the
    /// untouched elements. The caller recorded the elements that moved on purpose.
    mutating func rearrange(to order: [Int]) {
        journal.stamp.revision &+= 1
        elements = order.map { elements[$0] }
        renumber(from: 0)
        journal.shifted(.rebuilt(order))
    }

    /// Sets the offset of every element from `start` on.
    mutating func renumber(from start: Int) {
        for offset in start..<elements.count {
            offsets[elements[offset].id] = offset
        }
    }
}
