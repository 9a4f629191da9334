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
    /// The amount's magnitude was over ``Item/maximumAmount``.
    case amountTooLarge
    /// A target's amount was zero or negative.
    case targetNotPositive
    /// The item's timestamp was outside ``Item/timestampRange`` (the years 1 to 9999).
    case timestampOutOfRange
    /// The units, once trimmed, had more than ``Project/maximumUnitsLength`` characters.
    case unitsTooLong(characterCount: Int)
    /// The notes, once trimmed, had more than ``Item/maximumNotesLength`` characters.
    case notesTooLong(characterCount: Int)
    /// A title, units or notes held a control character (NUL, Esc, DEL, a C1 control…;
    /// notes may hold tabs and line breaks): it would cut the text short in the database or
    /// act on the terminal that shows it. `scalar` is the first one's code point.
    case controlCharacter(field: TextField, scalar: UInt32)
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
    /// it would take that change back too, so nothing was undone and the step was dropped.
    case stepChangedElsewhere(record: RecordID, undoing: Bool)
    /// The step to undo (or redo) touched a record that was deleted elsewhere since: there is
    /// nothing left to take back, so nothing was undone and the step was dropped.
    case stepDeletedElsewhere(record: RecordID, undoing: Bool)
    /// The step to undo (or redo) would give a project whose timer runs (started elsewhere
    /// since) units that are not time, so nothing was undone and the step was dropped.
    case stepLeavesTimerWithoutTimeUnits(units: String, undoing: Bool)
    /// The change was applied, but could not be saved, so it was taken back: the storage's
    /// one-line `reason` (a full disk, a lost server, another program's change to the same
    /// rows when `changedElsewhere`). Set by the storage's reducer, so that a recording of
    /// the actions shows the refusal people saw.
    case notSaved(reason: String, changedElsewhere: Bool)
    /// A restored record's version was below 1 (versions start at 1).
    case versionNotPositive
    /// A restored project was last updated before it was created.
    case updatedBeforeCreated

    /// Whether the change was applied but could not be saved
    /// (``notSaved(reason:changedElsewhere:)``), rather than refused by a rule.
    public var isNotSaved: Bool {
        if case .notSaved = self { true } else { false }
    }

    /// One clear sentence for people, without ids.
    public var message: String {
        switch self {
        case .titleEmpty:
            "A project needs a title."
        case .titleTooLong(let count):
            "A title can have at most \(Project.maximumTitleLength) characters; this one has \(count)."
        case .amountNotFinite:
            "The amount must be a finite number."
        case .amountTooLarge:
            "An amount must lie between -1,000,000,000,000 and 1,000,000,000,000 (1e12)."
        case .timestampOutOfRange:
            "A date must lie in the years 1 to 9999."
        case .unitsTooLong(let count):
            "Units can have at most \(Project.maximumUnitsLength) characters; these have \(count)."
        case .notesTooLong(let count):
            "Notes can have at most \(Self.grouped(Item.maximumNotesLength)) characters; these have \(Self.grouped(count))."
        case let .controlCharacter(field, scalar):
            Self.controlCharacterMessage(field, scalar: scalar)
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
        case .targetNotPositive:
            "A target needs an amount above zero."
        case .timerNeedsTimeUnits(let units):
            units.trimmingCharacters(in: .whitespaces).isEmpty
                ? "A timer records time; give this project the units \(TimeUnit.suggestion)."
                : "A timer records time; this project counts \(units): give it \(TimeUnit.suggestion)."
        case .timerRunning(let units):
            "Stop the timer first: \(units.isEmpty ? "no units" : units) is not a unit of time."
        case .changedElsewhere(let record):
            "This \(record.noun) was changed elsewhere since you opened it; nothing was saved."
        case let .stepChangedElsewhere(record, undoing):
            "Cannot \(undoing ? "undo" : "redo"): the \(record.noun) was changed elsewhere, so that step was dropped."
        case let .stepDeletedElsewhere(record, undoing):
            "Cannot \(undoing ? "undo" : "redo"): the \(record.noun) was deleted elsewhere, so that step was dropped."
        case let .stepLeavesTimerWithoutTimeUnits(units, undoing):
            "Cannot \(undoing ? "undo" : "redo"): the timer runs and \(units.isEmpty ? "no units" : units) is not a unit of time, so that step was dropped."
        case .notSaved(let reason, _):
            reason
        case .versionNotPositive:
            "A record's version must be 1 or more."
        case .updatedBeforeCreated:
            "A project cannot be updated before it was created."
        }
    }

    /// The same as ``message``.
    public var description: String { message }

    /// `10,000`: a count with its thousands apart, the same in every locale.
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 && digit.isNumber ? ",\(digit)" : "\(digit)"
        }.joined()
    }

    /// Names the character by its code point (`U+001B`), never by the text around it.
    private static func controlCharacterMessage(_ field: TextField, scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        switch field {
        case .title: return "A title cannot contain control characters; this one has \(code)."
        case .units: return "Units cannot contain control characters; these have \(code)."
        case .notes: return "Notes can hold tabs and line breaks but no other control characters; these have \(code)."
        }
    }
}
