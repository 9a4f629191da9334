import AppCore

/// The checks every row read from a database passes, on both engines, before it becomes
/// part of the data: AppCore's own rules for each record (``AppCore/Project/validate()``…),
/// and that items and timers belong to a project that exists.
///
/// A row written by hand in `sqlite3` or `psql` can break them (a NaN date, a title of 300
/// characters, an item whose project was deleted with the keys off); it is refused by name
/// (``StorageError/unusableRow(path:row:reason:)``) instead of reaching a screen, a report
/// or a backup that could not be imported back. `udf-tui check` lists every such row.
///
/// ```swift
/// let item = try StoredRows.checked(Item(id: id, projectID: project, amount: .nan, timestamp: now))
/// // throws UnreadableRow(row: "item …", reason: "The amount must be a finite number.")
/// ```
package enum StoredRows {
    /// `project`, or the rule it breaks.
    package static func checked(_ project: Project) throws(UnreadableRow) -> Project {
        do { try project.validate() } catch { throw UnreadableRow(row: "project \(project.id)", reason: error.message) }
        return project
    }

    /// `item`, or the rule it breaks.
    package static func checked(_ item: Item) throws(UnreadableRow) -> Item {
        do { try item.validate() } catch { throw UnreadableRow(row: "item \(item.id)", reason: error.message) }
        return item
    }

    /// `activity`, or the rule it breaks.
    package static func checked(_ activity: Activity) throws(UnreadableRow) -> Activity {
        do { try activity.validate() } catch { throw UnreadableRow(row: "the timer of project \(activity.projectID)", reason: error.message) }
        return activity
    }

    /// Throws for the first item or timer of `data` whose project is not in `projects`.
    package static func checkOwners(of items: some Sequence<Item>, _ activities: some Sequence<Activity>, in projects: AppData) throws(UnreadableRow) {
        for item in items where projects.projects[id: item.projectID] == nil {
            throw orphan(item.id, of: item.projectID)
        }
        for activity in activities where projects.projects[id: activity.projectID] == nil {
            throw UnreadableRow(row: "the timer of project \(activity.projectID)", reason: "That project does not exist.")
        }
    }

    /// The problem of the item `id`, whose project `project` does not exist.
    package static func orphan(_ id: ItemID, of project: ProjectID) -> UnreadableRow {
        UnreadableRow(row: "item \(id)", reason: "Its project \(project) does not exist.")
    }

    /// Throws for the first item or timer of `data` whose project is not in it.
    package static func checkOwners(_ data: AppData) throws(UnreadableRow) {
        try checkOwners(of: data.items, data.activities, in: data)
    }
}

/// What `udf-tui check` says of the rows, one line each: the rows every reader refuses, and
/// the text an earlier release could write that breaks the rules of new text (shown with
/// its control characters escaped).
package struct RowReport: Sendable {
    /// One line per problem, at most ``limit``.
    package private(set) var lines: [String] = []
    /// How many problems were found, listed or not.
    package private(set) var count = 0
    /// The most lines kept: a table of a million bad rows must not fill the memory.
    package static let limit = 1_000
    /// The projects seen, whose items and timers belong somewhere.
    private var projects = Set<ProjectID>()

    package init() {}

    /// Adds `line`, counting it past the limit.
    package mutating func add(_ line: String) {
        count += 1
        if lines.count < Self.limit { lines.append(line) }
    }

    /// Checks the project row `id`, `decode` reading it. Its items belong somewhere even
    /// when it is refused: they are not named again.
    package mutating func project(_ id: ProjectID?, _ decode: () throws -> Project) {
        if let id { projects.insert(id) }
        guard let project = sound(decode) else { return }
        if let problem = project.textProblem { add("project \(project.id): \(problem.message) (shown escaped)") }
    }

    /// Checks an item row, after every project row.
    package mutating func item(_ decode: () throws -> Item) {
        guard let item = sound(decode) else { return }
        if !projects.contains(item.projectID) { add(line(StoredRows.orphan(item.id, of: item.projectID))) }
        if let problem = item.textProblem { add("item \(item.id): \(problem.message) (shown escaped)") }
    }

    /// Checks a timer row, after every project row.
    package mutating func activity(_ decode: () throws -> Activity) {
        guard let activity = sound(decode), !projects.contains(activity.projectID) else { return }
        add("the timer of project \(activity.projectID): That project does not exist.")
    }

    /// The lines, with one that says how many more there are.
    package var summary: [String] {
        count > lines.count ? lines + ["… and \(count - lines.count) more rows"] : lines
    }

    private mutating func sound<Record>(_ decode: () throws -> Record) -> Record? {
        do {
            return try decode()
        } catch let error as UnreadableRow {
            add(line(error))
        } catch {
            add("a row cannot be read: \(StorageError.firstLine(String(describing: error)))")
        }
        return nil
    }

    private func line(_ error: UnreadableRow) -> String {
        "\(error.row ?? "a row"): \(error.reason)"
    }
}
