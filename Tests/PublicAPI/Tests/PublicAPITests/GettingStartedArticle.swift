import Foundation
import Testing
import UDFKit

// The Swift blocks of the DocC article "Getting started" (Sources/UDFKit/UDFKit.docc/
// GettingStarted.md), verbatim between the markers, so that they compile against the public
// API; statements are left unindented inside functions to stay verbatim.

// ARTICLE-BEGIN
import UDFKit

struct Counter: Equatable, Sendable {
    var count = 0
    var history: [Int] = []
}

enum CounterEvent: Action {
    case incremented
    case reset
}
// ARTICLE-END

// ARTICLE-BEGIN
let counter = Reducer<Counter>(CounterEvent.self) { state, event in
    switch event {
    case .incremented:
        state.count += 1
    case .reset:
        state.history.append(state.count)
        state.count = 0
    }
}
// ARTICLE-END

func gettingStartedStore() -> Counter {
// ARTICLE-BEGIN
let store = Store(initialState: Counter(), reducer: counter)
let token = store.subscribe(to: \.count) { count in print("count is now", count) }
store.dispatch(CounterEvent.incremented)      // prints "count is now 1"
store.dispatch(CounterEvent.reset)            // prints "count is now 0"
store.unsubscribe(token)
print(store.state)                            // Counter(count: 0, history: [1])
// ARTICLE-END
return store.state
}

// ARTICLE-BEGIN
final class CountLabel: Sendable {
    init(store: Store<Counter>) {
        store.subscribe(to: \.count, owner: self) { label, count in label.show(count) }
    }
    func show(_ count: Int) { print(count) }
}
// ARTICLE-END

func gettingStartedMiddleware() -> Store<Counter> {
// ARTICLE-BEGIN
let logger = Middleware<Counter> { context, action, next in
    print("→", action)
    next(action)
}
let store = Store(initialState: Counter(), reducer: counter, middleware: [logger])
store.dispatch(Effect.run(id: "tick") { send in
    try await Task.sleep(for: .seconds(1))
    send(CounterEvent.incremented)
})
// ARTICLE-END
return store
}

@Suite struct GettingStartedArticle {
    @Test func theArticleEndsWithTheStateItPromises() {
        #expect(gettingStartedStore() == Counter(count: 0, history: [1]))
    }

    @Test func theArticleShowsTheseBlocksVerbatim() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().appending(path: "../../../..").standardized
        let article = try String(contentsOf: root.appending(path: "Sources/UDFKit/UDFKit.docc/GettingStarted.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let blocks = source.components(separatedBy: "// ARTICLE-BEGIN\n").dropFirst().map {
            String($0.components(separatedBy: "// ARTICLE-END")[0])
        }
        #expect(blocks.count == 5)
        for block in blocks {
            #expect(article.contains("```swift\n" + block + "```"), "not in the article:\n\(block)")
        }
    }
}
