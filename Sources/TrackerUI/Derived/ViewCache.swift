import AppCore
import Foundation
import TerminalUI

/// What the views derive from the data, kept between frames until the data changes: the
/// filtered project list, each project's amounts, the sections of the project on show and
/// the calendar periods of the charts.
///
/// The views are pure functions of the state, the size and the clock; this cache only
/// saves them from deriving the same things again for every key. It is keyed by the
/// state's ``TrackerState/dataVersion``, which the reducer bumps after every action that
/// may change the data, and it never holds the data itself, so the store's copy-on-write
/// collections stay unshared. One thread at a time: ``SharedViewCache`` locks it for the
/// run loop and the key middleware.
///
/// ```swift
/// let cache = ViewCache()
/// cache.prepare(revision: 1, timeZone: zone)
/// let projects = cache.projects(in: state.data, matching: "km")
/// ```
public final class ViewCache {
    private var revision: UInt64?
    private var timeZone = TimeZone(identifier: "UTC") ?? .current
    private var listed: (search: String, projects: [Project])?
    private var allListed: [Project]?
    private var search: ProjectSearch?
    private var entriesByProject: [ProjectID: [AmountTimeline.Entry]]?
    private var timelines: [ProjectID: AmountTimeline] = [:]
    private var details: [ProjectID: ProjectDetail] = [:]
    private var periods: [PeriodKey: [DateInterval]] = [:]

    private struct PeriodKey: Hashable {
        var frequency: Frequency
        var count: Int
    }

    /// Creates an empty cache.
    public init() {}

    /// Forgets everything derived from another revision of the data or another time zone.
    public func prepare(revision: UInt64, timeZone: TimeZone) {
        guard revision != self.revision || timeZone != self.timeZone else { return }
        if timeZone != self.timeZone { periods = [:] }
        self.revision = revision
        self.timeZone = timeZone
        listed = nil
        allListed = nil
        search = nil
        entriesByProject = nil
        timelines = [:]
        details = [:]
    }

    /// The projects in list order that match `search`, as AppCore's
    /// ``AppData/projectList(matching:)`` lists them; titles are folded once per revision.
    public func projects(in data: AppData, matching text: String) -> [Project] {
        if let listed, listed.search == text { return listed.projects }
        let all = allListed ?? data.projectList()
        allListed = all
        guard !text.isEmpty else { return all }
        let index = search ?? ProjectSearch(listed: all)
        search = index
        let projects = index.projects(matching: text)
        listed = (text, projects)
        return projects
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
        let detail = ProjectDetail(sections: data.sections(of: id, in: timeZone))
        details[id] = detail
        return detail
    }

    /// The last `count` periods of `frequency` up to the one containing `now`, oldest first.
    public func periods(_ frequency: Frequency, count: Int, endingAt now: Date) -> [DateInterval] {
        let key = PeriodKey(frequency: frequency, count: count)
        if let cached = periods[key], let current = cached.last, current.start <= now, now < current.end {
            return cached
        }
        let fresh = PeriodCalendar(frequency: frequency, timeZone: timeZone).periods(count, endingWith: now)
        periods[key] = fresh
        return fresh
    }
}
