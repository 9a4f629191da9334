import Foundation

extension AppData {
    /// The projects in list order (most recently updated first), keeping those that match
    /// `search`.
    ///
    /// The search is ``ProjectSearch``'s: case and diacritics ignored, each
    /// whitespace-separated word found in the title or the units. An empty search keeps all.
    ///
    /// ```swift
    /// data.projectList(matching: "cafe")    // finds "Café visits"
    /// data.projectList(matching: "KM")      // finds projects counted in km
    /// ```
    public func projectList(matching search: String = "") -> [Project] {
        var listed = projects.array
        listed.sort(by: Project.listOrder)
        return search.isEmpty ? listed : ProjectSearch(listed: listed).projects(matching: search)
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
