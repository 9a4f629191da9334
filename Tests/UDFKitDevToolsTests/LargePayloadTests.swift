import Foundation
import Testing
import UDFKit
@testable import UDFKitDevTools

/// A shelf of books loaded whole, then edited book by book with change records.
struct Shelf: Equatable, Codable, Sendable {
    var books = IdentifiedList<Book>()
    var note = ""
}

struct Book: Identifiable, Hashable, Codable, Sendable {
    var id: Int
    var title: String
}

enum ShelfLoad: LargePayloadAction, Equatable, Codable {
    case loaded(IdentifiedList<Book>)
    case failed

    static var payloadPath: WritableKeyPath<Shelf, IdentifiedList<Book>> { \.books }
    static var emptyPayload: IdentifiedList<Book> { [] }
    var withoutPayload: ShelfLoad? { if case .loaded = self { .loaded([]) } else { nil } }
    var payloadSummary: String { if case .loaded(let books) = self { "\(books.count) books" } else { "" } }
    func with(payload: IdentifiedList<Book>) -> ShelfLoad { .loaded(payload) }
}

enum BookAction: Action, Equatable, Codable {
    case renamed(id: Int, title: String)
    case removed(id: Int)
    case added(Book)
}

enum NoteAction: Action, Equatable, Codable {
    case written(String)
    /// Replaces the books without a change record.
    case replaced(IdentifiedList<Book>)
}

let shelfReducer = Reducer<Shelf>.combine(
    Reducer(ShelfLoad.self) { state, action in
        if case .loaded(let books) = action { state.books = books }
    },
    Reducer(BookAction.self) { state, action in
        state.books.beginChanges()
        switch action {
        case let .renamed(id, title): state.books[id: id]?.title = title
        case let .removed(id): _ = state.books.remove(id: id)
        case let .added(book): _ = state.books.append(book)
        }
    },
    Reducer(NoteAction.self) { state, action in
        switch action {
        case .written(let text): state.note = text
        case .replaced(let books): state.books = books
        }
    }
)

let shelfRegistry = (try? ActionRegistry().registering(ShelfLoad.self).registering(BookAction.self).registering(NoteAction.self))
    ?? ActionRegistry()

@Suite struct LargePayloadTests {
    let loaded = (try? IdentifiedList(uniqueElements: (0..<50).map { Book(id: $0, title: "Book \($0)") })) ?? []
    let edits: [any Action] = [
        NoteAction.written("a"), BookAction.renamed(id: 3, title: "Three"), BookAction.removed(id: 7),
        NoteAction.written("b"), BookAction.added(Book(id: 99, title: "New")), BookAction.renamed(id: 99, title: "Newer"),
    ]

    /// The store's states after each action, for comparison.
    func session(capacity: Int = 100) -> (Store<Shelf>, DevTools<Shelf>, [Shelf]) {
        let devTools = DevTools(reducer: shelfReducer, capacity: capacity, registry: shelfRegistry)
        let store = Store(initialState: Shelf(), reducer: shelfReducer, middleware: [devTools.middleware])
        var states: [Shelf] = []
        for action in [NoteAction.written("start"), ShelfLoad.loaded(loaded)] + edits {
            store.dispatch(action)
            states.append(store.state)
        }
        return (store, devTools, states)
    }

    @Test func theLogKeepsTheLoadWithoutItsPayloadAndSaysWhatItHeld() throws {
        let (store, devTools, _) = session()
        defer { withExtendedLifetime(store) {} }
        #expect(devTools.action(at: 1) as? ShelfLoad == .loaded([]))
        let entry = try #require(devTools.entries().first { $0.index == 1 })
        #expect(entry.payload.hasPrefix("50 books"))
    }

    @Test func everyPastStateIsRebuiltFromThePresent() {
        let (store, devTools, states) = session()
        defer { withExtendedLifetime(store) {} }
        for index in states.indices {
            #expect(devTools.state(after: index) == states[index], "after \(index)")
        }
    }

