import Foundation

/// The columns a CSV header names, and the rows read through them.
struct CSVColumns: Sendable {
    static let known: Set<String> = ["project_id", "project", "units", "frequency", "item_id", "timestamp", "amount", "notes"]
    private let indices: [String: Int]
    private let count: Int

    /// Reads the header, refusing unknown and missing columns.
    init(header: CSVText.Record) throws(ExchangeError) {
        var indices: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() {
            let name = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard Self.known.contains(name) else {
                throw .line(header.line, "unknown column '\(name)' (known: \(Self.known.sorted().joined(separator: ", ")))")
            }
            guard indices.updateValue(index, forKey: name) == nil else { throw .line(header.line, "the column '\(name)' appears twice") }
        }
        for required in ["amount", "timestamp"] where indices[required] == nil {
            throw .line(header.line, "the header has no '\(required)' column")
        }
        guard indices["project"] != nil || indices["project_id"] != nil else {
            throw .line(header.line, "the header has neither a 'project' nor a 'project_id' column")
        }
        self.indices = indices
        self.count = header.fields.count
    }

    /// A record read through the header, which must have as many fields.
    func row(_ record: CSVText.Record) throws(ExchangeError) -> CSVRow {
        guard record.fields.count == count else {
            throw .line(record.line, "\(record.fields.count) fields where the header has \(count)")
        }
        return CSVRow(line: record.line, fields: record.fields, indices: indices)
    }
}

/// One row of a CSV file, read by column name.
struct CSVRow {
    let line: Int
    let fields: [String]
    let indices: [String: Int]

    /// The field of a column, trimmed; empty if the file has no such column.
    subscript(column: String) -> String {
        indices[column].map { SpaceTrimming.trimmed(fields[$0]) } ?? ""
    }

    /// The text of a title, units or notes column: trimmed, without the `'` that
    /// ``CSVCellGuard`` puts before a cell a spreadsheet would run as a formula.
    func text(_ column: String) -> String {
        CSVCellGuard.unprotect(self[column])
    }

    /// The UUID in a column, nil if the field is empty, or an error if it is not a UUID.
    func uuid(_ column: String) throws(ExchangeError) -> UUID? {
        let text = self[column]
        guard !text.isEmpty else { return nil }
        guard let uuid = UUID(uuidString: text) else { throw .line(line, "\(InputExcerpt.quoted(text)) is not an id (\(column))") }
        return uuid
    }
}
