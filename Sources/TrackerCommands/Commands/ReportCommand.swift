import AppCore
import AppStorage
import ArgumentParser
import Foundation

/// `udf-tui report [--period week|month|year] [--json | --csv]`: this period's totals per
/// project against the previous period's, and summed per units.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Totals per project for this week, month or year against the one before, and per units."
    )

    enum Span: String, ExpressibleByArgument, CaseIterable {
        case week, month, year
    }

    @OptionGroup var storage: StorageOptions

    @Option(help: "week, month or year (weeks start on Monday).")
    var period: Span = .month

    @Flag(help: "Print JSON, for scripts.")
    var json = false

    @Flag(help: "Print CSV, for spreadsheets.")
    var csv = false

    /// The report as `--json` prints it.
    struct Report: Encodable {
        var period: String
        var current: DateInterval
        var previous: DateInterval
        var projects: [PeriodSummary.Row]
        var units: [PeriodSummary.Row]

        struct DateInterval: Encodable {
            var start: Date
            var end: Date
        }
    }

    func validate() throws {
        if json && csv { throw ValidationError("choose one of --json and --csv") }
    }

    func run() throws {
        let span = PeriodSummary.Span(rawValue: period.rawValue) ?? .month
        let now = CommandClock.now()
        let summary = try storage.read(orIfMissing: PeriodSummary(data: AppData(), span: span, now: now, timeZone: CommandClock.timeZone)) { storage throws(CommandError) in
            try CommandError.storage { () throws(StorageError) in try Self.summary(from: storage, span: span, at: now) }
        }
        if json {
            return try Output.json(Report(
                period: period.rawValue,
                current: .init(start: summary.current.start, end: summary.current.end),
                previous: .init(start: summary.previous.start, end: summary.previous.end),
                projects: summary.projects, units: summary.units
            ))
        }
        if csv { return printCSV(summary) }
        guard !summary.projects.isEmpty else {
            return Output.line("No projects yet; add one with `udf-tui projects add --title … --frequency monthly`.")
        }
        let (this, last) = names
        Output.line("\(this.prefix(1).uppercased() + this.dropFirst()) (\(days(summary.current))) against \(last) (\(days(summary.previous))):")
        Output.table([["PROJECT", this.uppercased(), last.uppercased(), "CHANGE"]] + summary.projects.map(cells), rightAligned: [1, 2])
        Output.line("")
        Output.line("Per units:")
        Output.table([["UNITS", this.uppercased(), last.uppercased(), "CHANGE"]] + summary.units.map(cells), rightAligned: [1, 2])
    }

    /// The summary, reading only the items of the two periods it compares: the periods come
    /// from a summary of the projects alone, then every project's items from the start of
    /// the previous period to the end of this one are loaded, and the summary is made on them
    /// as on the whole data.
    static func summary(from storage: any DataStorage, span: PeriodSummary.Span, at now: Date) throws(StorageError) -> PeriodSummary {
        let overview = try storage.loadData(DataScope())
        let periods = PeriodSummary(data: overview, span: span, now: now, timeZone: CommandClock.timeZone)
        let both = DateInterval(start: periods.previous.start, end: periods.current.end)
        let data = try storage.loadData(DataScope(itemsInIntervals: overview.projects.map { ProjectInterval(projectID: $0.id, interval: both) }))
        return PeriodSummary(data: data, span: span, now: now, timeZone: CommandClock.timeZone)
    }

    /// "this month" and "last month".
    private var names: (String, String) {
        ("this \(period.rawValue)", "last \(period.rawValue)")
    }

    private func cells(_ row: PeriodSummary.Row) -> [String] {
        let units = row.units.isEmpty ? "" : " " + row.units
        return [row.title.isEmpty ? "(no units)" : row.title, amount(row.current) + units, amount(row.previous) + units, row.changeText]
    }

    private func amount(_ value: Double) -> String {
        AmountText.format((value * 100).rounded() / 100)
    }

    /// The span's days, "2025-06-01 – 2025-06-30".
    private func days(_ interval: DateInterval) -> String {
        let last = interval.end.addingTimeInterval(-1)
        return day(interval.start) + " – " + day(last)
    }

    private func day(_ date: Date) -> String {
        String(DateText.format(date, in: CommandClock.timeZone).prefix(10))
    }

    private func printCSV(_ summary: PeriodSummary) {
        let heading = CSVLine.make(["kind", "name", "units", "current", "previous"].map { .text($0) })
        let rows = summary.projects.map { line("project", $0) } + summary.units.map { line("units", $0) }
        Output.write(Data((heading + rows.joined()).utf8))
    }

    private func line(_ kind: String, _ row: PeriodSummary.Row) -> String {
        CSVLine.make([.text(kind), .text(row.title), .text(row.units), .number(row.current), .number(row.previous)])
    }
}
