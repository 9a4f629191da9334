#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UDFKit

/// A recording's lines, parsed and checked.
struct RecordingFile {
    var header: RecordingLine.Header
    /// The header's line, whose `initialState` is decoded once the state type is known.
    var headerLine: Data
    var actions: [RecordingLine.Action] = []
    var marks: [RecordingLine.Mark] = []

    init(_ data: Data, registry: ActionRegistry) throws(DevToolsRecordingError) {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated().filter { !$0.element.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") } }
        guard let first = lines.first else { throw DevToolsRecordingError(line: nil, reason: "the recording is empty") }
        let decoder = Self.decoder(registry: registry)
        header = try Self.decode(RecordingLine.Header.self, Data(first.element), line: first.offset + 1, decoder)
        guard header.format == RecordingLine.format else {
            throw DevToolsRecordingError(line: first.offset + 1, reason: "not a UDFKit devtools recording")
        }
        guard header.version <= RecordingLine.version else {
            throw DevToolsRecordingError(line: first.offset + 1, reason: "recording version \(header.version) is newer than this program reads (\(RecordingLine.version))")
        }
        headerLine = Data(first.element)
        for (offset, line) in lines.dropFirst() {
            try read(Data(line), line: offset + 1, decoder)
        }
    }

    private mutating func read(_ line: Data, line number: Int, _ decoder: JSONDecoder) throws(DevToolsRecordingError) {
        if let mark = try? decoder.decode(RecordingLine.Mark.self, from: line) {
            marks.append(mark)
            return
        }
        let action = try Self.decode(RecordingLine.Action.self, line, line: number, decoder)
        let expected = header.firstIndex + actions.count
        guard action.index == expected else {
            throw DevToolsRecordingError(line: number, reason: "action \(action.index) where \(expected) was expected")
        }
        actions.append(action)
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ data: Data, line: Int, _ decoder: JSONDecoder) throws(DevToolsRecordingError) -> T {
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw DevToolsRecordingError(line: line, reason: ActionText.oneLine(String(describing: error), limit: 300))
        }
    }

    static func decoder(registry: ActionRegistry) -> JSONDecoder {
        let decoder = JSONDecoder().allowingNonFiniteNumbers()
        decoder.userInfo[.actionRegistry] = registry
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
                ?? (try? Date.ISO8601FormatStyle().parse(text)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not an ISO 8601 time")
            }
            return date
        }
        return decoder
    }
}
