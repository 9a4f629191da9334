/// What one action (or one reload, or one undo) changed in an ``IdentifiedList``: each element
/// inserted, removed, updated or moved, with its value and offset before and after.
///
/// Read it from ``IdentifiedList/changes`` after the action, or receive it from
/// ``Store/subscribe(changesOf:_:)``. Offsets before are offsets in the list before the change,
/// offsets after in the list after it, which is what table views want
/// (``ListBatchUpdate``). Elements that only shifted because others were inserted or removed in
/// front of them are not listed.
///
/// ```swift
/// for change in todos.changes.elements {
///     print(change.id, change.before as Any, "->", change.after as Any)
/// }
/// ```
///
/// It is the record that record-level undo inverts (``RecordHistory``) and that storage can
/// apply (``IdentifiedList/apply(_:)``), and it is `Codable` when the elements are.
public struct ListChanges<Element: Identifiable & Equatable> {
    /// The number of elements before the change.
    public var countBefore: Int
    /// The number of elements after the change.
    public var countAfter: Int
    /// The elements changed, in the order they were first changed.
    public var elements: [ElementChange<Element>]

    /// Creates a record from its parts; ``IdentifiedList/changes`` makes them for you.
    public init(countBefore: Int, countAfter: Int, elements: [ElementChange<Element>]) {
        self.countBefore = countBefore
        self.countAfter = countAfter
        self.elements = elements
    }

    /// No change, in a list of `count` elements.
    public static func none(count: Int) -> ListChanges { ListChanges(countBefore: count, countAfter: count, elements: []) }

    /// Whether nothing changed.
    public var isEmpty: Bool { elements.isEmpty }
    /// The elements inserted, with their offsets after.
    public var inserted: [ElementChange<Element>] { elements.filter(\.isInserted) }
    /// The elements removed, with their offsets before.
    public var removed: [ElementChange<Element>] { elements.filter(\.isRemoved) }
    /// The elements whose value changed (moved or not).
    public var updated: [ElementChange<Element>] { elements.filter(\.isUpdated) }
    /// The elements moved on purpose (updated or not).
    public var moved: [ElementChange<Element>] { elements.filter(\.isMoved) }

    /// The same change the other way round: undoing it.
    public var inverted: ListChanges {
        ListChanges(countBefore: countAfter, countAfter: countBefore, elements: elements.map(\.inverted))
    }
}

/// One element's change in a ``ListChanges``: its value and offset before (nil for an element
/// inserted) and after (nil for one removed).
public struct ElementChange<Element: Identifiable & Equatable> {
    /// The element's id.
    public var id: Element.ID
    /// The element before the change; nil when it was inserted.
    public var before: Element?
    /// The element after the change; nil when it was removed.
    public var after: Element?
    /// Its offset before the change; nil when it was inserted.
    public var offsetBefore: Int?
    /// Its offset after the change; nil when it was removed.
    public var offsetAfter: Int?
    /// Whether it was moved on purpose (rather than shifted by others coming or going): only
    /// for an element there before and after.
    public var isMoved: Bool

    /// Creates an element's change from its parts.
    public init(id: Element.ID, before: Element?, after: Element?, offsetBefore: Int?, offsetAfter: Int?, isMoved: Bool = false) {
        self.id = id
        self.before = before
        self.after = after
        self.offsetBefore = offsetBefore
        self.offsetAfter = offsetAfter
        self.isMoved = isMoved && before != nil && after != nil
    }

    /// Whether the element was inserted.
    public var isInserted: Bool { before == nil && after != nil }
    /// Whether the element was removed.
    public var isRemoved: Bool { before != nil && after == nil }
    /// Whether the element was there before and after, with another value.
    public var isUpdated: Bool { before != nil && after != nil && before != after }

    /// The change the other way round.
    public var inverted: ElementChange {
        ElementChange(id: id, before: after, after: before, offsetBefore: offsetAfter, offsetAfter: offsetBefore, isMoved: isMoved)
    }
}

extension ListChanges: Equatable {}
extension ListChanges: Hashable where Element: Hashable {}
extension ListChanges: Sendable where Element: Sendable, Element.ID: Sendable {}
extension ListChanges: Codable where Element: Codable, Element.ID: Codable {}
extension ElementChange: Equatable {}
extension ElementChange: Hashable where Element: Hashable {}
extension ElementChange: Sendable where Element: Sendable, Element.ID: Sendable {}
extension ElementChange: Codable where Element: Codable, Element.ID: Codable {}
