import Foundation
import Testing
import UDFKit

@Suite struct HistoryCodingTests {
    let registry: ActionRegistry

    init() throws {
        registry = try ActionRegistry([NumberAction.self, TagAction.self])
    }

    func coders() -> (JSONEncoder, JSONDecoder) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.userInfo[.actionRegistry] = registry
        let decoder = JSONDecoder()
        decoder.userInfo[.actionRegistry] = registry
        return (encoder, decoder)
    }

    @Test func aHistoryEncodesItsBaseAndItsStepsAsEnvelopes() throws {
        var editor = Editor()
        edit(&editor, NumberAction.appended(1), HistoryAction.groupBegan, NumberAction.appended(2),
             TagAction.tagged("t"), HistoryAction.groupEnded, NumberAction.appended(3), HistoryAction.undone)
        let (encoder, decoder) = coders()
        let json = try encoder.encode(editor.history)
        #expect(String(decoding: json, as: UTF8.self) == """
            {"base":{"tag":"","values":[]},\
            "redoable":[[{"action":{"appended":{"_0":3}},"type":"NumberAction"}]],\
            "undoable":[[{"action":{"appended":{"_0":1}},"type":"NumberAction"}],\
            [{"action":{"appended":{"_0":2}},"type":"NumberAction"},{"action":{"tagged":{"_0":"t"}},"type":"TagAction"}]]}
            """)
        #expect(try decoder.decode(History<Numbers>.self, from: json) == editor.history)
    }

    @Test func aHistoryWithForgottenStepsWritesOnlyWhatCanBeUndoneAndComparesEqualAfterReading() throws {
        var editor = Editor()
        edit(&editor, limit: 2, NumberAction.appended(1), NumberAction.appended(2), NumberAction.appended(3))
        let (encoder, decoder) = coders()
        let json = try encoder.encode(editor.history)
        #expect(String(decoding: json, as: UTF8.self) == """
            {"base":{"tag":"","values":[1]},"redoable":[],\
            "undoable":[[{"action":{"appended":{"_0":2}},"type":"NumberAction"}],\
            [{"action":{"appended":{"_0":3}},"type":"NumberAction"}]]}
            """)
        // Read back, the forgotten step is in the stored base; compared, the bases are equal.
        let decoded = try decoder.decode(History<Numbers>.self, from: json)
        #expect(decoded == editor.history)
        var other = Editor()
        edit(&other, limit: 2, NumberAction.appended(9), NumberAction.appended(2), NumberAction.appended(3))
        #expect(other.history != editor.history)
    }

    @Test func anOpenGroupRoundTrips() throws {
        var editor = Editor()
        edit(&editor, HistoryAction.groupBegan, NumberAction.appended(1))
        let (encoder, decoder) = coders()
        let decoded = try decoder.decode(History<Numbers>.self, from: try encoder.encode(editor.history))
        #expect(decoded == editor.history)
        #expect(decoded.isGrouping)
    }

    @Test func anEmptyObjectIsAnEmptyHistory() throws {
        #expect(try coders().1.decode(History<Numbers>.self, from: Data("{}".utf8)) == History())
    }

    @Test func stepsWithoutABaseDoNotDecode() {
        let json = #"{"undoable":[[{"type":"NumberAction","action":{"appended":{"_0":1}}}]]}"#
        #expect {
            try coders().1.decode(History<Numbers>.self, from: Data(json.utf8))
        } throws: { error in
            oneLineDescription(of: error) == "at base: a history with undoable steps needs the base they apply to"
        }
    }
}
