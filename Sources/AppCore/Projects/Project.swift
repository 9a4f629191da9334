import Foundation

/// Something a person collects amounts for regularly, such as mileage each month or hours
/// per day.
///
/// A project's items live in ``AppData/items`` and point back to it by ``Item/projectID``.
/// `updatedAt` moves forward whenever the project, one of its items or its activity
/// changes, which is what orders the project list (see ``AppData/projectList(matching:)``).
///
/// ```swift
/// let mileage = Project(
///     id: ProjectID(1), title: "Mileage", units: "km", frequency: .monthly,
///     createdAt: created, updatedAt: created
/// )
/// ```
public struct Project: Identifiable, Codable, Hashable, Sendable {
    /// The longest title a project may have, in characters.
    public static let maximumTitleLength = 200
    /// The longest units a project may have, in characters (after trimming): a unit such as
    /// "km" or "hours of practice", shown beside every amount.
    public static let maximumUnitsLength = 50

    /// The project's id, chosen by whoever created it.
    public var id: ProjectID
    /// The name people know the project by; never empty, at most ``maximumTitleLength``
    /// characters, without control characters.
    public var title: String
    /// Free text naming the unit of the amounts, such as "km", "h" or "€"; may be empty, at
    /// most ``maximumUnitsLength`` characters.
    public var units: String
    /// The period the items group into.
    public var frequency: Frequency
    /// When the project was created.
    public var createdAt: Date
    /// When the project, one of its items or its activity last changed; never before `createdAt`.
    public var updatedAt: Date
    /// Counts the changes of what people edit (title, units, frequency): 1 when created, one
    /// more at each edit, wherever it was made. A save prepared against an older version is
    /// refused (``AppError/changedElsewhere(record:)``), so a change made by another program is
    /// never overwritten silently. Items and timers moving `updatedAt` do not count.
    public var version: Int
    /// What the project aims for each period, if anything (``Target``).
    public var target: Target?

    /// Creates a project with all its fields; reducers validate titles before calling it.
    public init(
        id: ProjectID, title: String, units: String, frequency: Frequency,
        createdAt: Date, updatedAt: Date, version: Int = 1, target: Target? = nil
    ) {
        self.id = id
        self.title = title
        self.units = units
        self.frequency = frequency
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.version = version
        self.target = target
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, units, frequency, createdAt, updatedAt, version, target
    }

    /// Decodes a project; a missing `version` is 1 (fixtures leave it out for a new project).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ProjectID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        units = try container.decode(String.self, forKey: .units)
        frequency = try container.decode(Frequency.self, forKey: .frequency)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        target = try container.decodeIfPresent(Target.self, forKey: .target)
    }

    /// Encodes a project, leaving out `version` while it is 1 and `target` when there is none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(units, forKey: .units)
        try container.encode(frequency, forKey: .frequency)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        if version != 1 { try container.encode(version, forKey: .version) }
        try container.encodeIfPresent(target, forKey: .target)
    }
}
