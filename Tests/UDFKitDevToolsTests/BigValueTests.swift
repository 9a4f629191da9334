import Synchronization
import Testing
import UDFKit
@testable import UDFKitDevTools

/// Devtools over a big state (issue 24): an action carrying thousands of records is
/// described from its first ones, and the diff of a collection filled or emptied lists the
/// first elements and counts the rest, as Swift and the full diff would show them.
@Suite struct BigValueTests {
    static let todos = Todos(items: (0..<5_000).map { Todo(id: $0, title: "t\($0)") })

    enum Loaded: Action {
        case loaded(Todos)
        case numbers([Int], label: String)
    }

    @Test func aBigValueIsDescribedAsSwiftBeginsToDescribeIt() {
        let values: [Any] = [
            Self.todos, Array(0..<5_000), Dictionary(uniqueKeysWithValues: (0..<1_000).map { ("k\($0)", $0) }),
            Optional(Array(0..<1_000)) as Any, Loaded.numbers(Array(0..<1_000), label: "x"), (Self.todos, 1), Set(0..<1_000),
        ]
        for value in values {
            let described = BoundedText.describe(value, limit: 300)
            #expect(described.count > 300)
            #expect(String(describing: value).hasPrefix(described), "\(described)")
        }
    }

    @Test func aBigDictionaryCutAtAnyLengthIsAPrefixOfSwiftsDescription() {
        // Every cut point, whatever order the hash seed gives the keys: a cut right after the
        // ", " before a key once left ", : " behind.
        let dictionary = Dictionary(uniqueKeysWithValues: (0..<1_000).map { ("k\($0)", $0) })
        let full = String(describing: dictionary)
        for limit in 0..<400 {
            let described = BoundedText.describe(dictionary, limit: limit)
            #expect(full.hasPrefix(described), "limit \(limit): …\(described.suffix(24))")
        }
    }

    @Test func aSmallValueIsDescribedBySwiftWhole() {
        let small: [Any] = [Todo(id: 1, title: "a"), [1, 2, 3], ["a": 1], Optional<Int>.none as Any, Shape.circle(radius: 2)]
        for value in small {
            #expect(BoundedText.describe(value, limit: 10) == String(describing: value))
        }
    }

    @Test func theLogShowsABigActionFromItsFirstRecordsCutAtThePayloadLimit() {
        let reducer = Reducer<Todos>(Loaded.self) { state, action in
            if case .loaded(let todos) = action { state = todos }
        }
        let devTools = DevTools(reducer: reducer, capacity: 10)
        let store = Store(initialState: Todos(), reducer: reducer, middleware: [devTools.middleware])
        store.dispatch(Loaded.loaded(Self.todos))
        let payload = devTools.entries().first?.payload ?? ""
        #expect(payload == ActionText.oneLine(String(describing: Self.todos), limit: ActionText.payloadLimit))
        #expect(payload.hasPrefix(#"Todos(items: [UDFKitDevToolsTests.Todo(id: 0, title: "t0", done: false), "#))
    }

    @Test func aCollectionFilledOrEmptiedListsItsFirstElementsAndCountsTheRest() {
        let filled = StateDiff.changes(from: Todos(), to: Self.todos, limit: 3)
        #expect(filled == [
            StateChange(path: "items[id: 0]", before: nil, after: #"Todo(id: 0, title: "t0", done: false)"#),
            StateChange(path: "items[id: 1]", before: nil, after: #"Todo(id: 1, title: "t1", done: false)"#),
            StateChange(path: "items[id: 2]", before: nil, after: #"Todo(id: 2, title: "t2", done: false)"#),
            StateChange(path: "…", before: nil, after: "4997 more changes"),
        ])
        let emptied = StateDiff.changes(from: Self.todos, to: Todos(), limit: 1)
        #expect(emptied == [
            StateChange(path: "items[id: 0]", before: #"Todo(id: 0, title: "t0", done: false)"#, after: nil),
            StateChange(path: "…", before: nil, after: "4999 more changes"),
        ])
        #expect(StateDiff.changes(from: [Int](), to: [7, 8, 9], limit: 2) == [
            StateChange(path: "[0]", before: nil, after: "7"),
            StateChange(path: "[1]", before: nil, after: "8"),
            StateChange(path: "…", before: nil, after: "1 more changes"),
        ])
    }

    @Test func aChangeInABigCollectionIsFoundElementByElementAsBefore() {
        var edited = Self.todos
        edited.items[5].title = "five"
        #expect(StateDiff.changes(from: Self.todos, to: edited) == [
            StateChange(path: "items[id: 5].title", before: #""t5""#, after: #""five""#),
        ])
        var numbers = Array(0..<1_000)
        numbers[7] = -7
        #expect(StateDiff.changes(from: Array(0..<1_000), to: numbers) == [StateChange(path: "[7]", before: "7", after: "-7")])
    }

    @Test func aBigCollectionWithAReplacedElementIsMatchedByID() {
        var replaced = Self.todos
        replaced.items[3] = Todo(id: 9_999, title: "new")
        #expect(Set(StateDiff.changes(from: Self.todos, to: replaced)) == [
            StateChange(path: "items[id: 3]", before: #"Todo(id: 3, title: "t3", done: false)"#, after: nil),
            StateChange(path: "items[id: 9999]", before: nil, after: #"Todo(id: 9999, title: "new", done: false)"#),
        ])
    }
}

