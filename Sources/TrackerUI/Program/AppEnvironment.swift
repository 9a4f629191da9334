import AppCore
import Foundation
import Synchronization
import TerminalUI

/// What the terminal program takes from the world: the clock, the time zone, fresh ids, and
/// a way to learn that the last change could not be saved.
///
/// Reducers never read a clock or make ids; the commands take them from here and put them
/// in the actions. Tests use ``fixed(now:timeZone:firstID:)`` so every run is the same.
///
/// ```swift
/// let program = TrackerProgram(data: data, environment: .live)
/// let test = TrackerProgram(data: data, environment: .fixed(now: SampleData.referenceDate, timeZone: .gmt))
/// ```
public struct AppEnvironment: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date
    /// The zone dates are shown, typed and grouped into periods in.
    public var timeZone: TimeZone
    /// A fresh id for a new project.
    public var newProjectID: @Sendable () -> ProjectID
    /// A fresh id for a new item.
    public var newItemID: @Sendable () -> ItemID

    /// Creates an environment from its parts.
    public init(now: @escaping @Sendable () -> Date, timeZone: TimeZone,
                newProjectID: @escaping @Sendable () -> ProjectID, newItemID: @escaping @Sendable () -> ItemID) {
        self.now = now
        self.timeZone = timeZone
        self.newProjectID = newProjectID
        self.newItemID = newItemID
    }

    /// The real clock, the system's time zone and random ids.
    public static var live: AppEnvironment {
        AppEnvironment(now: { Date() }, timeZone: .current, newProjectID: { ProjectID() }, newItemID: { ItemID() })
    }

    /// A clock stopped at `now` and ids counted up from `firstID` (`ProjectID(firstID)`, then
    /// `ItemID(firstID + 1)`...), for tests and screenshots.
    public static func fixed(now: Date, timeZone: TimeZone, firstID: UInt64 = 9_001) -> AppEnvironment {
        let counter = IDCounter(first: firstID)
        return AppEnvironment(now: { now }, timeZone: timeZone,
                              newProjectID: { ProjectID(counter.next()) }, newItemID: { ItemID(counter.next()) })
    }

    /// Dates written and read in ``timeZone``.
    public var calendar: CalendarText { CalendarText(timeZone: timeZone) }
}

/// Numbers handed out in order from any thread.
final class IDCounter: Sendable {
    private let value: Mutex<UInt64>

    init(first: UInt64) {
        value = Mutex(first)
    }

    func next() -> UInt64 {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}
