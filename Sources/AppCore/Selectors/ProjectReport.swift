import Foundation

/// Everything the screen of one project shows, computed from a single sort of its items.
///
/// Use it rather than calling ``AppData/sections(of:in:)`` and
/// ``AppData/series(of:periods:endingAt:in:)`` one after the other: the work they share is
/// done once. This is the selector the benchmarks time at 100,000 items.
///
/// ```swift
/// if let report = state.data.report(of: id, periods: 12, at: .now, in: .current) {
///     chart.draw(report.series.map(\.total))
/// }
/// ```
public struct ProjectReport: Hashable, Sendable {
    /// The project itself.
    public var project: Project
    /// Its items by period, newest first.
    public var sections: [PeriodSection]
    /// The totals of the last periods, oldest first, empty periods included.
    public var series: [PeriodTotal]
    /// The sum of all its amounts.
    public var grandTotal: Double
    /// The number of its items.
    public var itemCount: Int
    /// Its running activity, if any.
    public var activity: Activity?
}

extension AppData {
    /// The sections, a series of the last `periods` periods up to `now`, and the totals of a
    /// project; `nil` for an unknown project.
    public func report(of projectID: ProjectID, periods count: Int, at now: Date, in timeZone: TimeZone) -> ProjectReport? {
        guard let project = projects[id: projectID] else { return nil }
        let sorted = items(of: projectID)
        let periods = PeriodCalendar(frequency: project.frequency, timeZone: timeZone)
        return ProjectReport(
            project: project,
            sections: Self.sections(of: sorted, periods: periods),
            series: Self.series(of: sorted, over: periods.periods(count, endingWith: now)),
            grandTotal: AmountSum(sorted.lazy.map(\.amount)).value,
            itemCount: sorted.count,
            activity: activities[id: projectID]
        )
    }
}
