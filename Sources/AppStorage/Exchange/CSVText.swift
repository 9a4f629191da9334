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
        var parser = Parser()
        for character in text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text) {
            try parser.consume(character)
        }
        return try parser.finish()
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

    private struct Parser {
        enum Mode { case fieldStart, unquoted, quoted, quoteInQuoted }
        var mode = Mode.fieldStart
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1

        mutating func consume(_ character: Character) throws(ExchangeError) {
            switch (mode, character) {
            case (.quoted, "\""): mode = .quoteInQuoted
            case (.quoted, _): field.append(character)
            case (.quoteInQuoted, "\""): field.append("\""); mode = .quoted
            case (.fieldStart, "\""): mode = .quoted
            case (.unquoted, "\""): throw .line(line, "a quote in the middle of an unquoted field")
            case (_, ","): endField()
            case (_, _) where character.isNewline: endRecord()
            case (.quoteInQuoted, _): throw .line(line, "text after the closing quote of a field")
            case (.fieldStart, _), (.unquoted, _): field.append(character); mode = .unquoted
            }
            if character.isNewline { line += 1 }
        }

        mutating func finish() throws(ExchangeError) -> [Record] {
            if mode == .quoted { throw .line(recordLine, "a quoted field is never closed") }
            if mode != .fieldStart || !fields.isEmpty { endRecord() }
            return records
        }

        private mutating func endField() {
            fields.append(field)
            field = ""
            mode = .fieldStart
        }

        private mutating func endRecord() {
            endField()
            if fields != [""] { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
            recordLine = line + 1
        }
    }
}
