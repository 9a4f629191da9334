import AppCore

/// The orders of the project list, which `o` cycles through: the last update first (AppCore's
/// list order), by title, or the largest total of the current period first.
///
/// A preference, not data: it is kept across restarts in the preferences file
/// (``Preferences``), not in the database, and undo never touches it.
///
/// ```swift
/// ProjectOrder.updated.next       // .title
/// ProjectOrder.title.description  // "by title"
/// ```
public enum ProjectOrder: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The most recently updated first (``AppCore/Project/listOrder(_:_:)``).
    case updated
    /// By title, ignoring case and diacritics; ties in update order.
    case title
    /// The largest total of the current period first (a running timer's time counted, as
    /// the list's column shows it); ties in update order.
    case periodTotal

    /// The order `o` switches to.
    public var next: ProjectOrder {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// How the list's title names the order: "by last update".
    public var description: String {
        switch self {
        case .updated: "by last update"
        case .title: "by title"
        case .periodTotal: "by this period"
        }
    }
}
