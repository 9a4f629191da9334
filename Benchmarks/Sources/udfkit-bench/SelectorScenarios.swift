import AppCore
import LargeSamples
import Foundation

/// The AppCore issue's selector scenario: the sections by day and a 30-day chart series of a
/// project with 100,000 items (among 1,000 projects), computed from the state.
///
/// The baseline is the selector people write first: group with `Calendar.dateInterval` per
/// item, then sum, sort, and walk back 30 days with `Calendar` again.
enum SelectorScenarios {
    static let zone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    static let now = SampleData.referenceDate

    static var sections100k: Scenario {
        let data = SampleData.large()
        return Scenario(
            name: "sections_100k", operations: 1,
            udfkit: {
                {
                    blackHole(data.sections(of: ProjectID(1), in: zone))
                    blackHole(data.series(of: ProjectID(1), periods: 30, endingAt: now, in: zone))
                }
            },
            baseline: {
                { blackHole(naiveReport(Array(data.items.filter { $0.projectID == ProjectID(1) }))) }
            }
        )
    }

    /// The summary (`udf-tui report`): this month against last month for 1,000 projects
    /// and 100,000 items, per project and per units. The baseline filters the items of each
    /// project and each month with `Calendar`, as people write it first.
    static var summary100k: Scenario {
        let data = SampleData.large()
        return Scenario(
            name: "summary_100k", operations: 1,
            udfkit: {
                { blackHole(PeriodSummary(data: data, span: .month, now: now, timeZone: zone)) }
            },
            baseline: {
                { blackHole(naiveSummary(data)) }
            }
        )
    }

    static func naiveSummary(_ data: AppData) -> [(String, Double, Double)] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let thisMonth = calendar.dateInterval(of: .month, for: now)
        let lastMonth = thisMonth.flatMap { calendar.dateInterval(of: .month, for: $0.start.addingTimeInterval(-1)) }
        return data.projects.map { project in
            let items = Array(data.items.filter { $0.projectID == project.id })
            let current = items.filter { thisMonth?.contains($0.timestamp) == true }
            let previous = items.filter { lastMonth?.contains($0.timestamp) == true }
            return (project.title, total(of: current), total(of: previous))
        }
    }

    typealias Entry = AppCore.Item
    typealias Section = (day: Date, items: [Entry], total: Double)

    static func naiveReport(_ items: [Entry]) -> (sections: [Section], series: [Double]) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let grouped: [Date: [Entry]] = Dictionary(grouping: items) { item in
            calendar.dateInterval(of: .day, for: item.timestamp)?.start ?? item.timestamp
        }
        var sections: [Section] = grouped.map { day, items in
            let newestFirst = items.sorted { $0.timestamp > $1.timestamp }
            return (day, newestFirst, total(of: items))
        }
        sections.sort { $0.day > $1.day }
        let today = calendar.startOfDay(for: now)
        let series: [Double] = (0..<30).reversed().map { back in
            let day = calendar.date(byAdding: .day, value: -back, to: today) ?? today
            return total(of: grouped[day] ?? [])
        }
        return (sections, series)
    }

    static func total(of items: [Entry]) -> Double {
        items.reduce(0) { $0 + $1.amount }
    }
}
