import TerminalUI

/// The frame every screen shares: a title row at the top, the help bar and the status bar
/// at the bottom, and the styles of the program.
enum Chrome {
    /// The title of a screen.
    static let titleStyle = Style(foreground: .cyan).adding(.bold)
    /// Column headings.
    static let headingStyle = Style.bold.adding(.underline)
    /// Section headings in the project screen.
    static let sectionStyle = Style(foreground: .yellow).adding(.bold)
    /// A running timer.
    static let runningStyle = Style(foreground: .green).adding(.bold)
    /// The bars of negative totals in the project screen's chart.
    static let negativeStyle = Style(foreground: .red)
    /// A validation message beside a field.
    static let errorStyle = Style(foreground: .red).adding(.bold)
    /// The status bar showing an error.
    static let statusErrorStyle = Style(foreground: .red).adding([.bold, .reverse])

    /// The rows between the title and the help bar.
    static func body(of size: Size) -> Rect {
        Rect(column: 0, row: 1, columns: size.columns, rows: max(0, size.rows - 3))
    }

    /// The title row: `left` in the title style, `right` flush right.
    static func drawTitle(_ left: String, right: String = "", on screen: inout Screen) {
        let row = screen.bounds.row(0)
        let rightWidth = min(DisplayWidth.of(right), max(0, row.size.columns - DisplayWidth.of(left) - 4))
        TextLine(" " + left, style: titleStyle).draw(in: row, on: &screen)
        if rightWidth > 0 {
            let area = Rect(column: row.maxColumn - rightWidth - 1, row: 0, columns: rightWidth, rows: 1)
            TextLine(right, style: .dim, alignment: .trailing).draw(in: area, on: &screen)
        }
    }

    /// The filter field, at the right of the title row: the project list's and a project's.
    static func filterField(size: Size) -> Rect {
        let width = min(28, size.columns / 3)
        return Rect(column: size.columns - width - 1, row: 0, columns: width, rows: 1)
    }

    /// The filter `editor` after a `/` in its field, while it is typed (`editing`) or kept;
    /// nothing when it is neither.
    static func drawFilter(_ editor: LineEditor, editing: Bool, on screen: inout Screen) {
        guard editing || !editor.text.isEmpty else { return }
        let field = filterField(size: screen.size)
        screen.draw("/", at: Position(column: field.minColumn - 2, row: 0), style: .bold)
        TextField(editor, focused: editing, style: editing ? .underline : .dim).draw(in: field, on: &screen)
    }

    /// The help bar (second row from the bottom) for `table`. When it does not fit, the way
    /// to the rest (`? help`, or closing the help), the way out (`q` quits) and, while there
    /// are conflicts, `C` are kept after a `…`.
    static func drawHelpBar(_ table: KeyBindingTable<AppCommand>, on screen: inout Screen) {
        HelpBar(table, keeping: { [.help, .closeHelp, .quit, .openConflicts].contains($0.command) }, keyStyle: .bold, summaryStyle: .plain)
            .draw(in: screen.bounds.row(screen.size.rows - 2), on: &screen)
    }

    /// The status bar (bottom row): the last message, and `context` on the right.
    static func drawStatus(_ message: StatusMessage?, context: String, on screen: inout Screen) {
        let style = message?.isError == true ? statusErrorStyle : .reverse
        StatusBar(left: message?.text ?? "", right: context, style: style)
            .draw(in: screen.bounds.row(screen.size.rows - 1), on: &screen)
    }

    /// The help bar and the status bar of a screen; `sync` (``UIState/syncStatus``) goes
    /// after `context`.
    static func drawFooter(_ table: KeyBindingTable<AppCommand>, status: StatusMessage?, context: String, sync: String? = nil, on screen: inout Screen) {
        drawHelpBar(table, on: &screen)
        drawStatus(status, context: [context, sync.map { "sync: " + $0 }].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " · "), on: &screen)
    }
}
