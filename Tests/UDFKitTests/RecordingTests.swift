import Foundation
import Testing
import UDFKit

enum StampAction: Action, Equatable, Codable {
    case stamped(Date)
}

let stampsReducer = Reducer<[Date]>(StampAction.self) { stamps, action in
    switch action {
    case .stamped(let date): stamps.append(date)
    }
}

struct Session: Equatable, Sendable {
    var numbers = Numbers()
    var history = History<Numbers>()
    var stamps: [Date] = []
}

let sessionReducer = Reducer<Session>.combine(
    .undoable(numbersReducer, data: \.numbers, history: \.history),
    .lift(\.stamps, stampsReducer)
)

var sessionRegistry: ActionRegistry {
    get throws { try ActionRegistry([NumberAction.self, TagAction.self, StampAction.self, HistoryAction.self]) }
}

/// A fresh file name in a fresh temporary folder.
func temporaryFile(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "udfkit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appending(path: name)
}

func contents(of url: URL) throws -> String {
    // Foundation's Data(contentsOf:) leaks its 4 KB read buffer on an empty file (seen by
    // `swift test --sanitize=address`), so an empty file is read as empty without it.
    let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
    guard size != 0 else { return "" }
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
}

@Suite struct RecordingTests {
    let noon = Date(timeIntervalSince1970: 1_700_000_000.125)

    @Test func eachRegisteredActionIsWrittenAtOnceAsOneLineWithItsTimeAndType() throws {
        let url = try temporaryFile("session.jsonl")
        let recorder = try ActionRecorder(appendingTo: url, registry: sessionRegistry, now: { [noon] in noon })
        recorder.record(NumberAction.appended(1))
        #expect(try contents(of: url) == """
            {"time":"2023-11-14T22:13:20.125Z","type":"NumberAction","action":{"appended":{"_0":1}}}

            """)
        recorder.record(HistoryAction.undone)
        #expect(try contents(of: url).split(separator: "\n").last == #"{"time":"2023-11-14T22:13:20.125Z","type":"HistoryAction","action":{"undone":{}}}"#)
    }

    @Test func actionsThatAreNotRegisteredAreSkippedAndCodableOnesReportedOnce() throws {
        let url = try temporaryFile("session.jsonl")
        let problems = Recorder<String>()
        let recorder = try ActionRecorder(appendingTo: url, registry: try ActionRegistry([TagAction.self]), report: problems.append)
        recorder.record(Effect.run { _ in })
        recorder.record(LogAction.noted("not codable"))
        recorder.record(NumberAction.appended(1))
        recorder.record(NumberAction.appended(2))
        recorder.record(TagAction.tagged("kept"))
        #expect(problems.values == ["ActionRecorder: UDFKitTests.NumberAction is Codable but not in the ActionRegistry; it is not recorded"])
        #expect(try ActionLog(contentsOf: url, registry: try ActionRegistry([TagAction.self])).entries.map(\.type) == ["TagAction"])
    }

    @Test func replayingTheLogOfASessionRebuildsItsState() throws {
        let url = try temporaryFile("session.jsonl")
        let recorder = try ActionRecorder(appendingTo: url, registry: sessionRegistry)
        // LogAction reaches no reducer on purpose: it is neither recorded nor replayed.
        let store = Store(initialState: Session(), reducer: sessionReducer, middleware: [.recording(to: recorder)], unhandledActions: .ignored)
        store.dispatch(NumberAction.appended(1))
        store.dispatch(StampAction.stamped(Date(timeIntervalSinceReferenceDate: 751_234_567.123_456_7)))
        store.dispatch(NumberAction.appended(2))
        store.dispatch(TagAction.tagged("draft"))
        store.dispatch(HistoryAction.undone)
        store.dispatch(LogAction.noted("never recorded, never replayed"))
        recorder.close()

        let log = try ActionLog(contentsOf: url, registry: sessionRegistry)
        #expect(log.warnings.isEmpty)
        #expect(log.entries.count == 5)
        #expect(log.replay(onto: Session(), reducer: sessionReducer) == store.state)
        #expect(store.state.stamps == [Date(timeIntervalSinceReferenceDate: 751_234_567.123_456_7)])
    }

    @Test func aRecorderAppendsToAnExistingLog() throws {
        let url = try temporaryFile("session.jsonl")
        try ActionRecorder(appendingTo: url, registry: sessionRegistry).record(NumberAction.appended(1))
        try ActionRecorder(appendingTo: url, registry: sessionRegistry).record(NumberAction.appended(2))
        let log = try ActionLog(contentsOf: url, registry: sessionRegistry)
        #expect(log.replay(onto: Numbers(), reducer: numbersReducer) == Numbers(values: [1, 2]))
    }

    @Test func aClosedRecorderRecordsNothingMore() throws {
        let url = try temporaryFile("session.jsonl")
        let recorder = try ActionRecorder(appendingTo: url, registry: sessionRegistry)
        recorder.close()
        recorder.record(NumberAction.appended(1))
        recorder.close()
        #expect(try contents(of: url) == "")
    }

    @Test func aRecorderThatCannotOpenItsFileSaysWhy() throws {
        let url = try temporaryFile("missing-folder/session.jsonl")
        #expect {
            try ActionRecorder(appendingTo: url, registry: sessionRegistry)
        } throws: { error in
            String(describing: error) == "cannot open \(url.path): No such file or directory"
        }
    }

    #if os(Linux)
    @Test func aFailingWriteIsReportedOnceNotForEveryAction() throws {
        let problems = Recorder<String>()
        let recorder = try ActionRecorder(appendingTo: URL(filePath: "/dev/full"), registry: sessionRegistry, report: problems.append)
        recorder.record(NumberAction.appended(1))
        recorder.record(NumberAction.appended(2))
        #expect(problems.values == ["ActionRecorder: cannot write /dev/full: No space left on device; actions are not being recorded"])
    }
    #endif

    /// JSON has no NaN or infinity: without a strategy for them an action carrying one would be
    /// left out of the log, and the replay would reach another state.
    @Test func anActionCarryingANonFiniteNumberIsRecordedAndReplays() throws {
        enum Measured: Action, Equatable, Codable { case measured(Double) }
        let registry = try ActionRegistry([Measured.self])
        let url = try temporaryFile("session.jsonl")
        let problems = Recorder<String>()
        let recorder = try ActionRecorder(appendingTo: url, registry: registry, report: problems.append)
        for value in [Double.infinity, -.infinity, .nan, 1.5] { recorder.record(Measured.measured(value)) }
        recorder.close()
        #expect(problems.values == [])
        #expect(try contents(of: url).contains(#"{"measured":{"_0":"Infinity"}}"#))

        let log = try ActionLog(contentsOf: url, registry: registry)
        let values = log.entries.compactMap { entry -> Double? in
            if case .measured(let value)? = entry.action as? Measured { value } else { nil }
        }
        try #require(values.count == 4)
        #expect(values[0] == .infinity && values[1] == -.infinity && values[2].isNaN && values[3] == 1.5)
    }
}
