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
    /// The amount, in the project's units; always a finite number, at most
    /// ``maximumAmount`` either way.
    public var amount: Double
    /// The moment the amount belongs to, which decides its period; within ``timestampRange``.
    public var timestamp: Date
    /// Optional free text; never an empty string (empty notes are `nil`), at most
    /// ``maximumNotesLength`` characters, without control characters but tabs and line breaks.
    public var notes: String?
    /// Counts the item's changes: 1 when added, one more at each edit, wherever it was made
    /// (see ``Project/version``).
    public var version: Int

    /// Creates an item with all its fields; reducers validate amounts before calling it.
    public init(id: ItemID, projectID: ProjectID, amount: Double, timestamp: Date, notes: String? = nil, version: Int = 1) {
        self.id = id
        self.projectID = projectID
        self.amount = amount
        self.timestamp = timestamp
        self.notes = notes
        self.version = version
    }

    private enum CodingKeys: String, CodingKey {
        case id, projectID, amount, timestamp, notes, version
    }

    /// Decodes an item; a missing `version` is 1.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ItemID.self, forKey: .id)
        projectID = try container.decode(ProjectID.self, forKey: .projectID)
        amount = try container.decode(Double.self, forKey: .amount)
        timestamp = try container.decode(Date.self, forKey: .timestamp)
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    }

    /// Encodes an item, leaving out `version` while it is 1 and `notes` when there are none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(projectID, forKey: .projectID)
        try container.encode(amount, forKey: .amount)
        try container.encode(timestamp, forKey: .timestamp)
        try container.encodeIfPresent(notes, forKey: .notes)
        if version != 1 { try container.encode(version, forKey: .version) }
    }
}
