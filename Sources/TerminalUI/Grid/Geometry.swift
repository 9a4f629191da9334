/// A cell position on a screen: a column and a row, both counted from zero at the top left.
///
/// Positions follow the x-then-y order of terminal sizes ("80×24"): column first.
///
/// ```swift
/// let topLeft = Position(column: 0, row: 0)
/// ```
public struct Position: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from zero at the left edge.
    public var column: Int
    /// The row, counted from zero at the top edge.
    public var row: Int

    /// Creates a position from a column and a row.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// `column,row`, the form snapshots use.
    public var description: String { "\(column),\(row)" }
}

/// The size of a screen or region in cells: columns wide, rows high.
///
/// ```swift
/// let standard = Size(columns: 80, rows: 24)
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width in columns (never negative).
    public var columns: Int
    /// The height in rows (never negative).
    public var rows: Int

    /// Creates a size; negative values become zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// `80x24`, the form snapshots and messages use.
    public var description: String { "\(columns)x\(rows)" }

    /// Whether this size is at least `other` in both directions.
    ///
    /// Use it for the minimum-size check: `size.contains(Size(columns: 60, rows: 16))`.
    public func contains(_ other: Size) -> Bool {
        columns >= other.columns && rows >= other.rows
    }
}

/// A rectangular region of a screen, the unit every widget draws into.
///
/// Widgets clip to their rectangle; splitting helpers carve a screen into regions:
///
/// ```swift
/// let screen = Rect(size: Size(columns: 80, rows: 24))
/// let (body, statusBar) = screen.splitBottom(rows: 1)
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Position
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its top-left cell and its size.
    public init(origin: Position, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its left column, top row, width and height.
    public init(column: Int, row: Int, columns: Int, rows: Int) {
        self.init(origin: Position(column: column, row: row), size: Size(columns: columns, rows: rows))
    }

    /// The rectangle covering a whole screen of this size.
    public init(size: Size) {
        self.init(origin: Position(column: 0, row: 0), size: size)
    }

    /// The left column.
    public var minColumn: Int { origin.column }
    /// One past the right column.
    public var maxColumn: Int { origin.column + size.columns }
    /// The top row.
    public var minRow: Int { origin.row }
    /// One past the bottom row.
    public var maxRow: Int { origin.row + size.rows }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.columns == 0 || size.rows == 0 }

    /// `column,row widthxheight`.
    public var description: String { "\(origin) \(size)" }

    /// Whether the cell at `position` lies inside.
    public func contains(_ position: Position) -> Bool {
        (minColumn..<maxColumn).contains(position.column) && (minRow..<maxRow).contains(position.row)
    }

    /// The part of this rectangle inside `other` (empty when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minColumn, other.minColumn), top = max(minRow, other.minRow)
        let right = min(maxColumn, other.maxColumn), bottom = min(maxRow, other.maxRow)
        return Rect(column: left, row: top, columns: right - left, rows: bottom - top)
    }

    /// This rectangle shrunk by `columns` on the left and right and `rows` at the top and bottom.
    public func inset(columns: Int = 1, rows: Int = 1) -> Rect {
        Rect(column: minColumn + columns, row: minRow + rows,
             columns: size.columns - 2 * columns, rows: size.rows - 2 * rows)
    }

    /// The single row `index` rows below the top (empty when outside).
    public func row(_ index: Int) -> Rect {
        guard (0..<size.rows).contains(index) else { return Rect(column: minColumn, row: minRow, columns: 0, rows: 0) }
        return Rect(column: minColumn, row: minRow + index, columns: size.columns, rows: 1)
    }

    /// Splits off the top `rows` rows: returns (top, rest).
    public func splitTop(rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), size.rows)
        return (Rect(column: minColumn, row: minRow, columns: size.columns, rows: taken),
                Rect(column: minColumn, row: minRow + taken, columns: size.columns, rows: size.rows - taken))
    }

    /// Splits off the bottom `rows` rows: returns (rest, bottom).
    public func splitBottom(rows: Int) -> (rest: Rect, bottom: Rect) {
        let (rest, bottom) = splitTop(rows: size.rows - min(max(0, rows), size.rows))
        return (rest, bottom)
    }

    /// A rectangle of `size` centred in this one, clipped to it.
    public func centered(_ inner: Size) -> Rect {
        let columns = min(inner.columns, size.columns), rows = min(inner.rows, size.rows)
        return Rect(column: minColumn + (size.columns - columns) / 2, row: minRow + (size.rows - rows) / 2,
                    columns: columns, rows: rows)
    }
}
