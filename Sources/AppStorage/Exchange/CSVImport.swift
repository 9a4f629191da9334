import AppCore
import Foundation
import IdentifiedCollections

/// Reads a CSV file into the data to import, refusing it whole at its first bad row.
///
/// The header names the columns, in any order and case: `amount` and `timestamp` are
/// required, and each row names its project by `project_id` or by `project` (its title).
/// A project that does not exist yet is created from `project`, `units` and `frequency`
/// (`daily`, `monthly` or `yearly`, required for a new project). `item_id` and `notes` are
/// optional. This reads what ``CSVExport`` writes, and simpler sheets such as
/// `project,timestamp,amount`.
///
/// ```swift
/// let parsed = try CSVImport(text: csv, into: store.state.data, now: .now, timeZone: .current)
/// store.dispatch(ImportAction.dataImported(parsed.data, at: .now))
/// ```
public struct CSVImport: Sendable {
    /// The projects to create and the items to add.
    public private(set) var data = AppData()
    private var itemLines: [ItemID: Int] = [:]
    private var projectLines: [ProjectID: Int] = [:]

    private let existing: AppData
    private let now: Date
    private let timeZone: TimeZone
    private let columns: CSVColumns

    /// Reads `text` against the `existing` data (to find projects by id or title).
    ///
    /// - Parameters:
    ///   - now: the creation time of new projects.
    ///   - timeZone: the zone of timestamps written without one.
    /// - Throws: ``ExchangeError`` naming the line of the first bad row.
    public init(text: String, into existing: AppData, now: Date, timeZone: TimeZone) throws(ExchangeError) {
        let records = try CSVText.parse(text)
        guard let header = records.first else { throw ExchangeError("the file is empty") }
        self.existing = existing
        self.now = now
        self.timeZone = timeZone
        self.columns = try CSVColumns(header: header)
        for record in records.dropFirst() {
            try add(record)
        }
    }

    private mutating func add(_ record: CSVText.Record) throws(ExchangeError) {
        let row = try columns.row(record)
        let projectID = try project(of: row)
        guard let amount = AmountText.parse(row["amount"]) else {
            throw .line(row.line, "\(InputExcerpt.quoted(row["amount"])) is not a number")
        }
        guard let timestamp = DateText.parse(row["timestamp"], in: timeZone) else {
            throw .line(row.line, "\(InputExcerpt.quoted(row["timestamp"])) is not a date (\(DateText.accepted))")
        }
        let id = try row.uuid("item_id").map(ItemID.init) ?? ItemID()
        let notes = row.text("notes").isEmpty ? nil : row.text("notes")
        guard data.items.append(Item(id: id, projectID: projectID, amount: amount, timestamp: timestamp, notes: notes)).inserted else {
            throw .line(row.line, "the item id \(id) is used twice")
        }
        itemLines[id] = row.line
    }

    /// The line of the file a part of the import comes from, to name it in errors.
    public func line(of part: ImportRefusal.Part) -> Int? {
        switch part {
        case .project(let id, _): projectLines[id]
        case .item(let id): itemLines[id]
        case .activity: nil
        }
    }

    /// The project a row names, created if it does not exist yet.
    private mutating func project(of row: CSVRow) throws(ExchangeError) -> ProjectID {
        if let id = try row.uuid("project_id").map(ProjectID.init) {
            if existing.projects[id: id] != nil || data.projects[id: id] != nil { return id }
            return try createProject(id: id, row)
        }
        let title = row.text("project")
        guard !title.isEmpty else { throw .line(row.line, "the row names no project (give project or project_id)") }
        let matches = (existing.projects.elements + data.projects.elements).filter { $0.title == title }
        guard matches.count <= 1 else {
            throw .line(row.line, "several projects are called \(InputExcerpt.quoted(title, quote: "\"")); name it by project_id")
        }
        if let match = matches.first { return match.id }
        return try createProject(id: ProjectID(), row)
    }

    private mutating func createProject(id: ProjectID, _ row: CSVRow) throws(ExchangeError) -> ProjectID {
        let frequencyText = row["frequency"].lowercased()
        guard let frequency = Frequency(rawValue: frequencyText) else {
            throw .line(row.line, frequencyText.isEmpty
                ? "the new project \(InputExcerpt.quoted(row.text("project"), quote: "\"")) needs a frequency (daily, monthly or yearly)"
                : "\(InputExcerpt.quoted(row["frequency"])) is not a frequency (daily, monthly or yearly)")
        }
        data.projects.append(Project(
            id: id, title: row.text("project"), units: row.text("units"), frequency: frequency, createdAt: now, updatedAt: now
        ))
        projectLines[id] = row.line
        return id
    }
}
