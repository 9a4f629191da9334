import AppCore
import Foundation
import UDFKit

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
    private var freshItems: Set<ItemID> = []
    /// The project each title seen so far matched alone: a sheet names a project on every
    /// row, and matching a title looks at every project.
    private var projectsByTitle: [String: ProjectID] = [:]
    /// How many items of the file, given no `item_id`, have the project, timestamp and
    /// amount of an item already in the data: each existing item is counted at most once,
    /// so this is the number of existing items the import repeats. A sheet imported twice
    /// repeats all of its items; the command warns, and imports them anyway (two equal
    /// entries can be real: two tanks of the same size on one day).
    public private(set) var repeatedItemCount = 0

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
        var records = CSVText.Reader(text)
        guard let header = try records.next() else { throw ExchangeError("the file is empty") }
        self.existing = existing
        self.now = now
        self.timeZone = timeZone
        self.columns = try CSVColumns(header: header)
        while let record = try records.next() {
            try add(record)
        }
        repeatedItemCount = Self.repeats(of: data.items.filter { freshItems.contains($0.id) }, in: existing)
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
        let given = try row.uuid("item_id").map(ItemID.init)
        let id = given ?? ItemID()
        if given == nil { freshItems.insert(id) }
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

    /// The project a row names, created if it does not exist yet. A title is matched as
    /// the commands match `--project` (``ProjectTitles``: exact, then ignoring case), and
    /// more than one match is refused.
    private mutating func project(of row: CSVRow) throws(ExchangeError) -> ProjectID {
        if let id = try row.uuid("project_id").map(ProjectID.init) {
            guard let known = existing.projects[id: id] ?? data.projects[id: id] else { return try createProject(id: id, row) }
            try checkAgreement(of: row, with: known, namedByTitle: false)
            return id
        }
        let title = row.text("project")
        guard !title.isEmpty else { throw .line(row.line, "the row names no project (give project or project_id)") }
        if let id = projectsByTitle[title], let known = existing.projects[id: id] ?? data.projects[id: id] {
            try checkAgreement(of: row, with: known, namedByTitle: true)
            return id
        }
        let matches = ProjectTitles.matching(title, in: [existing.projects.array, data.projects.array].joined())
        guard matches.count <= 1 else {
            let ids = matches.map(\.id.description).joined(separator: ", ")
            throw .line(row.line, "several projects are called \(InputExcerpt.quoted(title, quote: "\"")); name it by project_id: \(ids)")
        }
        guard let match = matches.first else { return try createProject(id: ProjectID(), row) }
        try checkAgreement(of: row, with: match, namedByTitle: true)
        projectsByTitle[title] = match.id
        return match.id
    }

    /// Refuses a row that describes a known project otherwise than the database or an
    /// earlier row: another title (for a row naming it by `project_id`) or other units.
    /// Only a new project takes its title and units from the file, so a difference would
    /// otherwise be dropped without a word. An empty cell says nothing (a sheet may give
    /// the units on a project's first row only).
    private func checkAgreement(of row: CSVRow, with project: Project, namedByTitle: Bool) throws(ExchangeError) {
        // The messages are made only for a row that disagrees: this runs on every row.
        var source: String { projectLines[project.id].map { "on line \($0)" } ?? "in the database" }
        var name: String { InputExcerpt.quoted(project.title, quote: "\"") }
        if !namedByTitle {
            let title = row.text("project")
            if !title.isEmpty, title != project.title {
                throw .line(row.line, "project_id \(project.id) is called \(name) \(source); this row calls it \(InputExcerpt.quoted(title, quote: "\""))")
            }
        }
        let units = row.text("units")
        if !units.isEmpty, units != project.units {
            let known = InputExcerpt.quoted(project.units, quote: "\"")
            throw .line(row.line, "the project \(name) counts \(known) \(source); this row says \(InputExcerpt.quoted(units, quote: "\""))")
        }
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
        projectsByTitle = [:]    // a new title may change what another one matches (by case)
        return id
    }
}
