import Foundation

/// One amount recorded for a project at a moment: a fill-up of 412 km, 7.5 hours of work.
///
/// Items are kept in ``AppData/items`` in no meaningful order; the selectors sort them by
/// ``timestamp`` (see ``AppData/sections(of:in:)``).
///
/// ```swift
/// let fillUp = Item(id: ItemID(101), projectID: ProjectID(1), amount: 412, timestamp: date)
/// ```
public struct Item: Identifiable, Codable, Hashable, Sendable {
    /// The item's id, chosen by whoever created it.
    public var id: ItemID
    /// The project the item belongs to; always an existing project.
    public var projectID: ProjectID
    /// The amount, in the project's units; always a finite number.
    public var amount: Double
    /// The moment the amount belongs to, which decides its period.
    public var timestamp: Date
    /// Optional free text; never an empty string (empty notes are `nil`).
    public var notes: String?

    /// Creates an item with all its fields; reducers validate amounts before calling it.
    public init(id: ItemID, projectID: ProjectID, amount: Double, timestamp: Date, notes: String? = nil) {
        self.id = id
        self.projectID = projectID
        self.amount = amount
        self.timestamp = timestamp
        self.notes = notes
    }
}
