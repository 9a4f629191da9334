import Foundation

/// A running activity: time being tracked for a project since ``startedAt``.
///
/// A project has at most one; ``AppData/activities`` is keyed by project id, so a second
/// one cannot even be stored. Stopping it records an ``Item`` whose amount is the elapsed
/// time in the project's unit of time (see ``ActivityAction/activityStopped(projectID:itemID:at:)``
/// and ``TimeUnit``).
///
/// ```swift
/// let running = Activity(projectID: ProjectID(2), startedAt: nineOClock)
/// running.elapsed(at: halfPastTen)    // 5400 seconds
/// ```
public struct Activity: Identifiable, Codable, Hashable, Sendable {
    /// The project the time is tracked for.
    public var projectID: ProjectID
    /// When the activity started.
    public var startedAt: Date

    /// The activity's id is its project's id: one activity per project.
    public var id: ProjectID { projectID }

    /// Creates a running activity.
    public init(projectID: ProjectID, startedAt: Date) {
        self.projectID = projectID
        self.startedAt = startedAt
    }

    /// The time elapsed between the start and `instant`, in seconds; zero if `instant` comes
    /// before the start (a clock set back never yields a negative duration).
    public func elapsed(at instant: Date) -> TimeInterval {
        max(0, instant.timeIntervalSince(startedAt))
    }

    /// Why a stop at `instant` records nothing however long the timer ran: its start is
    /// later than the stop, so a clock was wrong (here, or on the machine that started it);
    /// nil when the start is not later. The stop is not refused (the timer could never be
    /// stopped before the wrong clock's time), but people are told to set the time.
    ///
    /// ```swift
    /// activity.stopWarning(at: .now)    // "the timer's start is later than this stop …" or nil
    /// ```
    public func stopWarning(at instant: Date) -> String? {
        startedAt > instant
            ? "the timer's start is later than this stop (a clock was wrong, here or where it started), so 0 was recorded: edit the item to set the time"
            : nil
    }

    /// The amount a stop at `instant` records in a project counting in `units`: the elapsed
    /// time in that unit of time, or in hours when `units` is not one (a timer started before
    /// timers needed time units).
    public func amount(at instant: Date, units: String) -> Double {
        (TimeUnit(units: units) ?? .hours).amount(forSeconds: elapsed(at: instant))
    }
}
