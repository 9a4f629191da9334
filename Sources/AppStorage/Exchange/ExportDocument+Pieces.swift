import AppCore
import Foundation

extension ExportDocument {
    /// The bytes of ``encoded()`` for `data`, handed to `write` in pieces, so that writing an
    /// export of a million items never holds its whole text (nor a copy of the items).
    ///
    /// The document without its items is encoded first; the items are then encoded
    /// `itemsPerPiece` at a time by the same encoder, indented to their place, and written
    /// between its two halves. ``encoded()`` gives the same bytes (a test compares them).
    ///
    /// - Throws: ``ExchangeError`` if the data cannot be encoded; whatever `write` throws.
    public static func write(_ data: AppData, itemsPerPiece: Int = 4_096, to write: (Data) throws -> Void) throws {
        let text = try ExportDocument(data: AppData(projects: data.projects, activities: data.activities)).encoded()
        // The encoder writes an empty array as "[\n\n  ]": the items go between the two newlines.
        let marker = Data("\"items\" : [\n\n  ]".utf8)
        guard let range = text.range(of: marker), !data.items.isEmpty else { return try write(text) }
        let opening = range.lowerBound + marker.count - 4    // after "[\n"
        try write(text[..<opening])
        let encoder = encoder()
        var start = data.items.startIndex
        while start < data.items.endIndex {
            let end = min(start + max(1, itemsPerPiece), data.items.endIndex)
            try write(piece(Array(data.items.elements[start..<end]), isLast: end == data.items.endIndex, encoder: encoder))
            start = end
        }
        try write(text[(opening + 1)...])    // "  ]," and the rest: the last piece ends its line
    }

    /// Items as they stand inside the document's "items" array: each line of their own
    /// array's encoding indented by two more spaces, without its brackets; a comma after
    /// the last one unless it is the last of all.
    private static func piece(_ items: [Item], isLast: Bool, encoder: JSONEncoder) throws(ExchangeError) -> Data {
        let encoded = [UInt8](try encoder.encode(items, as: "items"))
        // "[\n  {\n    …\n  },\n  {…}\n]": the lines between the first and the last, each
        // indented by two more spaces.
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        guard let first = encoded.firstIndex(of: newline), let last = encoded.lastIndex(of: newline), first < last else { return Data() }
        var bytes: [UInt8] = [space, space]
        bytes.reserveCapacity(encoded.count + encoded.count / 8)
        for byte in encoded[(first + 1)..<last] {
            bytes.append(byte)
            if byte == newline { bytes.append(contentsOf: [space, space]) }
        }
        bytes.append(contentsOf: isLast ? [newline] : [UInt8(ascii: ","), newline])
        return Data(bytes)
    }
}
