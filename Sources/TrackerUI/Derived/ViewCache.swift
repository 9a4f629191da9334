import AppCore
import Foundation
import TerminalUI

/// What the views derive from the data, kept between frames until the data changes: the
/// filtered and sorted project list, each project's amounts, the sections of the project on
/// show (filtered too) and the calendar periods of the charts.
///
/// The views are pure functions of the state, the size and the clock; this cache only
/// saves them from deriving the same things again for every key. It follows the data by
/// its change records (``prepare(for:timeZone:)``): what an action changed is
/// forgotten or, for the items of the projects on show, brought up to date
/// (``AppCore/ProjectItems``), and everything is derived again when the data changed in a
/// way its record does not describe. It never holds the data itself, so the store's
/// copy-on-write collections stay unshared. One thread at a time: ``SharedViewCache`` locks
/// it for the run loop and the key middleware.
///
/// ```swift
/// let cache = ViewCache()
/// cache.prepare(for: state.data, timeZone: zone)
/// let projects = cache.projects(in: state.data, matching: "km")
/// ```
public final class ViewCache {
    var timeZone = TimeZone(identifier: "UTC") ?? .current
    /// The change stamps of the projects, items and timers this cache was derived from.
    var stamps: DataStamps?
    var listed: (key: ListKey, projects: [Project])?
    var allListed: [Project]?
    var search: ProjectSearch?
    var entriesByProject: [ProjectID: [AmountTimeline.Entry]]?
    var timelines: [ProjectID: AmountTimeline] = [:]
    var details: [ProjectID: ProjectDetail] = [:]
    /// The items, in sections, of the projects whose details were asked for last.
    var keptItems: [ProjectID: ProjectItems] = [:]
    var itemFilter: (id: ProjectID, memo: ItemFilterMemo)?
    private var periods: [PeriodKey: (current: DateInterval, periods: [DateInterval])] = [:]
    var summary: (key: SummaryKey, summary: PeriodSummary)?

    private struct PeriodKey: Hashable {
        var frequency: Frequency
        var count: Int
        var back: Int
    }

    /// What the summary depends on besides the data: its span and the moment.
    struct SummaryKey: Equatable {
        var span: PeriodSummary.Span
        var moment: Date
    }

    /// What a listed order depends on besides the data: the search, the order and, for the
    /// period totals, the moment (the current day; the second while a timer runs).
    struct ListKey: Equatable {
        var search: String
        var order: ProjectOrder
        var moment: Date?
    }

    /// Creates an empty cache.
    public init() {}

    /// Brings the cache to `data` in `timeZone`. The data's own change stamps are the key:
    /// nothing to do for the same data; what its change records describe is followed
    /// (``follow(_:since:)``); anything else, or another time zone, starts afresh.
    public func prepare(for data: AppData, timeZone: TimeZone) {
        let now = DataStamps(data)
        guard now != stamps || timeZone != self.timeZone else { return }
        defer { stamps = now }
        if timeZone == self.timeZone, let stamps, follow(data, since: stamps) { return }
        if timeZone != self.timeZone { periods = [:] }
        self.timeZone = timeZone
        keptItems = [:]
        listed = nil
        allListed = nil
        search = nil
        entriesByProject = nil
        timelines = [:]
        details = [:]
        itemFilter = nil
        summary = nil
    }

    /// The projects that match `search`, as AppCore's ``AppData/projectList(matching:)``
    /// lists them, then put in `order` (``ProjectSort``) with the current periods at `now`
    /// (which only ``ProjectOrder/periodTotal`` reads);
    /// titles are folded once per change of the projects.
    public func projects(in data: AppData, matching text: String, order: ProjectOrder = .updated, now: Date = .distantPast) -> [Project] {
        let key = ListKey(search: text, order: order, moment: order == .periodTotal ? moment(of: data, at: now) : nil)
        if let listed, listed.key == key { return listed.projects }
        let all = allListed ?? data.projectList()
        allListed = all
        var projects = all
        if !text.isEmpty {
            let index = search ?? ProjectSearch(listed: all)
            search = index
            projects = index.projects(matching: text)
        }
        projects = ProjectSort.sorted(projects, by: order) { currentTotal(of: $0, in: data, at: now) }
        listed = (key, projects)
        return projects
    }

