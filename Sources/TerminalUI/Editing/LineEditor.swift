/// A single line of editable text with a cursor, as a value: what a form field holds.
///
/// The cursor counts graphemes, so it never lands inside an emoji or between a letter and
/// its accent. Editing follows readline: ←/→, Home/End (and Ctrl-A/Ctrl-E), Backspace,
/// Delete, Ctrl-U (kill to start), Ctrl-K (kill to end), Ctrl-W (kill the word before).
/// ``handle(_:fieldWidth:)`` applies a key; ``layout(width:)`` shows it in a field of any
/// width, scrolled so the cursor is visible.
///
/// ```swift
/// var title = LineEditor("Mileage")
/// title.handle(.backspace)          // "Mileag"
/// title.handle(.character("é"))     // "Mileagé"
/// title.layout(width: 5).visible    // "eagé" (scrolled so the cursor fits)
/// ```
public struct LineEditor: Hashable, Sendable {
    /// The graphemes of the text.
    private(set) var graphemes: [Character]
    /// The cursor, as the number of graphemes before it (0...count).
    public private(set) var cursor: Int
    /// The first grapheme shown by the last scrolled layout; keeps the view steady while
    /// the cursor moves inside it.
    public internal(set) var scroll: Int = 0

    /// Creates an editor holding `text` with the cursor at its end.
    public init(_ text: String = "") {
        self.graphemes = Array(text)
        self.cursor = graphemes.count
    }

    /// Creates an editor holding `text` with the cursor after `cursor` graphemes and the view
    /// scrolled to `scroll`, both clamped to the text: an editor as it was, read back from a
    /// log.
    public init(_ text: String, cursor: Int, scroll: Int = 0) {
        self.init(text)
        self.cursor = min(max(0, cursor), graphemes.count)
        self.scroll = min(max(0, scroll), graphemes.count)
    }

    /// The text being edited.
    public var text: String { String(graphemes) }

    /// Inserts `text` at the cursor and moves the cursor after it. Combining marks typed
    /// after a letter join it, as they do in the string.
    ///
    /// Only the graphemes next to the cursor can join the new text, so only they are
    /// segmented again: the cost is that of the inserted text, not of the whole field.
    public mutating func insert(_ text: String) {
        let lower = max(0, cursor - 1), upper = min(graphemes.count, cursor + 1)
        let before = String(graphemes[lower..<cursor]) + text
        let pieces = Array(before + String(graphemes[cursor..<upper]))
        graphemes.replaceSubrange(lower..<upper, with: pieces)
        cursor = lower + min(before.count, pieces.count)
        rejoin(at: lower + pieces.count)
        rejoin(at: lower)
    }

    /// Segments the two graphemes on either side of `boundary` again, after an edit made
    /// them neighbours: a joiner or a combining mark left at the start of one can join the
    /// other (deleting the `x` of `👨x‍👩` makes one family emoji), as it does in ``text``.
    /// Keeps the graphemes those of the text, so the cursor and the widths drawn stay those
    /// of the string. (Found by Fuzz/FuzzLineEditor: cursor 32 in a text of 31 graphemes.)
    private mutating func rejoin(at boundary: Int) {
        guard boundary > 0, boundary < graphemes.count else { return }
        let joined = Array(String(graphemes[boundary - 1]) + String(graphemes[boundary]))
        guard joined.count != 2 else { return }
        graphemes.replaceSubrange(boundary - 1...boundary, with: joined)
        if cursor >= boundary { cursor = max(boundary - 1 + joined.count, cursor - (2 - joined.count)) }
        cursor = min(cursor, graphemes.count)
        scroll = min(scroll, graphemes.count)
        // What was joined may join its other neighbours in turn (a chain of joiners).
        rejoin(at: boundary - 1 + joined.count)
        rejoin(at: boundary - 1)
    }

    /// Moves the cursor one grapheme left (no effect at the start).
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the cursor one grapheme right (no effect at the end).
    public mutating func moveRight() { cursor = min(graphemes.count, cursor + 1) }
    /// Moves the cursor to the start.
    public mutating func moveToStart() { cursor = 0 }
    /// Moves the cursor to the end.
    public mutating func moveToEnd() { cursor = graphemes.count }

    /// Deletes the grapheme before the cursor (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        graphemes.remove(at: cursor - 1)
        cursor -= 1
        rejoin(at: cursor)
    }

    /// Deletes the grapheme under the cursor (Delete).
    public mutating func deleteForward() {
        guard cursor < graphemes.count else { return }
        graphemes.remove(at: cursor)
        rejoin(at: cursor)
    }

    /// Deletes everything before the cursor (Ctrl-U).
    public mutating func killToStart() {
        graphemes.removeSubrange(..<cursor)
        cursor = 0
    }

    /// Deletes everything from the cursor on (Ctrl-K).
    public mutating func killToEnd() {
        graphemes.removeSubrange(cursor...)
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
    public mutating func killWordBackward() {
        var start = cursor
        while start > 0, graphemes[start - 1].isWhitespace { start -= 1 }
        while start > 0, !graphemes[start - 1].isWhitespace { start -= 1 }
        graphemes.removeSubrange(start..<cursor)
        cursor = start
        rejoin(at: start)
    }

    /// Applies an editing key and returns `true`, or returns `false` for a key that is not
    /// for the editor (Enter, Esc, Tab, ↑...), which the form then handles. Pasted text is
    /// inserted as ``paste(_:fieldWidth:)`` says.
    ///
    /// Pass the field's width to keep the horizontal scroll steady as the cursor moves.
    @discardableResult
    public mutating func handle(_ key: KeyEvent, fieldWidth: Int? = nil) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .left: moveLeft()
        case .right: moveRight()
        case .home, .control("a"): moveToStart()
        case .end, .control("e"): moveToEnd()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .control("u"): killToStart()
        case .control("k"): killToEnd()
        case .control("w"): killWordBackward()
        case .paste(let text): paste(text)
        default: return false
        }
        if let fieldWidth { scroll = layout(width: fieldWidth).scroll }
        return true
    }
}
