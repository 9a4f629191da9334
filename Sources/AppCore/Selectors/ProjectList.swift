import Foundation

extension AppData {
    /// The projects in list order (most recently updated first), keeping those that match
    /// `search`.
    ///
    /// The search ignores case and diacritics and looks in titles and units; each
    /// whitespace-separated word must appear in one of them. An empty search keeps all.
    ///
    /// ```swift
    /// data.projectList(matching: "cafe")    // finds "Café visits"
    /// data.projectList(matching: "KM")      // finds projects counted in km
    /// ```
    public func projectList(matching search: String = "") -> [Project] {
        let query = SearchQuery(search)
        var result = projects.array.filter(query.matches)
        result.sort(by: Project.listOrder)
        return result
    }
}

extension Project {
    /// The list order: `updatedAt` newest first, then `createdAt` newest first, then id,
    /// so that the order is total and never depends on storage order.
    public static func listOrder(_ lhs: Project, _ rhs: Project) -> Bool {
        if lhs.updatedAt != rhs.updatedAt { return lhs.updatedAt > rhs.updatedAt }
        if lhs.createdAt != rhs.createdAt { return lhs.createdAt > rhs.createdAt }
        return lhs.id < rhs.id
    }
}

/// A search text split into folded words.
struct SearchQuery {
    let words: [String]

    init(_ text: String) {
        words = Self.fold(text).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    func matches(_ project: Project) -> Bool {
        guard !words.isEmpty else { return true }
        let haystack = Self.fold(project.title + "\n" + project.units)
        return words.allSatisfy { haystack.contains($0) }
    }

    /// Lowercased, without diacritics: "Café" and "CAFE" both become "cafe".
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
