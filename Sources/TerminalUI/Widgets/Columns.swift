/// How wide one column of a ``Columns`` row is and where its text sits.
public struct ColumnSpec: Hashable, Sendable {
    /// The width rule of a column.
    public enum Width: Hashable, Sendable {
        /// Exactly this many columns.
        case fixed(Int)
        /// At least `minimum` columns, plus a share of the spare width proportional to `weight`.
        case flexible(minimum: Int, weight: Int)
    }

    /// The width rule.
    public var width: Width
    /// The alignment of the text in the column (numbers read best trailing).
    public var alignment: Alignment

    /// Creates a column spec.
    public init(_ width: Width, alignment: Alignment = .leading) {
        self.width = width
        self.alignment = alignment
    }

    /// Resolves column widths for a row `total` columns wide with `spacing` columns between
    /// neighbours: fixed columns first, the spare width shared by weight among flexible
    /// ones. When even the minimums do not fit, columns are hidden (width 0) from the last.
    ///
    /// ```swift
    /// ColumnSpec.widths([.init(.flexible(minimum: 10, weight: 1)), .init(.fixed(8))], total: 40, spacing: 1)
    /// // [31, 8]
    /// ```
    public static func widths(_ specs: [ColumnSpec], total: Int, spacing: Int = 1) -> [Int] {
        var shown = specs.count
        func needed(_ count: Int) -> Int {
            specs.prefix(count).map(\.minimumWidth).reduce(0, +) + max(0, count - 1) * spacing
        }
        while shown > 0, needed(shown) > total { shown -= 1 }
        var widths = specs.enumerated().map { $0.offset < shown ? $0.element.minimumWidth : 0 }
        let weights = specs.prefix(shown).map(\.weight)
        let totalWeight = weights.reduce(0, +)
        guard totalWeight > 0 else { return widths }
        let spare = total - needed(shown)
        var given = 0
        for (index, weight) in weights.enumerated() {
            let share = spare * weight / totalWeight
            widths[index] += share
            given += share
        }
        if let lastFlexible = weights.lastIndex(where: { $0 > 0 }) { widths[lastFlexible] += spare - given }
        return widths
    }

    private var minimumWidth: Int {
        switch width {
        case .fixed(let columns): max(0, columns)
        case .flexible(let minimum, _): max(0, minimum)
        }
    }

    private var weight: Int {
        switch width {
        case .fixed: 0
        case .flexible(_, let weight): max(0, weight)
        }
    }
}

/// A table row: values laid out in columns by ``ColumnSpec``s, each truncated with an
/// ellipsis and aligned in its column.
///
/// ```swift
/// let specs = [ColumnSpec(.flexible(minimum: 10, weight: 1)), ColumnSpec(.fixed(8), alignment: .trailing)]
/// Columns(["Mileage", "1,204 km"], specs: specs).draw(in: row, on: &screen)
/// ```
public struct Columns: Widget {
    /// One value per column (missing values are blank, extra ones ignored).
    public var values: [String]
    /// One spec per column.
    public var specs: [ColumnSpec]
    /// Columns left blank between neighbours.
    public var spacing: Int
    /// The style of the whole row.
    public var style: Style

    /// Creates a row of columns.
    public init(_ values: [String], specs: [ColumnSpec], spacing: Int = 1, style: Style = .plain) {
        self.values = values
        self.specs = specs
        self.spacing = spacing
        self.style = style
    }

    /// Draws the row in the first row of `area`.
    public func draw(in area: Rect, on screen: inout Screen) {
        let row = area.row(0)
        guard !row.isEmpty else { return }
        screen.fill(row, with: .blank(style))
        var column = row.minColumn
        for (index, width) in ColumnSpec.widths(specs, total: row.size.columns, spacing: spacing).enumerated() where width > 0 {
            let value = index < values.count ? values[index] : ""
            let text = TextFit.fit(value, toWidth: width, alignment: specs[index].alignment)
            screen.draw(text, at: Position(column: column, row: row.minRow), style: style, clip: row)
            column += width + spacing
        }
    }
}
