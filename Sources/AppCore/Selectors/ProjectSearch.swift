import Foundation

/// The search of the project list, run over text folded once: each search then costs a
/// substring test per project, not a fold of every title (1,000 of them, per key typed).
///
/// Case and diacritics are ignored, and every whitespace-separated word of the search must
/// be found in the title or the units; the list's order is kept. ``AppData/projectList(matching:)``
/// is this search over the whole list, and a screen keeps one per change of the data.
///
/// ```swift
/// let search = ProjectSearch(listed: data.projectList())
/// search.projects(matching: "cafe")    // "Café visits", "CAFE" and "Cups (café)"
/// ```
public struct ProjectSearch: Sendable {
    /// The projects in list order with their folded title and units.
    private let entries: [(project: Project, haystack: String)]

    /// Folds the title and units of `projects`, given in list order.
    public init(listed projects: [Project]) {
        entries = projects.map { ($0, Self.fold($0.title + "\n" + $0.units)) }
    }

    /// The projects matching `search`, in list order; all of them for an empty search.
    public func projects(matching search: String) -> [Project] {
        let words = Self.fold(search).split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return entries.map(\.project) }
        return entries.compactMap { entry in
            words.allSatisfy { entry.haystack.contains($0) } ? entry.project : nil
        }
    }

    /// Lowercased, without diacritics: "Café" and "CAFE" both become "cafe". Every search of
    /// the program (projects, items, the sort by title) folds text this way.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
