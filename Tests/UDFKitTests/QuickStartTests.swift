import Testing
import UDFKit

// The README's quick start, verbatim between the markers, so that it always compiles.
// README-QUICK-START-BEGIN
struct Counter: Equatable, Sendable {
    var count = 0
    var history: [Int] = []
}

enum CounterEvent: Action {
    case incremented
    case reset
}

let counter = Reducer<Counter>(CounterEvent.self) { state, event in
    switch event {
    case .incremented:
        state.count += 1
    case .reset:
        state.history.append(state.count)
        state.count = 0
    }
}

func quickStart() -> Counter {
    let store = Store(initialState: Counter(), reducer: counter)
    let token = store.subscribe(to: \.count) { count in print("count is now", count) }
    store.dispatch(CounterEvent.incremented)      // prints "count is now 1"
    store.dispatch(CounterEvent.reset)            // prints "count is now 0"
    store.unsubscribe(token)
    return store.state                            // Counter(count: 0, history: [1])
}
// README-QUICK-START-END

@Suite struct QuickStartTests {
    @Test func theReadmeQuickStartEndsWithTheStateItPromises() {
        #expect(quickStart() == Counter(count: 0, history: [1]))
    }

    @Test func theReadmeShowsThisFileVerbatim() throws {
        let here = URLPath.testFile(#filePath)
        let source = try String(contentsOfFile: here, encoding: .utf8)
        let readme = try String(contentsOfFile: URLPath.packageRoot(here) + "/README.md", encoding: .utf8)
        let snippet = try #require(URLPath.between("// README-QUICK-START-BEGIN\n", "// README-QUICK-START-END", in: source))
        #expect(readme.contains(snippet))
    }
}

import Foundation

/// Small path helpers for tests that read files of the package.
enum URLPath {
    static func testFile(_ path: String) -> String { path }

    static func packageRoot(_ testFile: String) -> String {
        var url = URL(fileURLWithPath: testFile)
        while url.pathComponents.count > 1 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
        }
        return "."
    }

    static func between(_ start: String, _ end: String, in text: String) -> String? {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else {
            return nil
        }
        return String(text[from.upperBound..<to.lowerBound])
    }
}
