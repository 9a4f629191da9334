/// What a paste put into a field, and what it left out: for the message that says so.
public struct PasteOutcome: Hashable, Sendable {
    /// The characters inserted.
    public var inserted = 0
    /// Line breaks, each run of them turned into one space (a field holds one line).
    public var lineBreaks = 0
    /// Tabs, each turned into one space (text copied from a table keeps its gaps).
    public var tabs = 0
    /// Other control characters (Esc, BEL…) left out.
    public var controlCharacters = 0
    /// Characters left out because the field was full.
    public var overLimit = 0

    /// Creates an outcome (tests compare whole outcomes).
    public init(inserted: Int = 0, lineBreaks: Int = 0, tabs: Int = 0, controlCharacters: Int = 0, overLimit: Int = 0) {
        self.inserted = inserted
        self.lineBreaks = lineBreaks
        self.tabs = tabs
        self.controlCharacters = controlCharacters
        self.overLimit = overLimit
    }

    /// Whether the text went in exactly as pasted.
    public var isExact: Bool { lineBreaks == 0 && tabs == 0 && controlCharacters == 0 && overLimit == 0 }

    /// A one-line account for the status bar: "Pasted 12 characters.", or what changed.
    public var summary: String {
        var parts: [String] = []
        if lineBreaks > 0 { parts.append("line breaks became spaces") }
        if tabs > 0 { parts.append(tabs == 1 ? "a tab became a space" : "tabs became spaces") }
        if controlCharacters > 0 { parts.append("\(controlCharacters) control character\(controlCharacters == 1 ? " was" : "s were") left out") }
        if overLimit > 0 { parts.append("\(overLimit) character\(overLimit == 1 ? "" : "s") past the field's \(LineEditor.pasteLimit) were left out") }
        let pasted = "Pasted \(inserted) character\(inserted == 1 ? "" : "s")"
        return parts.isEmpty ? pasted + "." : pasted + "; " + parts.joined(separator: ", ") + "."
    }
}

extension LineEditor {
    /// The most characters a field holds after a paste.
    public static let pasteLimit = 65_536

    /// Inserts pasted text at the cursor as one edit, in time linear in its length: a run of
    /// line breaks becomes one space, a tab one space, other control characters are left out,
    /// and the field stops at ``pasteLimit`` characters. Returns what went in and what did
    /// not, for the status bar: a person learns of every change to the text they pasted.
    ///
    /// ```swift
    /// var notes = LineEditor()
    /// notes.paste("two\nlines\u{07}").summary   // "Pasted 9 characters; line breaks became spaces, 1 control character was left out."
    /// notes.paste("12\tkm").summary             // "Pasted 5 characters; a tab became a space."
    /// ```
    @discardableResult
    public mutating func paste(_ text: String, fieldWidth: Int? = nil) -> PasteOutcome {
        var outcome = PasteOutcome()
        var clean = String.UnicodeScalarView()
        var afterBreak = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                if !afterBreak { clean.append(" ") }
                outcome.lineBreaks += 1
                afterBreak = true
            } else if scalar == "\t" {
                clean.append(" ")
                outcome.tabs += 1
                afterBreak = false
            } else if scalar.properties.generalCategory == .control {
                outcome.controlCharacters += 1
            } else {
                clean.append(scalar)
                afterBreak = false
            }
        }
        var characters = Array(String(clean))
        let room = max(0, Self.pasteLimit - graphemes.count)
        if characters.count > room {
            outcome.overLimit = characters.count - room
            characters.removeLast(characters.count - room)
        }
        outcome.inserted = characters.count
        insert(String(characters))
        if let fieldWidth { scroll = layout(width: fieldWidth).scroll }
        return outcome
    }
}
