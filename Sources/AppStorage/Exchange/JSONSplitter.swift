import Foundation

/// Finds where JSON values begin and end in a file read in chunks, without decoding them:
/// the part of ``ExportReader`` that lets `JSONDecoder` decode a large array a slice at a
/// time.
///
/// It follows only the structure: strings (with their escapes), objects and arrays by
/// their brackets, and literals up to the next delimiter. What a value holds is left to
/// `JSONDecoder`, which refuses a malformed element when its slice is decoded. Bytes before
/// the value being read are dropped as it goes, so memory holds about one chunk.
struct JSONSplitter {
    /// Reads up to so many bytes of the input; empty or nil at its end.
    private let read: (Int) throws -> Data?
    /// How much is read at a time.
    private let chunkSize: Int
    /// Bytes read and not yet dropped; `buffer[0]` is the byte at offset `base` of the file.
    private var buffer: [UInt8] = []
    private var base = 0
    /// The offset of the next byte to look at.
    private var position = 0
    private var atEnd = false

    /// How much is read at a time by default: 1 MiB.
    static let defaultChunkSize = 1 << 20

    /// A splitter of what `handle` reads, `chunkSize` bytes at a time.
    init(handle: FileHandle, chunkSize: Int = defaultChunkSize) {
        self.init(chunkSize: chunkSize) { try handle.read(upToCount: $0) }
    }

    /// A splitter of what `read` gives (up to the count it is asked for; empty or nil at the
    /// end), `chunkSize` bytes at a time.
    init(chunkSize: Int = defaultChunkSize, read: @escaping (Int) throws -> Data?) {
        self.read = read
        self.chunkSize = max(1, chunkSize)
    }

    /// Whether the input ends within `limit` bytes; reads up to one chunk past it.
    mutating func endsWithin(_ limit: Int) throws(ExchangeError) -> Bool {
        while !atEnd && buffer.count <= limit { try fill() }
        return buffer.count <= limit
    }

    /// Every byte read so far: the whole input once ``endsWithin(_:)`` said so.
    func all() -> Data { Data(buffer) }

    mutating func skipSpace() throws(ExchangeError) {
        while let byte = try byte(at: position), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    mutating func expect(_ expected: UInt8) throws(ExchangeError) {
        guard try byte(at: position) == expected else { throw syntaxError }
        position += 1
    }

    /// Nothing but white space is left.
    mutating func expectEnd() throws(ExchangeError) {
        try skipSpace()
        guard try byte(at: position) == nil else { throw syntaxError }
    }

    /// Calls `body` with each key (as JSON text, quotes included) of the object whose `{`
    /// was just read, positioned at its value, which `body` must read.
    mutating func forEachMember(_ body: (inout JSONSplitter, [UInt8]) throws(ExchangeError) -> Void) throws(ExchangeError) {
        try skipSpace()
        if try byte(at: position) == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            try skipSpace()
            if try closesAfterComma(UInt8(ascii: "}")) { return }
            guard try byte(at: position) == UInt8(ascii: "\"") else { throw syntaxError }
            let keyEnd = try end(ofStringAt: position)
            let key = Array(bytes(position..<keyEnd))
            position = keyEnd
            try skipSpace()
            try expect(UInt8(ascii: ":"))
            try skipSpace()
            try body(&self, key)
            guard try next(closing: UInt8(ascii: "}")) else { return }
        }
    }

