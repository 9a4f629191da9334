import Foundation
import TerminalUI

/// What a filled item form says, once checked.
public struct ItemEntry: Hashable, Sendable {
    /// The amount typed.
    public var amount: Double
    /// The moment of the date and time typed (or the edited item's own, to the second, when
    /// they were left alone).
    public var timestamp: Date
    /// The notes, as typed (AppCore trims them).
    public var notes: String
}

extension ItemForm {
    /// The form's entry, or the message for each field that does not hold a number, a date
    /// or a time. AppCore checks the rest (a finite amount) when the entry is saved.
    ///
    /// ```swift
    /// form.checked(calendar: calendar)    // .refused([.amount: "Not a number: try 12.5"])
    /// ```
    public func checked(calendar: CalendarText) -> Result<ItemEntry, ItemFormProblems> {
        var problems: [ItemField: String] = [:]
        let amount = NumberText.parseAmount(text(.amount))
        if amount == nil { problems[.amount] = "Not a number: try 12.5" }
        if !calendar.isDate(text(.date)) { problems[.date] = "Not a date: try 2025-06-15" }
        if !calendar.isTime(text(.time)) { problems[.time] = "Not a time: try 14:05" }
        guard let amount, problems.isEmpty, let timestamp = timestamp(calendar: calendar) else {
            return .failure(ItemFormProblems(messages: problems))
        }
        return .success(ItemEntry(amount: amount, timestamp: timestamp, notes: text(.notes)))
    }

    /// The moment the form names: the edited item's own timestamp, to the second, when its
    /// date and time were left alone.
    private func timestamp(calendar: CalendarText) -> Date? {
        let (date, time) = (text(.date), text(.time))
        if let originalTimestamp, calendar.date(originalTimestamp) == date, calendar.time(originalTimestamp) == time {
            return originalTimestamp
        }
        return calendar.date(fromDate: date, time: time)
    }
}

/// Why an item form cannot be saved: a message for each field concerned.
public struct ItemFormProblems: Error, Hashable, Sendable {
    /// The messages, by field.
    public var messages: [ItemField: String]
}
