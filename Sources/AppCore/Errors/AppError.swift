/// Why an action was refused: a user-facing validation error.
///
/// A reducer that meets invalid input leaves ``AppState/data`` exactly as it was and puts one
/// of these in ``AppState/lastError``; the next accepted data action (or
/// ``ErrorAction/errorDismissed``) clears it. Show ``message`` to people; switch over the
/// cases in code.
///
/// ```swift
/// if let error = state.lastError {
///     statusLine.show(error.message)    // "A project needs a title."
/// }
/// ```
public enum AppError: Error, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The title was empty or only whitespace.
    case titleEmpty
    /// The title, once trimmed, had more than ``Project/maximumTitleLength`` characters.
    case titleTooLong(characterCount: Int)
    /// The amount was NaN or infinite.
    case amountNotFinite
    /// No project has this id (it may have been deleted).
    case unknownProject(id: ProjectID)
    /// No item has this id (it may have been deleted).
    case unknownItem(id: ItemID)
    /// A project with this id exists already; ids must be fresh.
    case duplicateProject(id: ProjectID)
    /// An item with this id exists already; ids must be fresh.
    case duplicateItem(id: ItemID)
    /// The project's activity was started while it was already running.
    case activityAlreadyRunning(projectID: ProjectID)
    /// The project's activity was stopped while it was not running.
    case activityNotRunning(projectID: ProjectID)
    /// A timer was started on a project whose units are not a unit of time (see
    /// ``TimeUnit``): it would record seconds as kilometres.
    case timerNeedsTimeUnits(units: String)
    /// A project's units were changed to something that is not time while its timer runs.
    case timerRunning(newUnits: String)
    /// The record was changed elsewhere (another program, another window) since the edit
    /// was prepared: saving would overwrite that change, so nothing was saved.
    case changedElsewhere(record: RecordID)
    /// The step to undo (or redo) touched a record that was changed elsewhere since; undoing
    /// it would take that change back too, so nothing was undone.
    case stepChangedElsewhere(record: RecordID, undoing: Bool)

    /// One clear sentence for people, without ids.
    public var message: String {
        switch self {
        case .titleEmpty:
            "A project needs a title."
        case .titleTooLong(let count):
            "A title can have at most \(Project.maximumTitleLength) characters; this one has \(count)."
        case .amountNotFinite:
            "The amount must be a finite number."
        case .unknownProject:
            "This project does not exist; it may have been deleted."
        case .unknownItem:
            "This item does not exist; it may have been deleted."
        case .duplicateProject:
            "A project with this id exists already."
        case .duplicateItem:
            "An item with this id exists already."
        case .activityAlreadyRunning:
            "An activity is already running for this project."
        case .activityNotRunning:
            "No activity is running for this project."
        case .timerNeedsTimeUnits(let units):
            units.trimmingCharacters(in: .whitespaces).isEmpty
                ? "A timer records time; give this project the units \(TimeUnit.suggestion)."
                : "A timer records time; this project counts \(units): give it \(TimeUnit.suggestion)."
        case .timerRunning(let units):
            "Stop the timer first: \(units.isEmpty ? "no units" : units) is not a unit of time."
        case .changedElsewhere(let record):
            "This \(record.noun) was changed elsewhere since you opened it; nothing was saved."
        case let .stepChangedElsewhere(record, undoing):
            "Cannot \(undoing ? "undo" : "redo") this step: its \(record.noun) was changed elsewhere since."
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}