    /// Calls `body` with the text of each element of the array that starts here.
    mutating func forEachElement(_ body: (ArraySlice<UInt8>) throws(ExchangeError) -> Void) throws(ExchangeError) {
        try expect(UInt8(ascii: "["))
        try skipSpace()
        if try byte(at: position) == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try skipSpace()
            if try closesAfterComma(UInt8(ascii: "]")) { return }
            let end = try end(ofValueAt: position)
            try body(bytes(position..<end))
            position = end
            guard try next(closing: UInt8(ascii: "]")) else { return }
        }
    }

    /// The text of the value that starts here.
    mutating func value() throws(ExchangeError) -> [UInt8] {
        let end = try end(ofValueAt: position)
        defer { position = end }
        return Array(bytes(position..<end))
    }

    /// Whether `closing` follows a comma here (read past it): a trailing comma, which
    /// Foundation's `JSONDecoder` accepts, so a file is read alike whole or in slices.
    private mutating func closesAfterComma(_ closing: UInt8) throws(ExchangeError) -> Bool {
        guard try byte(at: position) == closing, lastNonSpace(before: position) == UInt8(ascii: ",") else { return false }
        position += 1
        return true
    }

    /// The last byte before `offset` that is not white space (read already).
    private func lastNonSpace(before offset: Int) -> UInt8? {
        var index = offset - base - 1
        while index >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(buffer[index]) { index -= 1 }
        return index >= 0 ? buffer[index] : nil
    }

    /// After a member or element: true after a comma, false after `closing`.
    private mutating func next(closing: UInt8) throws(ExchangeError) -> Bool {
        dropRead()
        try skipSpace()
        let byte = try byte(at: position)
        position += 1
        if byte == UInt8(ascii: ",") { return true }
        if byte == closing { return false }
        throw syntaxError
    }

    /// The offset just past the value that starts at `start`.
    private mutating func end(ofValueAt start: Int) throws(ExchangeError) -> Int {
        let first = try required(start)
        if first == UInt8(ascii: "\"") { return try end(ofStringAt: start) }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            // A number, true, false or null: up to the next delimiter.
            var offset = start
            while let byte = try byte(at: offset), !Self.endsLiteral(byte) { offset += 1 }
            guard offset > start else { throw syntaxError }
            return offset
        }
        var depth = 0
        var offset = start
        repeat {
            let byte = try required(offset)
            if byte == UInt8(ascii: "\"") {
                offset = try end(ofStringAt: offset)
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
            }
            offset += 1
        } while depth > 0
        return offset
    }

    /// The offset just past the closing quote of the string that starts at `start`.
    private mutating func end(ofStringAt start: Int) throws(ExchangeError) -> Int {
        var offset = start + 1
        while true {
            let byte = try required(offset)
            if byte == UInt8(ascii: "\\") {
                offset += 2
            } else if byte == UInt8(ascii: "\"") {
                return offset + 1
            } else {
                offset += 1
            }
        }
    }

    private static func endsLiteral(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
            || byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The bytes in `range`, which were read already.
    private func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
        buffer[(range.lowerBound - base)..<(range.upperBound - base)]
    }

    /// The byte at `offset`, reading more when needed; nil at the end of the input.
    private mutating func byte(at offset: Int) throws(ExchangeError) -> UInt8? {
        while offset - base >= buffer.count {
            if atEnd { return nil }
            try fill()
        }
        return buffer[offset - base]
    }

    private mutating func required(_ offset: Int) throws(ExchangeError) -> UInt8 {
        guard let byte = try byte(at: offset) else {
            throw ExchangeError("this is not a udf-tui JSON export (the file ends in the middle of its JSON)")
        }
        return byte
    }

    private mutating func fill() throws(ExchangeError) {
        do {
            guard let data = try read(chunkSize), !data.isEmpty else {
                atEnd = true
                return
            }
            buffer.append(contentsOf: data)
        } catch {
            throw ExchangeError("cannot be read: \(error.localizedDescription)")
        }
    }

    /// Drops the bytes before `position` once they fill a few chunks.
    private mutating func dropRead() {
        guard position - base >= 4 * chunkSize else { return }
        buffer.removeSubrange(0..<(position - base))
        base = position
    }

    private var syntaxError: ExchangeError {
        ExchangeError("this is not a udf-tui JSON export (the file is not valid JSON near byte \(position))")
    }
}
