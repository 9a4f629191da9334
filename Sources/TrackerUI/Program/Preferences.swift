import Foundation

/// The choices of the person that outlive a session — for now the order of the project
/// list — kept in a small JSON file beside the database (``path(besideDatabase:)``), so
/// each database keeps its own and `--db` elsewhere starts from the defaults.
///
/// Preferences are not data: they are not in the database, exports or undo. A missing or
/// unreadable file gives the defaults, and a value this version does not know is ignored.
///
/// ```swift
/// let file = Preferences.path(besideDatabase: "/home/me/.local/share/udf-tui/udf.sqlite")
/// // "/home/me/.local/share/udf-tui/udf.sqlite-preferences.json"
/// var ui = UIState()
/// Preferences.load(from: file).apply(to: &ui)
/// ```
public struct Preferences: Codable, Equatable, Sendable {
    /// The order of the project list.
    public var projectOrder: ProjectOrder

    /// Preferences as given; the defaults by default.
    public init(projectOrder: ProjectOrder = .updated) {
        self.projectOrder = projectOrder
    }

    /// The preferences a UI state holds.
    public init(_ ui: UIState) {
        projectOrder = ui.projectOrder
    }

    /// Reads each field on its own, so that an unknown or missing one keeps its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        projectOrder = (try? container.decodeIfPresent(ProjectOrder.self, forKey: .projectOrder)) ?? .updated
    }

    /// Puts these preferences into `ui`.
    public func apply(to ui: inout UIState) {
        ui.projectOrder = projectOrder
    }

    /// The file of the preferences of the database at `databasePath`: its path followed by
    /// `-preferences.json`, as SQLite names its `-wal` file.
    public static func path(besideDatabase databasePath: String) -> String {
        databasePath + "-preferences.json"
    }

    /// The preferences in the file at `path`; the defaults when it is missing or unreadable.
    public static func load(from path: String) -> Preferences {
        guard let data = FileManager.default.contents(atPath: path) else { return Preferences() }
        return (try? JSONDecoder().decode(Preferences.self, from: data)) ?? Preferences()
    }

    /// Writes these preferences to the file at `path`, replacing it at once (a crash leaves
    /// the old file or the new one, never half of one).
    public func save(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
