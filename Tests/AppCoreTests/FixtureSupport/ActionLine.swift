import AppCore
import Foundation
import UDFKit

/// An action as one line, from its JSON: `itemAdded(id: #101, amount: 412, ...)`.
enum ActionLine {
    /// The order arguments are shown in; others follow alphabetically.
    static let argumentOrder = ["id", "projectID", "itemID", "title", "units", "frequency", "amount", "timestamp", "notes", "at"]

    static func of(_ step: WrittenActions.Step) -> String {
        of(step.action)
    }

    /// A typed action (from an undo history), encoded as the fixtures would write it.
    static func of(_ action: any Action) -> String {
        line(ActionEnvelope(action)) { (try? decoder.decode(WrittenActions.Step.self, from: $0))?.action }
    }

    /// The case name of a written action: its only key.
    static func caseName(_ step: WrittenActions.Step) -> String {
        guard case .object(let members) = step.action, let name = members.keys.first else { return "" }
        return name
    }

    /// `name(argument: value, ...)` for `{"name": {"argument": value, ...}}`.
    static func of(_ json: JSONValue) -> String {
        guard case .object(let cases) = json, let (name, payload) = cases.first else { return value(json) }
        guard case .object(let arguments) = payload, !arguments.isEmpty else { return name }
        let keys = arguments.keys.sorted { (argumentOrder.firstIndex(of: $0) ?? 99, $0) < (argumentOrder.firstIndex(of: $1) ?? 99, $1) }
        return name + "(" + keys.map { "\($0): \(value(arguments[$0] ?? .null))" }.joined(separator: ", ") + ")"
    }

    /// A text in quotes, its control characters written `\u{0}` (a NUL or an Esc would be
    /// invisible, or worse, in the docs), and a long text cut to its start and its length.
    static func quoted(_ text: String) -> String {
        let long = text.count > 80
        let shown = (long ? String(text.prefix(40)) + "…" : text).unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return "\"" + shown.joined() + "\"" + (long ? " (\(text.count) characters)" : "")
    }

    static func value(_ json: JSONValue) -> String {
        switch json {
        case .string(let text) where ["NaN", "Infinity", "-Infinity"].contains(text): text
        case .string(let text) where text.hasPrefix("00000000-"): StateLines.short(text)
        case .string(let text) where text.count == 20 && text.hasSuffix("Z"): text
        case .string(let text): quoted(text)
        case .number(let number): StateLines.number(number)
        case .bool(let flag): String(flag)
        case .null: "nil"
        case .array(let values): "[" + values.map(value).joined(separator: ", ") + "]"
        case .object(let fields) where fields.count == 1: of(json)
        case .object(let fields):
            // A struct (a target): its fields in name order.
            "(" + fields.keys.sorted().map { "\($0): \(value(fields[$0] ?? .null))" }.joined(separator: ", ") + ")"
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        encoder.userInfo[.actionRegistry] = AppState.actionRegistry
        return encoder
    }()

    private static let decoder = JSONDecoder()

    private static func line(_ value: some Encodable, _ read: (Data) -> JSONValue?) -> String {
        guard let data = try? encoder.encode(value), let json = read(data) else { return "?" }
        return of(json)
    }
}
