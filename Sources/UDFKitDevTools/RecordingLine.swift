#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import UDFKit

/// One line of a devtools recording (JSON Lines; docs/devtools.md describes the format).
///
/// The first line is the header; then one line per action, in order, and marks where they
/// were set:
///
/// ```
/// {"format":"udfkit-devtools-recording","version":1,"firstIndex":0,"initialState":{…}}
/// {"index":0,"time":"2026-11-24T09:30:00.125Z","type":"TodoAction","action":{"added":{"id":1,"title":"Milk"}}}
/// {"index":1,"time":"2026-11-24T09:30:01.500Z","type":"Untracked","unencoded":"Untracked(amount: 2)"}
/// {"mark":"before the bug","at":2}
/// ```
enum RecordingLine {
    static let format = "udfkit-devtools-recording"
    static let version = 1

    struct Header: Codable {
        var format: String
        var version: Int
        var firstIndex: Int
        /// A description of the initial state when it is not in the file (a database, say).
        var initialStateReference: String?
    }

    /// An action line as read back; `action` is nil for an action that was not encoded.
    struct Action: Decodable {
        var index: Int
        var time: Date
        var type: String
        var action: (any UDFKit.Action)?
        var unencoded: String?
        var skipped: Bool?

        enum CodingKeys: String, CodingKey { case index, time, type, action, unencoded, skipped }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            index = try container.decode(Int.self, forKey: .index)
            time = try container.decode(Date.self, forKey: .time)
            type = try container.decode(String.self, forKey: .type)
            unencoded = try container.decodeIfPresent(String.self, forKey: .unencoded)
            skipped = try container.decodeIfPresent(Bool.self, forKey: .skipped)
            if container.contains(.action) {
                // The envelope reads "type" and "action" from this same object.
                action = try ActionEnvelope(from: decoder).action
            }
        }
    }

    struct Mark: Codable {
        var mark: String
        var at: Int
    }

    /// An action line to write: the payload through the registry, or its description.
    struct EncodedAction: Encodable {
        var index: Int
        var time: Date
        var type: String
        var action: (any UDFKit.Action)?
        var skipped: Bool

        enum CodingKeys: String, CodingKey { case index, time, type, action, unencoded, skipped }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(time, forKey: .time)
            let registry = encoder.userInfo[.actionRegistry] as? ActionRegistry
            if let action, registry?.name(of: action) != nil {
                // The envelope writes "type" and "action" into this same object.
                try ActionEnvelope(action).encode(to: encoder)
            } else {
                try container.encode(type, forKey: .type)
                try container.encode(action.map(ActionText.payloadOrName) ?? "", forKey: .unencoded)
            }
            if skipped { try container.encode(true, forKey: .skipped) }
        }
    }
}

extension ActionText {
    /// The case and payload, for an action that cannot be encoded.
    static func payloadOrName(_ action: any UDFKit.Action) -> String {
        oneLine(String(describing: action), limit: payloadLimit)
    }
}
