/// A grid of cells of a given size, plus the cursor: what a view produces and a backend draws.
///
/// Views are pure functions that fill a `Screen`; ``TerminalBackend``s draw it. Writes go
/// through the drawing methods (``put(_:at:style:clip:)``, ``draw(_:at:style:clip:)``,
/// ``fill(_:with:)``), which keep wide graphemes whole: a wide grapheme is a lead cell
/// followed by continuation cells, and overwriting any part of it blanks the rest.
///
/// ```swift
/// var screen = Screen(size: Size(columns: 20, rows: 2))
/// screen.draw("日本 ok", at: Position(column: 0, row: 0), style: .bold)
/// screen.cursor = Position(column: 3, row: 1)
/// ```
public struct Screen: Hashable, Sendable {
    /// The size in columns and rows.
    public let size: Size
    /// All cells, row after row.
    public private(set) var cells: [Cell]
    /// Where the terminal cursor is shown, or `nil` to hide it.
    public var cursor: Position?

    /// Creates a screen of `size` filled with `fill` (blanks by default), cursor hidden.
    public init(size: Size, fill: Cell = .blank) {
        self.size = size
        let blank = fill.isContinuation || fill.width != 1 ? Cell.blank : fill
        self.cells = Array(repeating: blank, count: size.columns * size.rows)
    }

    /// The whole screen as a rectangle, the region top-level views draw into.
    public var bounds: Rect { Rect(size: size) }

    /// The cell at `column`, `row`; a blank outside the screen.
    public subscript(column: Int, row: Int) -> Cell {
        guard column >= 0, column < size.columns, row >= 0, row < size.rows else { return .blank }
        return cells[row * size.columns + column]
    }

    /// The cells of row `row`, left to right (empty outside the screen).
    public func row(_ row: Int) -> ArraySlice<Cell> {
        guard row >= 0, row < size.rows else { return [] }
        return cells[row * size.columns ..< (row + 1) * size.columns]
    }

    /// The text of row `row` with continuation cells skipped: what a person reads.
    public func text(ofRow row: Int) -> String {
        self.row(row).reduce(into: "") { $0 += $1.text }
    }

    /// Stores `cell` without any wide-grapheme bookkeeping; the drawing methods call it.
    mutating func store(_ cell: Cell, column: Int, row: Int) {
        cells[row * size.columns + column] = cell
    }
}
