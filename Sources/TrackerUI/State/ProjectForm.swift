import AppCore
import TerminalUI

/// The fields of the project form, in Tab order.
public enum ProjectField: CaseIterable, Codable, Hashable, Sendable {
    /// The title, required.
    case title
    /// The units, free text.
    case units
    /// The frequency, chosen with ←/→.
    case frequency
    /// The target per period, free text ("at least 500", "at most 300"); empty for none.
    case target
}

/// What the project form holds while it is open: the text of each field, the frequency
/// chosen, the focus and the messages of a refused save (the entry is kept).
///
/// ```swift
/// var form = ProjectForm()
/// form.edit(.character("K"), fieldWidth: 30)   // the title is now "K"
/// form.focus.handle(.tab)                       // units
/// ```
public struct ProjectForm: Codable, Hashable, Sendable {
    /// The project being edited, or `nil` for a new one.
    public var editing: ProjectID?
    /// The title field.
    public var title: LineEditor
    /// The units field.
    public var units: LineEditor
    /// The frequency chosen.
    public var frequency: Frequency
    /// The target field.
    public var target: LineEditor
    /// The field that receives keys.
    public var focus = FormFocus<ProjectField>()
    /// Why the last save was refused, beside each field concerned.
    public var errors: [ProjectField: String] = [:]
    /// Whether the form asks "discard your changes?" (Esc with typed changes).
    public var isAskingToDiscard = false
    /// Whether the form asks "reload the form?" (Ctrl-R with typed changes and no conflict).
    public var isAskingToReload = false
    /// What the fields held when the form opened: typed changes are the difference.
    public let initial: Values
    /// The project's version when the form opened (nil for a new project): a save is
    /// refused if the project changed elsewhere since (``AppCore/Project/version``).
    public var version: Int?
    /// Whether the last save was refused because the project changed elsewhere: the form
    /// then offers to overwrite that change or to reload.
    public var isConflicted = false

    /// The values of the fields.
    public struct Values: Codable, Hashable, Sendable {
        /// The title.
        public var title: String
        /// The units.
        public var units: String
        /// The frequency.
        public var frequency: Frequency
        /// The target, as typed.
        public var target: String
    }

    /// An empty form for a new project (monthly by default).
    public init() {
        editing = nil
        title = LineEditor()
        units = LineEditor()
        frequency = .monthly
        target = LineEditor()
        initial = Values(title: "", units: "", frequency: .monthly, target: "")
    }

    /// A form filled with `project`'s fields.
    public init(editing project: Project) {
        editing = project.id
        title = LineEditor(project.title)
        units = LineEditor(project.units)
        frequency = project.frequency
        let targetText = project.target?.editableText ?? ""
        target = LineEditor(targetText)
        initial = Values(title: project.title, units: project.units, frequency: project.frequency, target: targetText)
        version = project.version
    }

    /// The values of the fields now.
    public var values: Values { Values(title: title.text, units: units.text, frequency: frequency, target: target.text) }

    /// Whether the fields differ from what they held when the form opened: Esc then asks
    /// before discarding them.
    public var hasChanges: Bool { values != initial }

    /// The form with `project` as it is now (saved elsewhere since the form opened) in
    /// every field this person left as it opened, and their own entry in the others: what
    /// Ctrl-O saves over a conflict, so another program's change to a field nobody here
    /// touched is kept.
    public func merged(onto project: Project) -> ProjectForm {
        let theirs = ProjectForm(editing: project)
        var merged = self
        if title.text == initial.title { merged.title = theirs.title }
        if units.text == initial.units { merged.units = theirs.units }
        if frequency == initial.frequency { merged.frequency = theirs.frequency }
        if target.text == initial.target { merged.target = theirs.target }
        return merged
    }

    /// Puts the messages of a refused save beside their fields and the focus on the first.
    mutating func refuse(_ messages: [ProjectField: String]) {
        errors = messages
        if let first = ProjectField.allCases.first(where: { messages[$0] != nil }) { focus.current = first }
    }

    /// Applies an editing key to the focused field: line editing in the text fields; ←/→
    /// (or the initial d, m, y) on the frequency. Editing a field clears its message.
    public mutating func edit(_ key: KeyEvent, fieldWidth: Int) {
        switch focus.current {
        case .title: if title.handle(key, fieldWidth: fieldWidth) { errors[.title] = nil }
        case .units: if units.handle(key, fieldWidth: fieldWidth) { errors[.units] = nil }
        case .frequency: chooseFrequency(key)
        case .target: if target.handle(key, fieldWidth: fieldWidth) { errors[.target] = nil }
        }
    }

    private mutating func chooseFrequency(_ key: KeyEvent) {
        let all = Frequency.allCases
        let index = all.firstIndex(of: frequency) ?? 0
        switch key {
        case .left: frequency = all[(index + all.count - 1) % all.count]
        case .right, .character(" "): frequency = all[(index + 1) % all.count]
        case .character(let letter):
            frequency = all.first { $0.rawValue.first == Character(letter.lowercased()) } ?? frequency
        default: return
        }
        errors[.frequency] = nil
    }
}
