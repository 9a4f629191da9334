import Synchronization
import Testing
import UDFKit
@testable import UDFKitDevTools

@Suite struct DevToolsLogTests {
    @Test func everyActionThatReachesTheReducersIsLoggedInOrderWithItsFamilyCaseAndPayload() {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 1, title: "Milk"))
        store.dispatch(Untracked(amount: 2))
        store.dispatch(TodoAction.toggled(id: 1))
        let entries = devTools.entries()
        #expect(entries.map(\.index) == [0, 1, 2])
        #expect(entries.map(\.family) == ["TodoAction", "Untracked", "TodoAction"])
        #expect(entries.map(\.caseName) == ["added", "Untracked", "toggled"])
        #expect(entries.map(\.payload) == [#"(id: 1, title: "Milk")"#, "Untracked(amount: 2)", "(id: 1)"])
        #expect(entries.map(\.isEncodable) == [true, false, true])
        #expect(entries.allSatisfy { $0.durationNanoseconds >= 0 && !$0.isSkipped })
    }

    @Test func effectsAndActionsDroppedByEarlierMiddlewareAreNotLogged() {
        let devTools = DevTools(reducer: todoReducer, registry: todoRegistry)
        let dropFilters = Middleware<Todos> { _, action, next in
            if case TodoAction.filtered? = action as? TodoAction { return }
            next(action)
        }
        let store = Store(initialState: Todos(), reducer: todoReducer, middleware: [dropFilters, devTools.middleware])
        store.dispatch(TodoAction.filtered("x"))
        store.dispatch(Effect.run { _ in })
        store.dispatch(TodoAction.added(id: 1, title: "a"))
        #expect(devTools.entries().map(\.caseName) == ["added"])
    }

    @Test func pastItsCapacityTheOldestActionsAreFoldedIntoTheBase() {
        let (store, devTools) = storeWithDevTools(capacity: 3)
        let actions: [TodoAction] = [.added(id: 1, title: "a"), .added(id: 2, title: "b"), .toggled(id: 1), .renamed(id: 2, title: "B"), .removed(id: 1)]
        actions.forEach(store.dispatch)
        #expect(devTools.indices == 2..<5)
        #expect(devTools.entries().map(\.caseName) == ["toggled", "renamed", "removed"])
        #expect(devTools.state(after: 1) == oracle(Array(actions.prefix(2))))
        #expect(devTools.state(after: 0) == nil)
        #expect(devTools.state(after: 4) == store.state)
    }

    @Test func entriesPageFromAStartIndex() {
        let (store, devTools) = storeWithDevTools()
        (0..<10).forEach { store.dispatch(TodoAction.filtered("\($0)")) }
        #expect(devTools.entries(from: 7).map(\.index) == [7, 8, 9])
        #expect(devTools.entries(from: 2, limit: 2).map(\.index) == [2, 3])
        #expect(devTools.entries(from: 20).isEmpty)
    }

    @Test func payloadsAreOneLineWithControlCharactersEscapedAndLongOnesCut() {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 1, title: "a\u{1B}]52;c;bad\u{07}\nb"))
        store.dispatch(TodoAction.added(id: 2, title: String(repeating: "x", count: 500)))
        let payloads = devTools.entries().map(\.payload)
        #expect(payloads[0] == #"(id: 1, title: "a\u{1B}]52;c;bad\u{07}\nb")"#)
        #expect(!payloads[0].unicodeScalars.contains { $0.value < 0x20 })
        #expect(payloads[1].count == ActionText.payloadLimit + 1)
        #expect(payloads[1].hasSuffix("…"))
    }

    @Test func recordingKeepsTheStoresCollectionsUncopiedAfterTheFirstChange() {
        let initial = Todos(items: (0..<1_000).map { Todo(id: $0, title: "t\($0)") })
        let (store, _) = storeWithDevTools(capacity: 4, initial: initial)
        store.dispatch(TodoAction.toggled(id: 0))
        let address = store.state.items.withUnsafeBufferPointer { $0.baseAddress }
        for id in 1..<50 { store.dispatch(TodoAction.toggled(id: id)) }
        // A retained snapshot per action would have made every change copy the array.
        #expect(store.state.items.withUnsafeBufferPointer { $0.baseAddress } == address)
    }

    @Test func observersHearOfEachRecordedActionAndOfTravelUntilTheyStop() {
        let (store, devTools) = storeWithDevTools()
        let heard = EventBox()
        let observation = devTools.observe { heard.append($0) }
        store.dispatch(TodoAction.filtered("a"))
        devTools.jump(to: 0)
        devTools.stopObserving(observation)
        store.dispatch(TodoAction.filtered("b"))
        #expect(heard.events == [.recorded, .travelled])
    }
}

final class EventBox: Sendable {
    private let stored = Mutex<[DevToolsEvent]>([])
    func append(_ event: DevToolsEvent) { stored.withLock { $0.append(event) } }
    var events: [DevToolsEvent] { stored.withLock { $0 } }
}
