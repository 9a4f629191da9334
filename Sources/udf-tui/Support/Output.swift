import AppStorage
import Foundation

/// What commands print: lines for people on standard output, JSON for scripts, and one
/// line per error on standard error.
enum Output {
    static func line(_ text: String) {
        print(text)
    }

    static func error(_ message: String) {
        FileHandle.standardError.write(Data("udf-tui: \(message)\n".utf8))
    }

    /// `value` as pretty JSON with sorted keys, dates as UTC ISO 8601 with milliseconds.
    static func json(_ value: some Encodable) throws(CommandError) {
        line(try jsonText(value))
    }

    static func jsonText(_ value: some Encodable) throws(CommandError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(DateText.iso8601(date))
        }
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .failed("cannot write JSON: \(error)")
        }
    }

    /// Rows as aligned columns, two spaces apart; the last column is not padded, so text of
    /// any width can go there. `rightAligned` columns are padded on the left.
    static func table(_ rows: [[String]], rightAligned: Set<Int> = []) {
        guard let columnCount = rows.map(\.count).max() else { return }
        let widths = (0..<columnCount).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                guard column < row.count - 1 else { return cell }
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            var text = cells.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            line(text)
        }
    }
}
