extension IdentifiedList {
    /// The element with this id, or nil; setting it updates the element in place (O(1)),
    /// appends a new one (O(1)), or, with nil, removes it keeping the order of the others (O(n);
    /// ``swapRemove(id:)`` is O(1)).
    ///
    /// ```swift
    /// todos[id: 7]?.isDone = true
    /// ```
    /// Setting an element whose own id is not `id` is a programming error and traps.
    @inlinable
    public subscript(id id: Element.ID) -> Element? {
        get {
            offsets[id].map { elements[$0] }
        }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            precondition(newValue.id == id, "IdentifiedList: the element set for id \(id) has the id \(newValue.id)")
            if let offset = offsets[id] { replace(at: offset, with: newValue) } else { append(newValue) }
        }
    }

    /// Appends an element whose id is new; does nothing when its id is already in the list.
    /// O(1) amortised.
    ///
    /// - Returns: whether it was appended, and the offset of the element with its id.
    @inlinable @discardableResult
    public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        if let offset = offsets[element.id] { return (false, offset) }
        let offset = elements.count
        noteChange(of: element.id, at: nil)
        journal.markMovedIfReinserted(element.id)
        offsets[element.id] = offset
        elements.append(element)
        return (true, offset)
    }

    /// Replaces the element with the same id as `element`, in place. O(1).
    ///
    /// - Returns: the element replaced, or nil (changing nothing) when no element has its id.
    @inlinable @discardableResult
    public mutating func update(_ element: Element) -> Element? {
        guard let offset = offsets[element.id] else { return nil }
        let old = elements[offset]
        replace(at: offset, with: element)
        return old
    }

    /// Removes the element with this id in O(1): the last element takes its place.
    ///
    /// Use it when the order carries no meaning (records shown sorted by a field): the last
    /// element's move is recorded, so a table view and undo see it.
    ///
    /// - Returns: the element removed, or nil when no element has this id.
    @inlinable @discardableResult
    public mutating func swapRemove(id: Element.ID) -> Element? {
        guard let offset = offsets[id] else { return nil }
        let last = elements.count - 1
        noteChange(of: id, at: offset)
        offsets[id] = nil
        if offset != last {
            let moving = elements[last]
            noteChange(of: moving.id, at: last)
            journal.markMoved(moving.id)
            elements.swapAt(offset, last)
            offsets[moving.id] = offset
        }
        return elements.removeLast()
    }

    /// Replaces the element at `offset` with an element of the same id, recording the change.
    @inlinable
    mutating func replace(at offset: Int, with element: Element) {
        noteChange(of: element.id, at: offset)
        elements[offset] = element
    }

    /// Counts a mutation, and notes the element's first change when a record is open:
    /// `offset` is where it is now, nil for a new element.
    @inlinable
    mutating func noteChange(of id: Element.ID, at offset: Int?) {
        journal.stamp.revision &+= 1
        if journal.isRecording {
            journal.touch(id, at: offset, value: offset.map { elements[$0] })
        }
    }
}