/// The same comparisons over UDFKit's `IdentifiedList`, which an app's records may use.
@Suite struct BigIdentifiedListTests {
    static let todos: IdentifiedList<Todo> = {
        do { return try IdentifiedList(uniqueElements: (0..<5_000).map { Todo(id: $0, title: "t\($0)") }) } catch { preconditionFailure("\(error)") }
    }()

    @Test func aChangedElementIsFoundByPositionAndNamedByID() {
        var edited = Self.todos
        edited[id: 4_321]?.done = true
        #expect(StateDiff.changes(from: Self.todos, to: edited) == [StateChange(path: "[id: 4321].done", before: "false", after: "true")])
    }

    @Test func aListThatRecordsItsChangesIsReadFromItsRecordWithoutComparingItsElements() throws {
        let list = try IdentifiedList(uniqueElements: (0..<5_000).map { Counted(id: $0, value: $0) })
        var recorded = list, unrecorded = list
        recorded.beginChanges()
        for edit in [{ (list: inout IdentifiedList<Counted>) in list[id: 7]?.value = -7 },
                     { list in list.swapRemove(id: 4_999) }, { list in list.append(Counted(id: 9_000, value: 0)) }] {
            edit(&recorded)
            edit(&unrecorded)
        }
        let expected: Set = [
            StateChange(path: "[id: 7].value", before: "7", after: "-7"),
            StateChange(path: "[id: 4999]", before: "Counted(id: 4999, value: 4999)", after: nil),
            StateChange(path: "[id: 9000]", before: nil, after: "Counted(id: 9000, value: 0)"),
        ]
        Counted.comparisons.withLock { $0 = 0 }
        #expect(Set(StateDiff.changes(from: list, to: recorded)) == expected)
        #expect(Counted.comparisons.withLock { $0 } < 5)
        #expect(Set(StateDiff.changes(from: list, to: unrecorded)) == expected)
        #expect(Counted.comparisons.withLock { $0 } > 5_000)
    }

    /// A list left alone by an action still holds the record an earlier action opened: the
    /// diff of the later action must not list it again.
    @Test func aListNotChangedSinceListsNothingThoughItsRecordIsOpen() throws {
        var list = try IdentifiedList(uniqueElements: (0..<10).map { Counted(id: $0, value: $0) })
        list.beginChanges()
        list[id: 3]?.value = 30
        let same = list
        #expect(StateDiff.changes(from: list, to: same).isEmpty)
    }

    @Test func aReplacedElementIsAnInsertionAndARemovalByID() {
        var replaced = Self.todos
        replaced.swapRemove(id: 4_999)
        replaced.append(Todo(id: 7_000, title: "new"))
        #expect(Set(StateDiff.changes(from: Self.todos, to: replaced)) == [
            StateChange(path: "[id: 4999]", before: #"Todo(id: 4999, title: "t4999", done: false)"#, after: nil),
            StateChange(path: "[id: 7000]", before: nil, after: #"Todo(id: 7000, title: "new", done: false)"#),
        ])
    }
}

/// An element that counts the comparisons made of it (only the test above uses it).
struct Counted: Identifiable, Equatable, CustomStringConvertible {
    static let comparisons = Mutex(0)
    var id: Int
    var value: Int

    var description: String { "Counted(id: \(id), value: \(value))" }

    static func == (lhs: Counted, rhs: Counted) -> Bool {
        comparisons.withLock { $0 += 1 }
        return lhs.id == rhs.id && lhs.value == rhs.value
    }
}
