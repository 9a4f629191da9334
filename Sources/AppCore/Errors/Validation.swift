import Foundation

/// The checks shared by the reducers. Each throws the ``AppError`` people see, and none of
/// them mutates anything, so a reducer that runs them all before its first mutation leaves
/// the data untouched when one fails.
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

    /// Moves the project's `updatedAt` to `instant`, never backwards: a clock set back cannot
    /// move a project down the list or before its creation.
    mutating func touchProject(_ id: ProjectID, at instant: Date) {
        guard let index = projects.index(id: id) else { return }
        projects[index].updatedAt = max(projects[index].updatedAt, instant)
    }
}

/// Input cleaning shared by the project and item reducers.
enum Validate {
    /// The title trimmed of surrounding whitespace, or the error that refuses it.
    static func title(_ raw: String) throws(AppError) -> String {
        let title = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw .titleEmpty }
        guard title.count <= Project.maximumTitleLength else {
            throw .titleTooLong(characterCount: title.count)
        }
        return title
    }

    /// The amount if it is finite, or ``AppError/amountNotFinite``.
    static func amount(_ amount: Double) throws(AppError) -> Double {
        guard amount.isFinite else { throw .amountNotFinite }
        return amount
    }

    /// Free text trimmed of surrounding whitespace (units).
    static func text(_ raw: String) -> String {
        raw.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Notes trimmed, with empty notes as `nil`.
    static func notes(_ raw: String?) -> String? {
        guard let notes = raw.map(text), !notes.isEmpty else { return nil }
        return notes
    }
}
