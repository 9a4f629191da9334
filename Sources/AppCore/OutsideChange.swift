import IdentifiedCollections

/// What another program changed, as last read back: how many projects, items and timers were
/// added, changed or removed. The program shows it as a short notice.
///
/// ```swift
/// let change = OutsideChange(from: before, to: after, serial: 1)
/// change.summary   // "Changes made elsewhere were loaded: 2 items, 1 project."
/// ```
public struct OutsideChange: Codable, Hashable, Sendable {
    /// Projects added, changed or removed.
    public var projects: Int
    /// Items added, changed or removed.
    public var items: Int
    /// Timers started or stopped.
    public var timers: Int
    /// Counts the loads of outside changes, so that two alike in a row still differ.
    public var serial: Int

    /// Creates a change from its counts.
    public init(projects: Int, items: Int, timers: Int, serial: Int) {
        self.projects = projects
        self.items = items
        self.timers = timers
        self.serial = serial
    }

    /// The records that differ between `old` and `new`, counted: O(size of the data).
    public init(from old: AppData, to new: AppData, serial: Int) {
        self.init(projects: Self.differences(old.projects, new.projects), items: Self.differences(old.items, new.items),
                  timers: Self.differences(old.activities, new.activities), serial: serial)
    }

    /// Whether nothing differed.
    public var isEmpty: Bool { projects == 0 && items == 0 && timers == 0 }

    /// One line for people.
    public var summary: String {
        let parts = [(items, "item"), (projects, "project"), (timers, "timer")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return "Changes made elsewhere were loaded: \(parts.joined(separator: ", "))."
    }

    private static func differences<Element: Identifiable & Equatable>(
        _ old: IdentifiedArrayOf<Element>, _ new: IdentifiedArrayOf<Element>
    ) -> Int {
        if old == new { return 0 }
        var count = new.reduce(0) { $0 + (old[id: $1.id] == $1 ? 0 : 1) }
        count += old.reduce(0) { $0 + (new[id: $1.id] == nil ? 1 : 0) }
        return count
    }
}
