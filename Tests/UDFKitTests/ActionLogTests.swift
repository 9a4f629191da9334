import Foundation
import Testing
import UDFKit

@Suite struct ActionLogTests {
    let first = #"{"time":"2024-03-01T09:00:00.000Z","type":"NumberAction","action":{"appended":{"_0":1}}}"#
    let second = #"{"time":"2024-03-01T09:00:01Z","type":"NumberAction","action":{"appended":{"_0":2}}}"#

    func read(_ text: String) throws -> ActionLog {
        try ActionLog(data: Data(text.utf8), registry: sessionRegistry, name: "session.jsonl")
    }

    @Test func aLogReadsBackItsActionsTimesAndTypes() throws {
        let log = try read(first + "\n" + second + "\n")
        #expect(log.entries.map(\.time) == [Date(timeIntervalSince1970: 1_709_283_600), Date(timeIntervalSince1970: 1_709_283_601)])
        #expect(log.entries.map(\.type) == ["NumberAction", "NumberAction"])
        #expect(log.replay(onto: Numbers(), reducer: numbersReducer) == Numbers(values: [1, 2]))
        #expect(log.warnings.isEmpty)
    }

    @Test func aLastLineCutOffMidWriteIsSkippedWithAWarning() throws {
        let log = try read(first + "\n" + second.prefix(40))
        #expect(log.replay(onto: Numbers(), reducer: numbersReducer) == Numbers(values: [1]))
        #expect(log.warnings == ["session.jsonl, line 2: cut off before its end (the program stopped while writing it); skipped"])
    }

    @Test func aCompleteLastLineWithoutItsNewlineIsKept() throws {
        let log = try read(first + "\n" + second)
        #expect(log.entries.count == 2)
        #expect(log.warnings.isEmpty)
    }

    @Test func aBadLineInTheMiddleIsAnErrorThatNamesTheLine() {
        #expect(throws: ActionLogError(file: "session.jsonl", line: 2, reason: "at action.appended._0: expected Int")) {
            try read(first + "\n" + second.replacingOccurrences(of: "2}", with: "\"two\"}") + "\n" + first + "\n")
        }
    }

    @Test func aBadLastLineEndedByItsNewlineIsAnError() {
        #expect(throws: ActionLogError(file: "session.jsonl", line: 2, reason: #"at type: unknown action type "Gone" (not in the ActionRegistry)"#)) {
            try read(first + "\n" + second.replacingOccurrences(of: "NumberAction", with: "Gone") + "\n")
        }
    }

    @Test func aLineWithABadTimeIsAnError() {
        #expect(throws: ActionLogError(file: "session.jsonl", line: 1, reason: #"at time: "yesterday" is not an ISO 8601 time"#)) {
            try read(first.replacingOccurrences(of: "2024-03-01T09:00:00.000Z", with: "yesterday") + "\n")
        }
    }

    @Test func blankLinesAndAnEmptyLogAreFine() throws {
        #expect(try read("").entries.isEmpty)
        #expect(try read("\n" + first + "\n  \n\n" + second + "\n").entries.count == 2)
    }

    @Test func aMissingLogFileIsAnErrorThatSaysSo() throws {
        let url = try temporaryFile("nothing.jsonl")
        #expect(throws: ActionLogError(file: "nothing.jsonl", line: nil, reason: "cannot open \(url.path): No such file or directory")) {
            try ActionLog(contentsOf: url, registry: sessionRegistry)
        }
    }
}