    /// Every project's total for the `span` holding `now` against the one before
    /// (AppCore's ``AppCore/PeriodSummary``, one pass over the items), kept until the data,
    /// the span or the moment changes.
    public func summary(of data: AppData, span: PeriodSummary.Span, now: Date) -> PeriodSummary {
        let key = SummaryKey(span: span, moment: moment(of: data, at: now))
        if let summary, summary.key == key { return summary.summary }
        let fresh = PeriodSummary(data: data, span: span, now: now, timeZone: timeZone)
        summary = (key, fresh)
        return fresh
    }

    /// When the totals of the current periods may have changed: each second while a timer
    /// runs, otherwise at the start of a day (every period starts at one).
    private func moment(of data: AppData, at now: Date) -> Date {
        guard data.activities.isEmpty else { return Date(timeIntervalSinceReferenceDate: now.timeIntervalSinceReferenceDate.rounded(.down)) }
        return periods(.daily, count: 1, endingAt: now).last?.start ?? now
    }

    /// The total of `project`'s current period at `now`, its running timer's time included,
    /// as the list's "This period" column shows it.
    private func currentTotal(of project: Project, in data: AppData, at now: Date) -> Double {
        let current = periods(project.frequency, count: 1, endingAt: now)
        let recorded = timeline(of: project.id, in: data).totals(over: current).last ?? 0
        return data.activities[id: project.id] == nil ? recorded : recorded + data.runningAmount(of: project.id, at: now)
    }

    /// The amounts of a project, newest first.
    func timeline(of id: ProjectID, in data: AppData) -> AmountTimeline {
        if let timeline = timelines[id] { return timeline }
        if entriesByProject == nil { entriesByProject = data.amountEntriesByProject() }
        // Taken out of the dictionary, so that the timeline sorts the only copy in place.
        let timeline = AmountTimeline(unsorted: entriesByProject?.removeValue(forKey: id) ?? [])
        timelines[id] = timeline
        return timeline
    }

    /// The sections of a project's items, laid out in rows.
    public func detail(of id: ProjectID, in data: AppData) -> ProjectDetail {
        if let detail = details[id] { return detail }
        guard let project = data.projects[id: id] else { return ProjectDetail(sections: []) }
        let detail = ProjectDetail(sections: items(of: project, in: data).sections)
        details[id] = detail
        return detail
    }

    /// The items of project `id` matching `search` (``ItemSearch``: notes and amounts), in
    /// sections as ``detail(of:in:)`` lays them out; all of them when `search` is empty. The
    /// project's folded notes and the results of the searches on the way to this one are kept
    /// until the data changes or another project is filtered (``ItemFilterMemo``): a key
    /// typed searches the previous result, a key deleted finds its result kept.
    public func detail(of id: ProjectID, in data: AppData, matching search: String) -> ProjectDetail {
        let all = detail(of: id, in: data)
        guard !search.isEmpty else { return all }
        var memo = itemFilter.flatMap { $0.id == id ? $0.memo : nil } ?? ItemFilterMemo(ItemSearch(all))
        let detail = memo.detail(matching: search)
        itemFilter = (id, memo)
        return detail
    }

    /// The last `count` periods of `frequency` up to the one containing `now`, or up to the
    /// one `back` periods before it (a chart scrolled back), oldest first.
    public func periods(_ frequency: Frequency, count: Int, endingAt now: Date, back: Int = 0) -> [DateInterval] {
        let key = PeriodKey(frequency: frequency, count: count, back: back)
        if let cached = periods[key], cached.current.start <= now, now < cached.current.end {
            return cached.periods
        }
        let calendar = PeriodCalendar(frequency: frequency, timeZone: timeZone)
        let fresh = calendar.periods(count, endingBack: back, before: now)
        // Windows scrolled back add up as keys are pressed; a few dozen are plenty to keep.
        if periods.count > 64 { periods = [:] }
        periods[key] = (calendar.period(containing: now), fresh)
        return fresh
    }
}
