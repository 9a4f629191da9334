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
        guard let old = projects[id: id] else { return }
        var project = old
        change(&project)
        project.updatedAt = max(project.updatedAt, instant)
        if project != old { projects[id: id] = project }
    }

    /// Moves the project's `updatedAt` to `instant` (never backwards), for a change to one of
    /// its items or to its activity.
    mutating func touchProject(_ id: ProjectID, at instant: Date) {
        changeProject(id, at: instant) { _ in }
    }
}

/// Input cleaning shared by the project and item reducers.
///
/// Titles, units and notes are checked as they will be stored (trimmed): none may hold a
/// control character (C0, DEL or C1; notes may hold tabs and line breaks), because SQLite
/// would cut the text at a NUL and a terminal would act on an Esc; and each has a length
/// limit. The errors name counts and code points, never the refused text itself.
enum Validate {
    /// Refuses a title that, once trimmed, is empty, holds a control character or is longer
    /// than ``Project/maximumTitleLength``.
    static func title(_ raw: String) throws(AppError) {
        let title = trimmed(raw)
        guard !title.isEmpty else { throw .titleEmpty }
        try refuseControls(in: title, .title)
        guard title.count <= Project.maximumTitleLength else {
            throw .titleTooLong(characterCount: title.count)
        }
    }

    /// Refuses units that, once trimmed, hold a control character or are longer than
    /// ``Project/maximumUnitsLength``.
    static func units(_ raw: String) throws(AppError) {
        let units = trimmed(raw)
        try refuseControls(in: units, .units)
        guard units.count <= Project.maximumUnitsLength else {
            throw .unitsTooLong(characterCount: units.count)
        }
    }

    /// Refuses notes that, once trimmed, hold a control character other than a tab or a
    /// line break, or are longer than ``Item/maximumNotesLength``.
    static func noteText(_ raw: String?) throws(AppError) {
        guard let notes = notes(raw) else { return }
        try refuseControls(in: notes, .notes)
        guard notes.count <= Item.maximumNotesLength else {
            throw .notesTooLong(characterCount: notes.count)
        }
    }

    /// Refuses NaN and infinite amounts, and amounts beyond ``Item/maximumAmount``.
    static func amount(_ amount: Double) throws(AppError) {
        guard amount.isFinite else { throw .amountNotFinite }
        guard abs(amount) <= Item.maximumAmount else { throw .amountTooLarge }
    }

    /// Refuses a timestamp outside ``Item/timestampRange`` (the years 1 to 9999), or NaN
    /// (``Item/isWithinRange(_:)``).
    static func timestamp(_ timestamp: Date) throws(AppError) {
        guard Item.isWithinRange(timestamp) else { throw .timestampOutOfRange }
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

    /// Throws ``AppError/controlCharacter(field:scalar:)`` for the first control character
    /// (Unicode category Cc) the field does not allow.
    private static func refuseControls(in text: String, _ field: TextField) throws(AppError) {
        let allowed = field.allowedControls
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control && !allowed.contains($0) }) {
            throw .controlCharacter(field: field, scalar: control.value)
        }
    }
}
