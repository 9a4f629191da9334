import Foundation

/// The checks shared by the validations of the action families, each throwing the
/// ``AppError`` people see, and the in-place change shared by their reducers.
extension AppData {
    /// The project with `id`, or ``AppError/unknownProject(id:)``.
    func existingProject(_ id: ProjectID) throws(AppError) -> Project {
        guard let project = projects[id: id] else { throw .unknownProject(id: id) }
        return project
    }

    /// The item with `id`, or ``AppError/unknownItem(id:)``.
    func existingItem(_ id: ItemID) throws(AppError) -> Item {
        guard let item = items[id: id] else { throw .unknownItem(id: id) }
        return item
    }

    /// Throws ``AppError/duplicateItem(id:)`` if `id` is taken.
    func requireFreshItemID(_ id: ItemID) throws(AppError) {
        guard items[id: id] == nil else { throw .duplicateItem(id: id) }
    }

    /// Changes a project in place and moves its `updatedAt` to `instant`, never backwards: a
    /// clock set back cannot move a project down the list or before its creation.
    mutating func changeProject(_ id: ProjectID, at instant: Date, _ change: (inout Project) -> Void) {
        guard let index = projects.index(id: id) else { return }
        change(&projects[index])
        projects[index].updatedAt = max(projects[index].updatedAt, instant)
    }

    /// Moves the project's `updatedAt` to `instant` (never backwards), for a change to one of
    /// its items or to its activity.
    mutating func touchProject(_ id: ProjectID, at instant: Date) {
        changeProject(id, at: instant) { _ in }
    }
}

/// Input cleaning shared by the project and item reducers.
enum Validate {
    /// Refuses a title that, once trimmed, is empty or longer than ``Project/maximumTitleLength``.
    static func title(_ raw: String) throws(AppError) {
        let title = trimmed(raw)
        guard !title.isEmpty else { throw .titleEmpty }
        guard title.count <= Project.maximumTitleLength else {
            throw .titleTooLong(characterCount: title.count)
        }
    }

    /// Refuses NaN and infinite amounts.
    static func amount(_ amount: Double) throws(AppError) {
        guard amount.isFinite else { throw .amountNotFinite }
    }

    /// Text without surrounding whitespace, as titles and units are stored.
    static func trimmed(_ raw: String) -> String {
        raw.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Notes trimmed, with empty notes as `nil`.
    static func notes(_ raw: String?) -> String? {
        guard let notes = raw.map(trimmed), !notes.isEmpty else { return nil }
        return notes
    }
}
