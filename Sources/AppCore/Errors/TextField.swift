/// The free-text fields people type, named in the errors about their content.
///
/// ```swift
/// AppError.controlCharacter(field: .notes, scalar: 0x1B).message
/// // "Notes can hold tabs and line breaks but no other control characters; these have U+001B."
/// ```
public enum TextField: String, Codable, Hashable, Sendable {
    /// A project's title.
    case title
    /// A project's units.
    case units
    /// An item's notes.
    case notes

    /// The control characters the field may hold: tab and line breaks in notes (they are
    /// several lines of text, and a CSV cell may hold them), none in titles and units,
    /// which are shown on one line.
    var allowedControls: Set<Unicode.Scalar> {
        self == .notes ? ["\t", "\n", "\r"] : []
    }
}
