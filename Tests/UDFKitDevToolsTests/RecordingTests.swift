import Foundation
import Testing
import UDFKit
import UDFKitDevTools

@Suite struct RecordingTests {
    @Test func aRecordingReadBackReplaysStepByStepToTheSameStates() throws {
        let actions = randomActions(count: 25, seed: 5).filter { $0 is TodoAction }
        let (store, devTools) = storeWithDevTools()
        actions.forEach { store.dispatch($0) }
        devTools.setSkipped(4, true)
        devTools.mark("before the bug")
        let file = try devTools.recording()
        let (replay, warnings) = try DevTools.replaying(file, reducer: todoReducer, registry: todoRegistry)
        #expect(warnings.isEmpty)
        #expect(replay.indices == devTools.indices)
        #expect(replay.skippedIndices == [4])
        #expect(replay.marks == [DevToolsMark(label: "before the bug", at: actions.count)])
        for index in replay.indices {
            #expect(replay.state(after: index) == devTools.state(after: index))
        }
        #expect(replay.entries().map(\.caseName) == devTools.entries().map(\.caseName))
        #expect(zip(replay.entries(), devTools.entries()).allSatisfy { abs($0.time.timeIntervalSince($1.time)) < 0.002 })
    }

    @Test func theFileIsJSONLinesWithAHeaderThenOneActionPerLine() throws {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 1, title: "Milk"))
        store.dispatch(Untracked(amount: 2))
        let lines = String(decoding: try devTools.recording(), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"firstIndex":0,"format":"udfkit-devtools-recording","initialState":{"edits":0,"filter":"","items":[]},"version":1}"#)
        #expect(lines[1].contains(#""action":{"added":{"id":1,"title":"Milk"}}"#))
        #expect(lines[1].contains(#""index":0"#) && lines[1].contains(#""type":"TodoAction""#))
        #expect(lines[2].contains(#""unencoded":"Untracked(amount: 2)""#))
    }

    @Test func actionsRecordedByNameOnlyShowInTheLogAndReplayLeavesThemOut() throws {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 1, title: "a"))
        store.dispatch(Untracked(amount: 10))
        store.dispatch(TodoAction.toggled(id: 1))
        let (replay, warnings) = try DevTools.replaying(try devTools.recording(), reducer: todoReducer, registry: todoRegistry)
        #expect(warnings == ["action 1 (Untracked) was recorded by name only; replay leaves it out"])
        #expect(replay.entries().map(\.family) == ["TodoAction", "Untracked", "TodoAction"])
        #expect(replay.state(after: 2)?.edits == 2)
    }

    @Test func aStateThatIsNotEncodableIsNamedByItsReferenceAndGivenBackOnReplay() throws {
        let devTools = DevTools(reducer: counting, registry: todoRegistry, recordingReference: "todos.json at 09:30")
        let store = Store(initialState: Tally(count: 5), reducer: counting, middleware: [devTools.middleware])
        store.dispatch(TodoAction.toggled(id: 9))
        let file = try devTools.recording(initialStateReference: devTools.recordingReference)
        #expect(String(decoding: file, as: UTF8.self).hasPrefix(#"{"firstIndex":0,"format":"udfkit-devtools-recording","initialStateReference":"todos.json at 09:30","version":1}"#))
        let (replay, _) = try DevTools.replaying(file, reducer: counting, registry: todoRegistry, initialState: Tally(count: 5))
        #expect(replay.state(after: 0) == store.state)
    }

    @Test func anEncodableStateIsWrittenWhole() throws {
        let initial = Todos(items: [Todo(id: 9, title: "kept")])
        let (store, devTools) = storeWithDevTools(initial: initial)
        store.dispatch(TodoAction.toggled(id: 9))
        let (replay, _) = try DevTools<Todos>.replaying(try devTools.recording(initialStateReference: "anything"), reducer: todoReducer, registry: todoRegistry)
        #expect(replay.state(after: 0) == store.state)
    }

    @Test(arguments: [
        ("", "the recording is empty"),
        (#"{"format":"other","version":1,"firstIndex":0}"#, "line 1: not a UDFKit devtools recording"),
        (#"{"format":"udfkit-devtools-recording","version":9,"firstIndex":0}"#, "line 1: recording version 9 is newer than this program reads (1)"),
        (#"{"format":"udfkit-devtools-recording","version":1,"firstIndex":0}"# + "\n" + #"{"index":1,"time":"2026-01-01T00:00:00Z","type":"TodoAction","action":{"toggled":{"id":1}}}"#,
         "line 2: action 1 where 0 was expected"),
    ])
    func aBadRecordingIsRefusedWithTheLineItIsAbout(text: String, message: String) {
        #expect(throws: DevToolsRecordingError.self) {
            _ = try DevTools.replaying(Data(text.utf8), reducer: todoReducer, registry: todoRegistry, initialState: Todos())
        }
        do {
            _ = try DevTools.replaying(Data(text.utf8), reducer: todoReducer, registry: todoRegistry, initialState: Todos())
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func actionTimesAtTheEdgesOfTheCalendarReadBackWithoutTrapping() throws {
        let header = #"{"format":"udfkit-devtools-recording","version":1,"firstIndex":0}"#
        let times = ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2026-01-01T00:00:00.250Z"]
        let lines = times.enumerated().map { index, time in
            #"{"index":\#(index),"time":"\#(time)","type":"TodoAction","action":{"toggled":{"id":1}}}"#
        }
        let (replay, warnings) = try DevTools.replaying(
            Data(([header] + lines).joined(separator: "\n").utf8), reducer: todoReducer, registry: todoRegistry, initialState: Todos())
        #expect(warnings.isEmpty)
        let entries = replay.entries()
        #expect(entries.count == 3)
        // Within ±292 years of now a time reads back to the millisecond; further ones are clamped, never a trap.
        let near = try #require(entries.last).time
        #expect(abs(near.timeIntervalSince(Date(timeIntervalSince1970: 1_767_225_600.25))) < 0.001)
        #expect(entries[0].time < entries[1].time)
    }

    @Test func anInitialStateOfAnotherVersionOfTheAppIsRefusedOnTheHeaderLineSayingSo() throws {
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 1, title: "Milk"))
        // The state of a version whose `items` were called `todos`
        let older = String(decoding: try devTools.recording(), as: UTF8.self).replacingOccurrences(of: #""items":"#, with: #""todos":"#)
        #expect {
            _ = try DevTools.replaying(Data(older.utf8), reducer: todoReducer, registry: todoRegistry)
        } throws: { error in
            guard let error = error as? DevToolsRecordingError else { return false }
            return error.line == 1 && error.reason.hasPrefix("the initial state cannot be read (was it recorded by another version of the app?)")
                && error.reason.contains("items") && !error.description.contains("\n")
        }
    }

    @Test func garbageAndUnknownFamiliesAreRefusedWithTheirLine() {
        let header = #"{"format":"udfkit-devtools-recording","version":1,"firstIndex":0}"#
        for line in ["not json", #"{"index":0,"time":"2026-01-01T00:00:00Z","type":"Nope","action":{}}"#] {
            do {
                _ = try DevTools.replaying(Data((header + "\n" + line).utf8), reducer: todoReducer, registry: todoRegistry, initialState: Todos())
                Issue.record("accepted \(line)")
            } catch {
                #expect(error.line == 2)
            }
        }
    }
}

/// A state that is not `Encodable`.
struct Tally: Equatable, Sendable {
    var count: Int
}

let counting = Reducer<Tally>(TodoAction.self) { state, _ in state.count += 1 }
