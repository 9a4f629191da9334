#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One line of an action log: an action, the name of its family, and when it was recorded.
///
/// ``ActionRecorder`` writes each as a line of JSON,
/// `{"time":"2025-03-01T09:30:00.125Z","type":"CounterAction","action":{"incremented":{}}}`,
/// and ``ActionLog`` reads them back.
public struct RecordedAction: Sendable {
    /// When the action was recorded (to the millisecond, in UTC).
    public var time: Date
    /// The name of the action's family in the ``ActionRegistry``.
    public var type: String
    /// The action.
    public var action: any Action

    /// Creates a recorded action.
    public init(time: Date, type: String, action: any Action) {
        self.time = time
        self.type = type
        self.action = action
    }

    /// The form of `time` in a log line: ISO 8601 in UTC with milliseconds.
    static let timeStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}

extension RecordedAction: Decodable {
    enum CodingKeys: String, CodingKey {
        case time, type, action
    }

    /// Reads one log line's object; the registry comes from `decoder.userInfo[.actionRegistry]`.
    public init(from decoder: any Decoder) throws {
        let registry = try ActionRegistry.from(decoder.userInfo)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .time)
        let time = (try? Self.timeStyle.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text))
        guard let time else {
            throw DecodingError.dataCorruptedError(forKey: .time, in: container, debugDescription: "\"\(text)\" is not an ISO 8601 time")
        }
        self.time = time
        type = try container.decode(String.self, forKey: .type)
        action = try registry.decodeAction(from: container, typeKey: .type, actionKey: .action)
    }
}

extension RecordedAction {
    /// The bytes of this action's log line, newline included. The keys are written in a fixed
    /// order (`time`, `type`, `action`), so that logs read well and diff well.
    static func line(time: Date, action: any Action, registry: ActionRegistry, encoder: JSONEncoder) throws -> [UInt8]? {
        guard let family = registry.family(of: action) else { return nil }
        var line = Array(#"{"time":""#.utf8)
        line += Array(timeStyle.format(time).utf8)
        line += Array(#"","type":"#.utf8)
        line += try encoder.encode(family.name)
        line += Array(#","action":"#.utf8)
        line += try encoder.encode(Payload(action: action, family: family))
        line += Array("}\n".utf8)
        return line
    }

    /// Encodes an action through its registered family.
    private struct Payload: Encodable {
        let action: any Action
        let family: ActionRegistry.Family

        func encode(to encoder: any Encoder) throws {
            try family.encode(action, encoder)
        }
    }
}
