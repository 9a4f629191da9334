/// The items of one ``PeriodSection``, newest first: a zero-based view into one array shared
/// by all the sections of a project.
///
/// Grouping 100,000 items into thousands of sections this way copies no item and allocates
/// nothing per section; a change to one section (``ProjectItems``) copies that section's
/// items into an array of its own and leaves the others as they are. Index it from zero like
/// an array, or turn it into one with `Array(section.items)`.
///
/// ```swift
/// let newest = section.items[0]
/// for item in section.items { print(item.amount) }
/// ```
public struct SectionItems: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    private var storage: ArraySlice<Item>

    /// A view of `items`, in the order given.
    public init(_ items: ArraySlice<Item>) {
        storage = items
    }

    /// A view of the items listed.
    public init(arrayLiteral items: Item...) {
        storage = items[...]
    }

    /// Zero.
    public var startIndex: Int { 0 }

    /// The number of items.
    public var endIndex: Int { storage.count }

    /// The item at `position`, counted from zero.
    public subscript(position: Int) -> Item {
        storage[storage.startIndex + position]
    }

    /// Puts `item` at `position`, counted from zero (copying the items first when the
    /// storage is shared).
    mutating func insert(_ item: Item, at position: Int) {
        storage.insert(item, at: storage.startIndex + position)
    }

    /// Takes out the item at `position`, counted from zero.
    mutating func remove(at position: Int) {
        storage.remove(at: storage.startIndex + position)
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
