import AppCore
import Foundation

extension ExportDocument {
    /// The bytes of ``encoded()`` for `data`, handed to `write` in pieces, so that writing an
    /// export of a million items never holds its whole text (nor a copy of the items).
    ///
    /// The same as the overload that reads an ``ExportSnapshot``, on a ``MemorySnapshot`` of
    /// `data`.
    ///
    /// - Throws: ``ExchangeError`` if the data cannot be encoded; whatever `write` throws.
    public static func write(_ data: AppData, itemsPerPiece: Int = 4_096, to write: (Data) throws -> Void) throws {
        try self.write(MemorySnapshot(data), itemsPerPiece: itemsPerPiece, to: write)
    }

    /// The bytes of ``encoded()`` for the data of `snapshot`, handed to `write` in pieces as
    /// the snapshot hands over its items: the export of a database of any size, holding one
    /// batch of items at a time.
    ///
    /// The document without its items is encoded first; the items are then encoded
    /// `itemsPerPiece` at a time by the same encoder, indented to their place, and written
    /// between its two halves, each piece after the first preceded by the comma that ends
    /// the line before it. ``encoded()`` gives the same bytes (tests compare them, on both
    /// engines).
    ///
    /// - Throws: ``ExchangeError`` if the data cannot be encoded; a ``StorageError`` if the
    ///   snapshot cannot be read; whatever `write` throws.
    package static func write(_ snapshot: some ExportSnapshot, itemsPerPiece: Int = 4_096, to write: (Data) throws -> Void) throws {
        try snapshot.checkItemOwners()
        let text = try ExportDocument(data: snapshot.skeleton).encoded()
        // The encoder writes an empty array as "[\n\n  ]": the items go between the two newlines.
        let marker = Data("\"items\" : [\n\n  ]".utf8)
        guard let range = text.range(of: marker) else { return try write(text) }
        let opening = range.lowerBound + marker.count - 4    // after "[\n"
        let encoder = encoder()
        var isFirst = true
        try snapshot.items(batchSize: max(1, itemsPerPiece)) { items in
            let piece = try piece(items, encoder: encoder)
            try write(isFirst ? text[..<opening] + piece : Data(",\n".utf8) + piece)
            isFirst = false
        }
        if isFirst { return try write(text) }
        try write(Data("\n".utf8) + text[(opening + 1)...])    // "  ]," and the rest
    }

    /// Items as they stand inside the document's "items" array, one after the other with a
    /// comma between them, without the end of the last line (a comma or a newline, decided
    /// by what follows): written by ``ItemJSON`` where it can, by the encoder otherwise.
    static func piece(_ items: [Item], encoder: JSONEncoder) throws(ExchangeError) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.count * 200)
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
            if !ItemJSON.append(item, to: &bytes) { bytes += try encodedPiece([item], encoder: encoder) }
        }
        return Data(bytes)
    }

    /// The bytes of ``piece(_:encoder:)``, all written by the encoder: each line of the
    /// items' own array indented by two more spaces, without its brackets.
    static func encodedPiece(_ items: [Item], encoder: JSONEncoder) throws(ExchangeError) -> [UInt8] {
        let encoded = [UInt8](try encoder.encode(items, as: "items"))
        // "[\n  {\n    …\n  },\n  {…}\n]": the lines between the first and the last, each
        // indented by two more spaces.
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        guard let first = encoded.firstIndex(of: newline), let last = encoded.lastIndex(of: newline), first < last else { return [] }
        var bytes: [UInt8] = [space, space]
        bytes.reserveCapacity(encoded.count + encoded.count / 8)
        for byte in encoded[(first + 1)..<last] {
            bytes.append(byte)
            if byte == newline { bytes.append(contentsOf: [space, space]) }
        }
        return bytes
    }
}
