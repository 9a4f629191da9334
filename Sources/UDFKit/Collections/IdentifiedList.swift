/// An ordered collection of identified elements, read and changed by id in O(1), that records
/// what each action changed in it.
///
/// Use it for the records of an app's state (projects, messages, rows of a table): lookups by
/// id and by offset are O(1), appending and updating are O(1), and removal is O(1) when the
/// caller lets the last element take the removed one's place (``swapRemove(id:)``) or O(n)
/// when the order of the others must stay (``remove(id:)``). UDFKit depends on nothing, so
/// this is its own type, shaped like swift-identified-collections' `IdentifiedArray`.
///
/// ```swift
/// var todos: IdentifiedList<Todo> = [Todo(id: 1, title: "Taxes")]
/// todos.append(Todo(id: 2, title: "Garden"))
/// todos[id: 1]?.isDone = true
/// todos.swapRemove(id: 2)
/// ```
///
/// ## What changed
/// Between ``beginChanges()`` and the next call, every mutation is recorded: which elements
/// were inserted, updated (before and after), removed and moved, with their offsets before and
/// after. ``changes`` reads the record, at a cost proportional to what changed.
/// ``Reducer/recordingChanges()`` begins a new record before every action a reducer handles, so
/// that after each action the list holds that action's record: undo inverts it
/// (``RecordHistory``), a table view animates it (``Store/subscribe(changesOf:_:)``), storage
/// applies it. A list whose changes were never begun records nothing and costs nothing more.
///
/// ## Costs
/// | operation | cost |
/// | --- | --- |
/// | `[id:]` read, ``index(id:)``, ``contains(id:)``, `[offset]` | O(1) |
/// | ``append(_:)``, `[id:] = element` for an existing or new id, ``update(_:)`` | O(1) amortised |
/// | ``swapRemove(id:)`` | O(1) |
/// | ``remove(id:)``, `[id:] = nil`, ``insert(_:at:)``, ``removeAll(where:)``, ``move(fromOffsets:toOffset:)`` | O(n) |
/// | ``replaceAll(with:)`` | O(n log n) |
/// | ``changes`` | O(changed elements) |
///
/// While a record is open, each element's first change in it also copies the element once.
///
/// ## Topics
/// - ``init(uniqueElements:)``
/// - ``subscript(id:)``
/// - ``append(_:)``
/// - ``swapRemove(id:)``
/// - ``remove(id:)``
/// - ``beginChanges()``
/// - ``changes``
/// - ``apply(_:)``
public struct IdentifiedList<Element: Identifiable & Equatable> where Element.ID: Sendable {
    /// The elements, in order.
    @usableFromInline var elements: [Element]
    /// The offset of each element in ``elements``, by id.
    @usableFromInline var offsets: [Element.ID: Int]
    /// What changed since ``beginChanges()``, and the stamp that says which version this is.
    @usableFromInline var journal: ChangeJournal<Element>

    /// Creates an empty list.
    public init() {
        elements = []
        offsets = [:]
        journal = ChangeJournal()
    }

    /// Creates a list of elements whose ids are all different.
    ///
    /// Use it for elements read from outside (a file, a server): a duplicate id is an error,
    /// never a silent loss.
    ///
    /// ```swift
    /// let list = try IdentifiedList(uniqueElements: decoded)
    /// ```
    /// - Throws: ``DuplicateIDError`` naming the first id that appears twice, and its offsets.
    public init(uniqueElements: some Sequence<Element>) throws(DuplicateIDError) {
        self.init()
        for element in uniqueElements {
            if let first = offsets[element.id] {
                throw DuplicateIDError(id: "\(element.id)", offsets: [first, elements.count])
            }
            offsets[element.id] = elements.count
            elements.append(element)
        }
    }

    /// The offset of the element with this id, or nil. O(1).
    @inlinable
    public func index(id: Element.ID) -> Int? {
        offsets[id]
    }

    /// Whether an element has this id. O(1).
    @inlinable
    public func contains(id: Element.ID) -> Bool {
        offsets[id] != nil
    }

    /// The ids of the elements, in order.
    public var ids: some RandomAccessCollection<Element.ID> {
        elements.lazy.map(\.id)
    }

    /// The elements as an array, in order (no copy: arrays share their storage).
    public var array: [Element] { elements }

    /// Reserves room for `capacity` elements, so that appending up to that many does not
    /// reallocate.
    public mutating func reserveCapacity(_ capacity: Int) {
        elements.reserveCapacity(capacity)
        offsets.reserveCapacity(capacity)
    }
}

extension IdentifiedList: RandomAccessCollection {
    /// The first offset, 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of elements.
    @inlinable public var endIndex: Int { elements.count }

    /// The element at an offset. O(1).
    @inlinable
    public subscript(position: Int) -> Element {
        elements[position]
    }
}

/// Why a list could not be made: two elements have one id.
///
/// ```swift
/// do { _ = try IdentifiedList(uniqueElements: rows) } catch { print(error) }
/// // two elements have the id 7 (offsets 2 and 5)
/// ```
public struct DuplicateIDError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id, as `"\(id)"` prints it.
    public var id: String
    /// The offsets of its first two elements.
    public var offsets: [Int]

    /// Creates an error for an id found at two offsets.
    public init(id: String, offsets: [Int]) {
        self.id = id
        self.offsets = offsets
    }

    /// One line: `two elements have the id 7 (offsets 2 and 5)`.
    public var description: String {
        "two elements have the id \(id) (offsets \(offsets.map(String.init).joined(separator: " and ")))"
    }
}

extension IdentifiedList: Sendable where Element: Sendable {}
