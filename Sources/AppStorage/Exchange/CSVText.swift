/// Comma-separated values as RFC 4180 writes them: fields with a comma, a quote or a line
/// break are quoted, and quotes inside are doubled.
enum CSVText {
    /// One record of a file, with the line it starts on (for error messages).
    struct Record: Equatable {
        var line: Int
        var fields: [String]
    }

    /// The records of a text; blank lines are skipped and a leading byte-order mark ignored.
    static func parse(_ text: String) throws(ExchangeError) -> [Record] {
        var reader = Reader(text)
        var records: [Record] = []
        while let record = try reader.next() { records.append(record) }
        return records
    }

    /// A field as it is written in a file.
    static func escape(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A line of fields, ending with CRLF as RFC 4180 asks.
    static func line(_ fields: [String]) -> String {
        fields.map(escape).joined(separator: ",") + "\r\n"
    }

    /// The records of a text one at a time, read over its UTF-8 bytes: the delimiters are
    /// all ASCII, so a multi-byte character never needs looking at. A line ends at CRLF, LF
    /// or CR (inside a quoted field too, where it is part of the field). Blank lines are
    /// skipped and a leading byte-order mark ignored.
    struct Reader {
        private let bytes: String.UTF8View
        private var index: String.UTF8View.Index
        private var line = 1

        init(_ text: String) {
            bytes = text.utf8
            index = text.hasPrefix("\u{FEFF}") ? bytes.index(bytes.startIndex, offsetBy: 3) : bytes.startIndex
        }

        /// The next record, or nil at the end of the text.
        mutating func next() throws(ExchangeError) -> Record? {
            while index < bytes.endIndex {
                let start = line
                let fields = try fieldsOfRecord()
                if fields != [""] { return Record(line: start, fields: fields) }
            }
            return nil
        }

        /// The fields up to the end of the record (its line break consumed).
        private mutating func fieldsOfRecord() throws(ExchangeError) -> [String] {
            var fields: [String] = []
            while true {
                let field = try nextField()
                fields.append(field)
                guard index < bytes.endIndex else { return fields }
                let delimiter = bytes[index]
                bytes.formIndex(after: &index)
                if delimiter != comma {
                    endLine(after: delimiter)
                    return fields
                }
            }
        }

        /// A field, up to (not past) the comma or line break after it.
        private mutating func nextField() throws(ExchangeError) -> String {
            guard index < bytes.endIndex, bytes[index] == quote else {
                let start = index
                while index < bytes.endIndex, !isDelimiter(bytes[index]) {
                    if bytes[index] == quote { throw .line(line, "a quote in the middle of an unquoted field") }
                    bytes.formIndex(after: &index)
                }
                return String(Substring(bytes[start..<index]))
            }
            let opening = line
            bytes.formIndex(after: &index)
            var field: [UInt8] = []
            while index < bytes.endIndex {
                let byte = bytes[index]
                bytes.formIndex(after: &index)
                if byte == quote {
                    guard index < bytes.endIndex, bytes[index] == quote else { return try closed(field) }
                    bytes.formIndex(after: &index)
                } else if byte == lineFeed || byte == carriageReturn {
                    endLine(after: byte, keepingIn: &field)
                    continue
                }
                field.append(byte)
            }
            throw .line(opening, "a quoted field is never closed")
        }

        /// A quoted field just closed, which must end there.
        private func closed(_ field: [UInt8]) throws(ExchangeError) -> String {
            guard index == bytes.endIndex || isDelimiter(bytes[index]) else { throw .line(line, "text after the closing quote of a field") }
            return String(decoding: field, as: UTF8.self)
        }

        /// Counts a line break that began with `byte` (taking the LF of a CRLF too), adding
        /// it to `field` when it is inside one.
        private mutating func endLine(after byte: UInt8, keepingIn field: inout [UInt8]) {
            field.append(byte)
            if byte == carriageReturn, index < bytes.endIndex, bytes[index] == lineFeed {
                field.append(lineFeed)
                bytes.formIndex(after: &index)
            }
            line += 1
        }

        private mutating func endLine(after byte: UInt8) {
            var ignored: [UInt8] = []
            endLine(after: byte, keepingIn: &ignored)
        }

        private func isDelimiter(_ byte: UInt8) -> Bool {
            byte == comma || byte == lineFeed || byte == carriageReturn
        }
    }
}

private let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\""), lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
