import AppCore
import AppStorage
import Foundation

/// Turns command-line text into values, with one clear message when it cannot; the message
/// quotes at most the start of the text (``InputExcerpt``). Whether a value is in range (an
/// amount within ±1e12, a date in the years 1 to 9999) is AppCore's rule, checked when the
/// action is dispatched, so that every way in agrees.
enum InputParsing {
    static func amount(_ text: String) throws(CommandError) -> Double {
        guard let amount = AmountText.parse(text) else {
            throw .usage("\(InputExcerpt.quoted(text)) is not a number; give an amount such as 12.5")
        }
        return amount
    }

    static func date(_ text: String) throws(CommandError) -> Date {
        if text.lowercased() == "now" { return CommandClock.now() }
        guard let date = DateText.parse(text, in: CommandClock.timeZone) else {
            throw .usage("\(InputExcerpt.quoted(text)) is not a date; write \(DateText.accepted), or now")
        }
        return date
    }

    static func itemID(_ text: String) throws(CommandError) -> ItemID {
        guard let uuid = UUID(uuidString: text.trimmingCharacters(in: .whitespaces)) else {
            throw .usage("\(InputExcerpt.quoted(text)) is not an item id (see `udf-tui items list --project …`)")
        }
        return ItemID(uuid)
    }
}
