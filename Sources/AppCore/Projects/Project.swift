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

    /// The project's id, chosen by whoever created it.
    public var id: ProjectID
    /// The name people know the project by; never empty, at most ``maximumTitleLength`` characters.
    public var title: String
    /// Free text naming the unit of the amounts, such as "km", "h" or "€"; may be empty.
    public var units: String
    /// The period the items group into.
    public var frequency: Frequency
    /// When the project was created.
    public var createdAt: Date
    /// When the project, one of its items or its activity last changed; never before `createdAt`.
    public var updatedAt: Date

    /// Creates a project with all its fields; reducers validate titles before calling it.
    public init(
        id: ProjectID, title: String, units: String, frequency: Frequency,
        createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.title = title
        self.units = units
        self.frequency = frequency
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
