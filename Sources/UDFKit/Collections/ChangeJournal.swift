import Synchronization

/// Which version of an ``IdentifiedList`` a value is: a generation, unique in the process,
/// taken when the list is made and at each ``IdentifiedList/beginChanges()``, and the number of
/// mutations since. Two values with one stamp hold the same elements.
@usableFromInline
struct ChangeStamp: Hashable, Sendable {
    @usableFromInline var generation: UInt64
    @usableFromInline var revision: UInt64

    @usableFromInline
    init(generation: UInt64, revision: UInt64) {
        self.generation = generation
        self.revision = revision
    }

    /// A generation no other list value has had.
    static func fresh() -> ChangeStamp {
        ChangeStamp(generation: generations.wrappingAdd(1, ordering: .relaxed).newValue, revision: 0)
    }

    private static let generations = Atomic<UInt64>(0)
}

/// What changed in an ``IdentifiedList`` since its record began: each element changed, as it
/// was at its first change (its value and offset before the record began), in the order of
/// first changes, and the shifts of offsets made meanwhile (to find the offset before of an
/// element first changed after another was inserted in front of it).
@usableFromInline
struct ChangeJournal<Element: Identifiable> {
    @usableFromInline
    struct Entry {
        @usableFromInline var id: Element.ID
        @usableFromInline var before: Element?
        @usableFromInline var offset: Int?
        /// Moved on purpose (swapped into a hole, moved, removed and put back), as opposed to
        /// shifted by an insertion or removal in front of it.
        @usableFromInline var moved = false

        @usableFromInline
        init(id: Element.ID, before: Element?, offset: Int?) {
            self.id = id
            self.before = before
            self.offset = offset
        }
    }

    /// A change of offsets that moved elements nobody changed.
    enum Shift {
        case inserted(at: Int)
        case removed(at: Int)
        /// Offsets removed in one pass, ascending, as they were before it.
        case removedMany([Int])
        case moved(from: Int, to: Int)
        /// For each offset after the change, the offset before it (for untouched elements).
        case rebuilt([Int])
    }

    @usableFromInline var isRecording = false
    @usableFromInline var stamp = ChangeStamp.fresh()
    /// The stamp when the record began.
    @usableFromInline var begun = ChangeStamp(generation: 0, revision: 0)
    @usableFromInline var countBefore = 0
    @usableFromInline var entries: [Entry] = []
    /// The place of each changed element's entry, by id.
    @usableFromInline var touched: [Element.ID: Int] = [:]
    var shifts: [Shift] = []

    @usableFromInline
    init() {}

    /// Starts a new record: nothing changed yet, over `count` elements.
    @usableFromInline
    mutating func begin(count: Int) {
        begun = stamp
        stamp = .fresh()
        isRecording = true
        countBefore = count
        let small = entries.capacity <= 64
        entries.removeAll(keepingCapacity: small)
        touched.removeAll(keepingCapacity: small)
        shifts.removeAll()
    }

    /// Notes the first change of `id`, found at `offset` now with value `element` (nil for an
    /// element that is new). Returns its entry's place.
    @inlinable @discardableResult
    mutating func touch(_ id: Element.ID, at offset: Int?, value element: @autoclosure () -> Element?) -> Int {
        if let place = touched[id] { return place }
        let place = entries.count
        entries.append(Entry(id: id, before: element(), offset: offset.map(offsetBefore)))
        touched[id] = place
        return place
    }

    /// Marks an element as moved on purpose; it must have been touched.
    @inlinable
    mutating func markMoved(_ id: Element.ID) {
        if let place = touched[id] { entries[place].moved = true }
    }

    /// Marks an element put back in the list as moved, when it was there before the record
    /// began (it was removed meanwhile, and may come back elsewhere).
    @inlinable
    mutating func markMovedIfReinserted(_ id: Element.ID) {
        if isRecording, let place = touched[id], entries[place].offset != nil { entries[place].moved = true }
    }

    /// The offset, before the record began, of the untouched element at `offset` now.
    @usableFromInline
    func offsetBefore(_ offset: Int) -> Int {
        shifts.reversed().reduce(offset) { offset, shift in shift.offsetBefore(offset) }
    }

    mutating func shifted(_ shift: Shift) {
        if isRecording { shifts.append(shift) }
    }
}

extension ChangeJournal.Shift {
    /// The offset before this shift of an element at `offset` after it, which it did not touch.
    func offsetBefore(_ offset: Int) -> Int {
        switch self {
        case .inserted(let at): offset > at ? offset - 1 : offset
        case .removed(let at): offset >= at ? offset + 1 : offset
        case .removedMany(let removed): offset + removedCount(before: offset, in: removed)
        case .moved(let from, let to):
            if from < to, offset >= from, offset < to { offset + 1 } else if from > to, offset > to, offset <= from { offset - 1 } else { offset }
        case .rebuilt(let before): offset < before.count ? before[offset] : offset
        }
    }

    /// How many of the ascending offsets `removed` were before the element now at `offset`:
    /// the number of `j` with `removed[j] - j <= offset` (a binary search).
    private func removedCount(before offset: Int, in removed: [Int]) -> Int {
        var low = 0, high = removed.count
        while low < high {
            let middle = (low + high) / 2
            if removed[middle] - middle <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension ChangeJournal: Sendable where Element: Sendable, Element.ID: Sendable {}
extension ChangeJournal.Entry: Sendable where Element: Sendable, Element.ID: Sendable {}
extension ChangeJournal.Shift: Sendable {}
