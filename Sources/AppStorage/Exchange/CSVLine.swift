/// One line of a CSV file for spreadsheets, written as the export writes its own: RFC 4180
/// quoting, CRLF, text guarded against formulas (``CSVCellGuard``) and numbers exact.
///
/// ```swift
/// CSVLine.make([.text("Mileage"), .text("km"), .number(412.5)])   // "Mileage,km,412.5\r\n"
/// CSVLine.make([.text("=1+2")])                                   // "'=1+2\r\n"
/// ```
public enum CSVLine {
    /// A field of a line.
    public enum Field: Sendable {
        /// Text from people (titles, units, notes, headings): guarded, then quoted if need be.
        case text(String)
        /// A number, written exactly (``AmountText/format(_:)``).
        case number(Double)
    }

    /// The line of `fields`, ending in CRLF.
    public static func make(_ fields: [Field]) -> String {
        CSVText.line(fields.map { field in
            switch field {
            case .text(let text): CSVCellGuard.protect(text)
            case .number(let value): AmountText.format(value)
            }
        })
    }
}
