import Foundation

/// A running activity: time being tracked for a project since ``startedAt``.
///
/// A project has at most one; ``AppData/activities`` is keyed by project id, so a second
/// one cannot even be stored. Stopping it records an ``Item`` whose amount is the elapsed
/// time in hours (see ``ActivityAction/activityStopped(projectID:itemID:at:)``).
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

    /// The elapsed time at `instant` in hours, the amount a stop would record.
    public func elapsedHours(at instant: Date) -> Double {
        elapsed(at: instant) / 3600
    }
}
