import AppCore
import Foundation
import TerminalUI

/// The fields of the item form, in Tab order.
public enum ItemField: CaseIterable, Codable, Hashable, Sendable {
    /// The amount, a number.
    case amount
    /// The day, as 2025-06-15.
    case date
    /// The time of day, as 14:05.
    case time
    /// Free text.
    case notes
}

/// What the item form holds while it is open: the text of each field, the focus and the
/// messages of a refused save (the entry is kept).
///
/// A new item's date and time default to now; an edited item's timestamp is kept to the
/// second unless its date or time is changed.
///
/// ```swift
/// var form = ItemForm(projectID: mileage, at: now, calendar: CalendarText(timeZone: zone))
/// form.edit(.character("4"), fieldWidth: 30)   // the amount is now "4"
/// ```
public struct ItemForm: Codable, Hashable, Sendable {
    /// The project the item belongs to.
    public var projectID: ProjectID
    /// The item being edited, or `nil` for a new one.
    public var editing: ItemID?
    /// The timestamp of the edited item, kept when date and time are left as they were.
    public var originalTimestamp: Date?
    /// The text of each field.
    public var fields: [ItemField: LineEditor]
    /// The field that receives keys.
    public var focus = FormFocus<ItemField>()
    /// Why the last save was refused, beside each field concerned.
    public var errors: [ItemField: String] = [:]
    /// Whether the form asks "discard your changes?" (Esc with typed changes).
    public var isAskingToDiscard = false
    /// Whether the form asks "reload the form?" (Ctrl-R with typed changes and no conflict).
    public var isAskingToReload = false
    /// The text of each field when the form opened: typed changes are the difference.
    public let initial: [ItemField: String]
    /// The item's version when the form opened (nil for a new item): a save is refused if
    /// the item changed elsewhere since (``AppCore/Item/version``).
    public var version: Int?
    /// Whether the last save was refused because the item changed elsewhere.
    public var isConflicted = false

    /// A form for a new item of `projectID`, dated `now`.
    public init(projectID: ProjectID, at now: Date, calendar: CalendarText) {
        self.projectID = projectID
        initial = [.amount: "", .date: calendar.date(now), .time: calendar.time(now), .notes: ""]
        fields = initial.mapValues { LineEditor($0) }
    }

    /// A form filled with `item`'s fields.
    public init(editing item: Item, calendar: CalendarText) {
        projectID = item.projectID
        editing = item.id
        originalTimestamp = item.timestamp
        initial = [.amount: NumberText.editable(item.amount), .date: calendar.date(item.timestamp),
                   .time: calendar.time(item.timestamp), .notes: item.notes ?? ""]
        fields = initial.mapValues { LineEditor($0) }
        version = item.version
    }

    /// Whether a field differs from what it held when the form opened: Esc then asks
    /// before discarding the changes.
    public var hasChanges: Bool {
        ItemField.allCases.contains { text($0) != initial[$0] }
    }

    /// The form with `item` as it is now (saved elsewhere since the form opened) in every
    /// field this person left as it opened, and their own text in the others: what Ctrl-O
    /// saves over a conflict, so another program's change to a field nobody here touched
    /// is kept.
    public func merged(onto item: Item, calendar: CalendarText) -> ItemForm {
        let theirs = ItemForm(editing: item, calendar: calendar)
        var merged = self
        for field in ItemField.allCases where text(field) == initial[field] {
            merged[field] = theirs[field]
        }
        if text(.date) == initial[.date], text(.time) == initial[.time] { merged.originalTimestamp = item.timestamp }
        return merged
    }

    /// Puts the messages of a refused save beside their fields and the focus on the first.
    mutating func refuse(_ messages: [ItemField: String]) {
        errors = messages
        if let first = ItemField.allCases.first(where: { messages[$0] != nil }) { focus.current = first }
    }

    /// The editor of `field`.
    public subscript(field: ItemField) -> LineEditor {
        get { fields[field] ?? LineEditor() }
        set { fields[field] = newValue }
    }

    /// The text of `field`.
    public func text(_ field: ItemField) -> String {
        self[field].text
    }

    /// Applies a line-editing key to the focused field; editing a field clears its message.
    public mutating func edit(_ key: KeyEvent, fieldWidth: Int) {
        if self[focus.current].handle(key, fieldWidth: fieldWidth) {
            errors[focus.current] = nil
        }
    }
}
