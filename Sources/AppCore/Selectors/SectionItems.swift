/// The items of one ``PeriodSection``, newest first: a zero-based view into one array shared
/// by all the sections of a project, or some of those items picked by their offsets (a
/// filtered list).
///
/// Grouping 100,000 items into thousands of sections this way copies no item and allocates
/// nothing per section, and filtering them copies offsets, not items; a change to one section
/// (``ProjectItems``) copies that section's items into an array of its own and leaves the
/// others as they are. Index it from zero like an array, or turn it into one with
/// `Array(section.items)`.
///
/// ```swift
/// let newest = section.items[0]
/// for item in section.items { print(item.amount) }
/// let second = SectionItems(picking: [1], from: 0, of: section.items)    // the second alone
/// ```
public struct SectionItems: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    // Inlinable, like the reads below: a filter over a million items reads each through them.
    @usableFromInline var storage: ArraySlice<Item>
    /// When set, the items are those of `storage` at these offsets minus `pickBase`, in order.
    @usableFromInline var picks: ArraySlice<Int>?
    @usableFromInline var pickBase = 0

    /// A view of `items`, in the order given.
    public init(_ items: ArraySlice<Item>) {
        storage = items
    }

    /// A view of the items listed.
    public init(arrayLiteral items: Item...) {
        storage = items[...]
    }

    /// The items of `items` at `offsets` (ascending), each counted from `first`: item
    /// `first + 2` of a list whose section `items` starts at `first` is `items[2]`. No item
    /// is copied, so a filter over a million items costs the offsets it keeps.
    public init(picking offsets: ArraySlice<Int>, from first: Int, of items: SectionItems) {
        storage = items.storage
        if let base = items.picks {
            picks = ArraySlice(offsets.map { base[base.startIndex + $0 - first] })
            pickBase = items.pickBase
        } else {
            picks = offsets
            pickBase = first
        }
    }

    /// Zero.
    @inlinable public var startIndex: Int { 0 }

    /// The number of items.
    @inlinable public var endIndex: Int { picks?.count ?? storage.count }

    /// The item at `position`, counted from zero.
    @inlinable public subscript(position: Int) -> Item {
        guard let picks else { return storage[storage.startIndex + position] }
        return storage[storage.startIndex + picks[picks.startIndex + position] - pickBase]
    }

    /// Puts `item` at `position`, counted from zero (copying the items first when the
    /// storage is shared or picked).
    mutating func insert(_ item: Item, at position: Int) {
        ownItems()
        storage.insert(item, at: storage.startIndex + position)
    }

    /// Takes out the item at `position`, counted from zero.
    mutating func remove(at position: Int) {
        ownItems()
        storage.remove(at: storage.startIndex + position)
    }

    /// Makes picked items a plain array of them.
    private mutating func ownItems() {
        guard picks != nil else { return }
        storage = ArraySlice(Array(self))
        picks = nil
        pickBase = 0
    }

    /// Two views are equal when they hold equal items in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the items in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for item in self {
            hasher.combine(item)
        }
    }
}
