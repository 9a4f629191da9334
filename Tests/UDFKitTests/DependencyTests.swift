import Foundation
import Testing
import UDFKit
import UDFKitTesting

/// Effects and reducers reach the clock, ids, the date and the app's own clients through the
/// store's dependencies: set where the store is made, overridden in one line in a test, and a
/// test that reads one it did not set fails naming it.
@Suite struct DependencyTests {
    struct Todo: Equatable, Identifiable, Sendable {
        var id: UUID
        var createdAt: Date
    }

    enum TodoAction: Action, Equatable {
        case added, fetched, titleLoaded(String)
    }

    struct Todos: Equatable, Sendable {
        var list: [Todo] = []
        var title = ""
    }

    /// A client of the app's own.
    struct TitleService: Sendable {
        var title: @Sendable () async throws -> String
    }

    enum TitleServiceKey: DependencyKey {
        static let liveValue = TitleService { "live title" }
    }

    static let todos = Reducer<Todos>(TodoAction.self) { state, action, dependencies -> Effect in
        switch action {
        case .added:
            state.list.append(Todo(id: dependencies.uuid(), createdAt: dependencies.date()))
            return .none
        case .fetched:
            return .run { send in
                @Dependency(\.titles) var titles
                send(TodoAction.titleLoaded(try await titles.title()))
            }
        case .titleLoaded(let title):
            state.title = title
            return .none
        }
    }

    @Test func aTestStoreGivesCountedIdsAndAFixedDate() async {
        let store = TestStore(initialState: Todos(), reducer: Self.todos)

        await store.send(TodoAction.added) {
            $0.list = [Todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, createdAt: TestStore<Todos>.fixedDate)]
        }
        await store.send(TodoAction.added) {
            $0.list.append(Todo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, createdAt: TestStore<Todos>.fixedDate))
        }
    }

    @Test func aTestSetsAClientInOneLine() async {
        let store = TestStore(initialState: Todos(), reducer: Self.todos) { $0.titles = TitleService { "test title" } }

        await store.send(TodoAction.fetched)
        await store.receive(TodoAction.titleLoaded("test title")) { $0.title = "test title" }
    }

    @Test func aTestThatReadsAClientItDidNotSetFailsNamingIt() async {
        await withKnownIssue {
            let store = TestStore(initialState: Todos(), reducer: Self.todos)
            await store.send(TodoAction.fetched)
            await store.receive(TodoAction.titleLoaded("live title")) { $0.title = "live title" }
        } matching: { issue in
            issue.description.contains("TitleServiceKey")
        }
    }

    @Test func aStoreUsesTheLiveValuesUnlessToldOtherwise() async {
        let live = Store(initialState: Todos(), reducer: Self.todos)
        live.dispatch(TodoAction.fetched)
        #expect(await eventually { live.state.title == "live title" })

        let set = Store(initialState: Todos(), reducer: Self.todos) { $0.uuid = .incrementing() }
        set.dispatch(TodoAction.added)
        #expect(set.state.list.map(\.id) == [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!])
    }

    @Test func anActionNoReducerHandlesFailsATestUnlessAllowed() async {
        await withKnownIssue {
            let store = TestStore(initialState: Todos(), reducer: Self.todos)
            await store.send(LogAction.noted("typo"))
        } matching: { issue in
            issue.description.contains("no reducer handles LogAction")
        }
        let allowing = TestStore(initialState: Todos(), reducer: Self.todos, unhandledActions: .allowed)
        await allowing.send(LogAction.noted("consumed by middleware"))
    }
}

extension DependencyValues {
    var titles: DependencyTests.TitleService {
        get { self[DependencyTests.TitleServiceKey.self] }
        set { self[DependencyTests.TitleServiceKey.self] = newValue }
    }
}
