import AppCore
import AppStorage
import Foundation

/// A project named on the command line: by id, or by a title only one project has.
enum ProjectReference {
    /// The project `text` names in `data`.
    ///
    /// An id wins; then an exact title; then a title that differs only in case
    /// (``ProjectTitles``, as a CSV import matches them).
    static func resolve(_ text: String, in data: AppData) throws(CommandError) -> Project {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let uuid = UUID(uuidString: name), let project = data.projects[id: ProjectID(uuid)] {
            return project
        }
        let matches = ProjectTitles.matching(name, in: data.projects)
        if matches.count == 1, let project = matches.first { return project }
        if matches.count > 1 {
            let ids = matches.map(\.id.description).joined(separator: ", ")
            throw .failed("several projects are called \"\(name)\"; name one by its id: \(ids)")
        }
        throw .failed("no project is called \"\(name)\" (see `udf-tui projects list`)")
    }
}
