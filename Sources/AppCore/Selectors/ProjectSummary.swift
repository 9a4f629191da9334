import Foundation

/// One row of the project list: the project with its item count, recent totals and activity.
///
/// ``AppData/projectSummaries(matching:periods:at:in:)`` builds all rows in one pass over
/// the items, where calling ``AppData/series(of:periods:endingAt:in:)`` per project would
/// scan them once per project.
///
/// ```swift
/// for row in data.projectSummaries(periods: 8, at: .now, in: .current) {
///     print(row.project.title, row.itemCount, row.currentTotal)
/// }
/// ```
public struct ProjectSummary: Hashable, Sendable {
    /// The project.
    public var project: Project
    /// The number of its items.
    public var itemCount: Int
    /// The totals of its last periods, oldest first; the last one is the current period.
    public var series: [PeriodTotal]
    /// Its running activity, if any.
    public var activity: Activity?

    /// The total of the current period (the last of ``series``).
    public var currentTotal: Double { series.last?.total ?? 0 }
}

extension AppData {
    /// The rows of the project list, in list order, filtered by `search` as in
    /// ``projectList(matching:)``, each with a series of its last `periods` periods up to `now`.
    public func projectSummaries(matching search: String = "", periods count: Int, at now: Date, in timeZone: TimeZone) -> [ProjectSummary] {
        let listed = projectList(matching: search)
        let positions = Dictionary(listed.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var entries = Array(repeating: [AmountEntry](), count: listed.count)
        for item in items {
            if let position = positions[item.projectID] {
                entries[position].append(AmountEntry(item))
            }
        }
        // The periods depend only on the frequency: three calendar walks, not one per project.
        let periodsByFrequency = Dictionary(uniqueKeysWithValues: Frequency.allCases.map { frequency in
            (frequency, PeriodCalendar(frequency: frequency, timeZone: timeZone).periods(count, endingWith: now))
        })
        return listed.enumerated().map { position, project in
            var sorted = entries[position]
            sorted.sort(by: AmountEntry.newestFirst)
            return ProjectSummary(
                project: project,
                itemCount: sorted.count,
                series: Self.series(of: sorted, over: periodsByFrequency[project.frequency] ?? []),
                activity: activities[id: project.id]
            )
        }
    }
}
