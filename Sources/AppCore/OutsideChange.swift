import UDFKit

/// What another program changed, as last read back: how many projects, items and timers were
/// added, changed or removed. The program shows it as a short notice.
///
/// ```swift
/// var data = before
/// data.replaceAll(with: after)    // as a reload does: the change record says what came
/// let change = OutsideChange(data.changes, serial: 1)
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

    /// The notice of the data's change record `changes` (what a reload brought): each
    /// record added, changed or removed counts once; one that only moved does not.
    public init(_ changes: AppChanges, serial: Int) {
        self.init(projects: Self.count(changes.projects), items: Self.count(changes.items),
                  timers: Self.count(changes.activities), serial: serial)
    }

    /// Whether nothing differed.
    public var isEmpty: Bool { projects == 0 && items == 0 && timers == 0 }

    /// One line for people.
    public var summary: String {
        let parts = [(items, "item"), (projects, "project"), (timers, "timer")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return "Changes made elsewhere were loaded: \(parts.joined(separator: ", "))."
    }

    /// The elements of `changes` whose value differs before and after.
    private static func count<Element: Identifiable & Equatable>(_ changes: ListChanges<Element>) -> Int {
        changes.elements.count { $0.before != $0.after }
    }
}
