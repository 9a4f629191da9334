import UDFKit

/// How the devtools describe an action in one line: its family, its case and its payload.
///
/// ```swift
/// ActionText.caseName(of: ItemAction.itemDeleted(id: id, at: now))   // "itemDeleted"
/// ActionText.payload(of: CounterAction.incremented)                  // ""
/// ```
public enum ActionText {
    /// The longest payload shown, in characters; longer ones end with `…`.
    public static let payloadLimit = 160

    /// The case of an enum action (`itemDeleted`), or the type's name for any other action.
    public static func caseName(of action: any Action) -> String {
        let mirror = Mirror(reflecting: action)
        if mirror.displayStyle == .enum {
            if let label = mirror.children.first?.label { return label }
            return String(describing: action)
        }
        return String(describing: type(of: action))
    }

    /// The action's associated values or fields on one line, without the case name; empty
    /// for a case without payload. A payload of any size costs about the text shown (a
    /// million items are described from their first few). Control characters are shown as `\u{…}` escapes, so the
    /// text is safe to print on a terminal.
    public static func payload(of action: any Action) -> String {
        let mirror = Mirror(reflecting: action)
        let payload: Any
        if mirror.displayStyle == .enum {
            guard let child = mirror.children.first else { return "" }
            payload = child.value
        } else {
            payload = action
        }
        return oneLine(BoundedText.describe(payload, limit: payloadLimit), limit: payloadLimit)
    }

    /// `text` on one line of at most `limit` characters: control characters escaped, the
    /// end cut with `…`.
    public static func oneLine(_ text: String, limit: Int) -> String {
        var result = ""
        var count = 0
        for character in text {
            let piece = character.unicodeScalars.contains(where: isControl) ? escaped(character) : String(character)
            if count + piece.count > limit {
                return result + "…"
            }
            result += piece
            count += piece.count
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func escaped(_ character: Character) -> String {
        character.unicodeScalars.map { isControl($0) ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }
}
