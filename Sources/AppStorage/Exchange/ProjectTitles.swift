import AppCore
import Foundation

/// How a project is found by its title, the same way everywhere: on the command line
/// (`--project Mileage`) and in a CSV import's `project` column.
///
/// Projects with exactly that title win; if there are none, those whose title differs only
/// in case. More than one match is ambiguous, and callers refuse it rather than pick one.
///
/// ```swift
/// let matches = ProjectTitles.matching("mileage", in: data.projects)
/// // [Project "Mileage"] when no project is called exactly "mileage"
/// ```
public enum ProjectTitles {
    /// The projects of `projects` called `title` (trimmed): the exact matches if there
    /// are any, otherwise the matches that differ only in case; in their order.
    public static func matching(_ title: String, in projects: some Sequence<Project>) -> [Project] {
        let name = title.trimmingCharacters(in: .whitespacesAndNewlines)
        let exact = projects.filter { $0.title == name }
        guard exact.isEmpty else { return exact }
        let folded = name.lowercased()
        return projects.filter { $0.title.lowercased() == folded }
    }
}
