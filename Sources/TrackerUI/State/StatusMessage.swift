import TerminalUI

/// The message in the status bar: what the last command did, or why it was refused.
///
/// ```swift
/// StatusMessage("Deleted “Mileage” — u undoes")
/// StatusMessage("A project needs a title.", isError: true)
/// ```
public struct StatusMessage: Codable, Hashable, Sendable {
    /// The text, one line.
    public var text: String
    /// Whether it reports a refusal or a failure (drawn in red, bold).
    public var isError: Bool

    /// Creates a message.
    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}
