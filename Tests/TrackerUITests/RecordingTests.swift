import AppCore
import Foundation
import TerminalUI
import Testing
import TrackerUI
import UDFKit

/// UI actions go through the program's one store, so a recorder sees them and a log of a
/// session replays to the same state without the keys.
@Suite("Recording a session")
struct RecordingTests {
    @Test func aRecordedSessionReplaysToTheSameStateWithoutItsKeys() throws {
        let session = try RecordedSession(keys: "nKilometres 日本<Tab>km<Tab><Right><Enter>j<Enter>n12,5<Tab><Tab><Tab>note<Enter>",
                                          "jdy<Esc>/caf<Enter><Esc>jdyu?x<C-l>e<BS><Esc>n<Esc>y")
        #expect(session.log.warnings == [])
        #expect(session.log.entries.count > 40)
        #expect(session.replayed == session.driver.state)
    }

    @Test func everyKindOfKeyReadsBackAsItWasWritten() throws {
        let keys: [KeyEvent] = [.character("j"), .character("日"), .character("<"), .control("r"), .up, .down, .left,
                                .right, .home, .end, .pageUp, .pageDown, .enter, .escape, .tab, .backTab,
                                .backspace, .delete, .insert, .function(12), .resize]
        let data = try JSONEncoder().encode(keys)
        #expect(try JSONDecoder().decode([KeyEvent].self, from: data) == keys)
        #expect(String(decoding: try JSONEncoder().encode(KeyEvent.control("r")), as: UTF8.self) == #"{"key":"C-r"}"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KeyEvent.self, from: Data(#"{"key":"Hyper"}"#.utf8)) }
    }
}

/// A session of the demo typed with `keys` through a program that records its actions, and the
/// log read back.
struct RecordedSession {
    let start = TrackerState(app: AppState(data: SampleData.demo()))
    let driver: AppDriver
    let log: UDFKit.ActionLog

    init(keys: String...) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("udf-tui-session-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let recorder = try ActionRecorder(appendingTo: file, registry: TrackerState.actionRegistry)
        let program = TrackerProgram(state: start, middleware: [.recording(to: recorder)],
                                     environment: .fixed(now: SampleData.referenceDate, timeZone: utc))
        driver = AppDriver(program: program, size: Size(columns: 80, rows: 24))
        for line in keys { try driver.type(line) }
        recorder.close()
        log = try UDFKit.ActionLog(contentsOf: file, registry: TrackerState.actionRegistry)
    }

    /// The log replayed through the program's reducer alone, from the same start.
    var replayed: TrackerState { log.replay(onto: start, reducer: TrackerState.reducer()) }
}