    @Test func jumpingAndSkippingWorkAcrossTheLoad() {
        let (store, devTools, states) = session()
        #expect(devTools.jump(to: 1))
        #expect(devTools.displayedState(present: store.state) == states[1])
        devTools.returnToPresent()
        devTools.setSkipped(3, true)    // the rename of book 3
        var expected = states.last ?? Shelf()
        expected.books[id: 3]?.title = "Book 3"
        #expect(devTools.displayedState(present: store.state) == expected)
    }

    @Test func theDiffOfTheLoadShowsTheLoadedBooks() throws {
        let (store, devTools, _) = session()
        defer { withExtendedLifetime(store) {} }
        let changes = try #require(devTools.changes(at: 1, limit: 1_000))
        #expect(changes.contains { $0.path.contains("books") })
    }

    @Test func aRecordingHoldsTheLoadWholeAndReplaysToThePresent() throws {
        let (store, devTools, _) = session()
        let recording = try devTools.recording()
        let replayed = try DevTools<Shelf>.replaying(recording, reducer: shelfReducer, registry: shelfRegistry, initialState: Shelf())
        #expect(replayed.devTools.state(after: replayed.devTools.indices.upperBound - 1) == store.state)
        #expect(replayed.devTools.action(at: 1) as? ShelfLoad == .loaded(loaded))
    }

    @Test func theLoadFoldedIntoTheBaseIsWhole() {
        let (store, devTools, _) = session(capacity: 3)
        store.dispatch(NoteAction.written("c"))    // kept: #6…#8; the base is the state after #5
        #expect(devTools.indices == 6..<9)
        let base = devTools.state(after: 5)
        #expect(base?.books.count == 49 && base?.books[id: 3]?.title == "Three" && base?.note == "b")
        #expect(devTools.state(after: devTools.indices.upperBound - 1) == store.state)
    }

    @Test func aLoadFollowedByAChangeWithoutARecordIsNotRebuiltAndThePresentIsShown() throws {
        let (store, devTools, states) = session()
        store.dispatch(NoteAction.replaced([Book(id: 1, title: "Only")]))
        #expect(devTools.state(after: 0) == states[0])    // before the load: replayed from the base
        #expect(devTools.state(after: 1) == nil)
        #expect(devTools.changes(at: 1) == nil)
        #expect(devTools.jump(to: 3))
        #expect(devTools.displayedState(present: store.state) == store.state)
        let recording = try #require(String(data: try devTools.recording(), encoding: .utf8))
        #expect(recording.contains(#""action":{"loaded":{"_0":[]}}"#))
    }

    /// A diff after the load follows the action's change record and moves one payload along
    /// (never copying it per diff): whichever way the entries are stepped through, it lists
    /// what comparing the store's own states lists.
    @Test(arguments: [[2, 3, 4, 5, 6, 7], [7, 6, 5, 4, 3, 2], [5, 2, 7, 3, 3, 6, 4]])
    func aDiffAfterTheLoadFollowsTheRecordAndListsWhatTheStatesDiffer(_ order: [Int]) throws {
        let (store, devTools, states) = session()
        defer { withExtendedLifetime(store) {} }
        for index in order {
            let changes = try #require(devTools.changes(at: index), "#\(index)")
            #expect(changes == StateDiff.changes(from: states[index - 1], to: states[index]), "#\(index)")
            #expect(devTools.inner.withLock { $0.payloadReplay.cursor?.index } == index, "#\(index) by record")
        }
    }

    @Test func aDiffAfterTheLoadNamesTheBooksByPath() throws {
        let (store, devTools, _) = session()
        defer { withExtendedLifetime(store) {} }
        #expect(try #require(devTools.changes(at: 3)).map(\.path) == ["books[id: 3].title"])
        #expect(try #require(devTools.changes(at: 4)).map(\.path) == ["books[id: 7]"])
        #expect(try #require(devTools.changes(at: 5)).map(\.path) == ["note"])
    }

    @Test func withASkipTheDiffComparesWholeStates() throws {
        let (store, devTools, _) = session()
        defer { withExtendedLifetime(store) {} }
        devTools.setSkipped(3, true)
        let changes = try #require(devTools.changes(at: 7))
        #expect(changes.map(\.path) == ["books[id: 99].title"])
        #expect(devTools.inner.withLock { $0.payloadReplay.cursor } == nil)
    }
}
