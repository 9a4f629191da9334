import Foundation
import UDFKit

/// What happened to a project. Reduced by ``AppState/projectReducer``.
///
/// Each case carries the ids and the time it happened at: reducers never generate them.
///
/// ```swift
/// store.dispatch(ProjectAction.projectCreated(
///     id: ProjectID(), title: "Mileage", units: "km", frequency: .monthly, at: .now
/// ))
/// ```
public enum ProjectAction: Action, Codable, Hashable {
    /// The new-project form was saved. The title is trimmed and must be 1 to 200
    /// characters; units are trimmed.
    case projectCreated(id: ProjectID, title: String, units: String, frequency: Frequency, at: Date)
    /// The project form was saved for an existing project, replacing its title, units and
    /// frequency, bumping its `updatedAt` and its ``Project/version``. With `expectedVersion`
    /// (the version the form was opened on), it is refused when the project changed since
    /// (``AppError/changedElsewhere(record:)``); nil edits whatever the version (commands, which
    /// read and write in one transaction).
    case projectEdited(id: ProjectID, title: String, units: String, frequency: Frequency, at: Date, expectedVersion: Int? = nil)
    /// The deletion of a project was confirmed; its items and running activity go with it.
    case projectDeleted(id: ProjectID)
    /// The project's target per period was set, or removed with nil; an edit people make, so
    /// it bumps ``Project/version`` and, with `expectedVersion`, is refused over a change made
    /// elsewhere. The amount must be positive and finite.
    case targetSet(id: ProjectID, target: Target?, at: Date, expectedVersion: Int? = nil)
    /// A project came back from a backup (an import) exactly as it was saved: its dates,
    /// ``Project/version`` and target kept, its title and units trimmed. Refused when its id
    /// is taken or it is not sound (``Project/validate()``: a blank title, a version below 1,
    /// a target that is not positive, dates outside the years 1 to 9999 or updating it before
    /// its creation). Text that breaks only the rules of new text (a control character, a
    /// length), as an earlier release could write it, comes back as it was.
    case projectRestored(Project)
}
