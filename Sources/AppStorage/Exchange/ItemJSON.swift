import AppCore

/// An item written as the export's `JSONEncoder` writes it in the document's "items" array,
/// without the encoder: four times cheaper, and most of the time of a large JSON export
/// went to the encoder's generic machinery.
///
/// Only values whose encoding is plain are written here: an amount whose `description`
/// has no exponent (the encoder writes it without a trailing `.0`), notes that need no
/// escape (no control character, quote, backslash, DEL, U+2028 or U+2029), a timestamp in
/// the years 1 to 9999 (an ISO 8601 text). For anything else ``append(_:to:)`` writes
/// nothing and returns false, and the caller encodes that item with the encoder, so the
/// bytes are the encoder's in every case (`ItemJSONTests` compares them on random items).
///
/// ```swift
/// var bytes: [UInt8] = []
/// if !ItemJSON.append(item, to: &bytes) { /* encode it with ExportDocument.encoder() */ }
/// ```
enum ItemJSON {
    /// Appends the lines of `item` (indented as in the document, without a comma or a line
    /// break after its closing brace), or nothing and false if a value is not plain.
    static func append(_ item: Item, to bytes: inout [UInt8]) -> Bool {
        guard let amount = plainNumber(item.amount), let timestamp = DateText.exactISO8601(item.timestamp),
              item.notes.map(isPlain) ?? true else { return false }
        bytes.append(contentsOf: "    {\n      \"amount\" : ".utf8)
        bytes.append(contentsOf: amount.utf8)
        bytes.append(contentsOf: ",\n      \"id\" : \"".utf8)
        bytes.append(contentsOf: item.id.description.utf8)
        if let notes = item.notes {
            bytes.append(contentsOf: "\",\n      \"notes\" : \"".utf8)
            bytes.append(contentsOf: notes.utf8)
        }
        bytes.append(contentsOf: "\",\n      \"projectID\" : \"".utf8)
        bytes.append(contentsOf: item.projectID.description.utf8)
        bytes.append(contentsOf: "\",\n      \"timestamp\" : \"".utf8)
        bytes.append(contentsOf: timestamp.utf8)
        if item.version != 1 {
            bytes.append(contentsOf: "\",\n      \"version\" : ".utf8)
            bytes.append(contentsOf: String(item.version).utf8)
            bytes.append(contentsOf: "\n    }".utf8)
        } else {
            bytes.append(contentsOf: "\"\n    }".utf8)
        }
        return true
    }

    /// `412.5`, `-3`, `0.1`: the number as the encoder writes it, when its `description`
    /// is digits with one point (the encoder leaves out a trailing `.0`); nil otherwise
    /// (`1e+16`, `5e-324`).
    static func plainNumber(_ value: Double) -> String? {
        let text = value.description
        var points = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): continue
            case UInt8(ascii: "."): points += 1
            default: return nil
            }
        }
        guard points == 1 else { return nil }
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Whether the encoder writes `text` as it is, between quotes: no byte below 0x20, no
    /// quote, backslash or DEL, and no U+2028 or U+2029 (bytes E2 80 A8 and E2 80 A9).
    static func isPlain(_ text: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F { return false }
            if previous == (0xE2, 0x80), byte == 0xA8 || byte == 0xA9 { return false }
            previous = (previous.1, byte)
        }
        return true
    }
}
