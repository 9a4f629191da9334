/// A one-line input field showing a ``LineEditor``: the visible slice of its text over a
/// field-wide background, and, when focused, the terminal cursor at the editing position.
///
/// Pass the same width to ``LineEditor/handle(_:fieldWidth:)`` when applying keys, so the
/// horizontal scroll stays steady:
///
/// ```swift
/// TextField(form.title, focused: focus.current == .title).draw(in: titleRect, on: &screen)
/// ```
public struct TextField: Widget {
    /// The text and cursor to show.
    public var editor: LineEditor
    /// Whether this field has the focus (only then is the cursor placed).
    public var focused: Bool
    /// The style of the field (underlined by default, so an empty field is visible).
    public var style: Style

    /// Creates a text field.
    public init(_ editor: LineEditor, focused: Bool, style: Style = .underline) {
        self.editor = editor
        self.focused = focused
        self.style = style
    }

    /// Draws the field in the first row of `area`, moving `screen.cursor` there when focused.
    public func draw(in area: Rect, on screen: inout Screen) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        let layout = editor.layout(width: row.size.columns)
        screen.fill(row, with: .blank(style))
        screen.draw(layout.visible, at: row.origin, style: style, clip: row)
        if focused {
            screen.cursor = Position(column: row.minColumn + min(layout.cursorColumn, row.size.columns - 1), row: row.minRow)
        }
    }
}
