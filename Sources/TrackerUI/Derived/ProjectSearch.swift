import AppCore
import Foundation
import TerminalUI

/// The project list's search, run over text folded once per change of the data, so each
/// key typed after `/` costs a substring test per project instead of folding 1,000 titles.
///
/// It matches exactly as AppCore's ``AppData/projectList(matching:)`` does (a test holds
/// them together): case and diacritics ignored, every whitespace-separated word of the
/// search found in the title or the units, list order kept.
struct ProjectSearch {
    /// The projects in list order with their folded title and units.
    private let entries: [(project: Project, haystack: String)]

    /// Folds the title and units of `projects`, given in list order.
    init(listed projects: [Project]) {
        entries = projects.map { ($0, Self.fold($0.title + "\n" + $0.units)) }
    }

    /// The projects matching `search`, in list order.
    func projects(matching search: String) -> [Project] {
        let words = Self.fold(search).split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return entries.map(\.project) }
        return entries.compactMap { entry in
            words.allSatisfy { entry.haystack.contains($0) } ? entry.project : nil
        }
    }

    /// Lowercased, without diacritics, as AppCore folds: "Café" and "CAFE" both become "cafe".
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
