import Testing
import TerminalUI
import TerminalUITesting

/// Every widget on one screen, at the two sizes the app is tested at, as golden files:
/// a change to any widget's look shows up as a readable diff.
@Suite("Widget gallery snapshots")
struct GallerySnapshotTests {
    enum Command { case down, up, open, quit, help }

    static let table = KeyBindingTable<Command>([
        KeyBinding([.down, .character("j")], "down", .down, inHelpBar: true),
        KeyBinding([.up, .character("k")], "up", .up, inHelpBar: true),
        KeyBinding([.enter], "open", .open, inHelpBar: true),
        KeyBinding([.character("?")], "help", .help, inHelpBar: true),
        KeyBinding([.character("q"), .control("c")], "quit", .quit, inHelpBar: true),
    ])

    static let titles = ["Mileage", "日本語の記録", "Café ☕", "👨‍👩‍👧 family", "e\u{301}te\u{301}"]

    static func gallery(size: Size, overlay: Bool) -> Screen {
        var screen = Screen(size: size)
        let (header, rest) = screen.bounds.splitTop(rows: 1)
        TextLine("Gallery — \(size)", style: Style(foreground: .cyan).adding(.bold)).draw(in: header, on: &screen)
        let (body, footer) = rest.splitBottom(rows: 3)
        let (list, chart) = body.splitBottom(rows: body.size.rows / 3)
        Panel(title: "Projects").draw(in: list, on: &screen)
        let viewport = ListViewport(count: 500, selection: 2, previousOffset: 0, height: Panel.inner(list).size.rows)
        let specs = [ColumnSpec(.fixed(4), alignment: .trailing), ColumnSpec(.flexible(minimum: 8, weight: 1)),
                     ColumnSpec(.fixed(8), alignment: .trailing), ColumnSpec(.fixed(10))]
        ListView(viewport).draw(in: Panel.inner(list), on: &screen) { index, row, screen in
            let values = (0..<12).map { Double(($0 * 7 + index * 3) % 11) }
            Columns(["\(index)", titles[index % titles.count], "\(index * 125 % 1000).5", Sparkline.text(values, width: 10)],
                    specs: specs).draw(in: row, on: &screen)
        }
        BarChart((1...30).map { Double($0 * 37 % 23) }, labels: (1...30).map { "d\($0)" }, style: Style(foreground: .green))
            .draw(in: chart, on: &screen)
        var editor = LineEditor("Trip to 日本 and more text")
        editor.handle(.left, fieldWidth: 20)
        let field = editor.layout(width: 20)
        screen.draw("Notes ", at: footer.origin, style: .bold)
        screen.draw(field.visible, at: Position(column: 6, row: footer.minRow), style: .underline)
        screen.cursor = Position(column: 6 + field.cursorColumn, row: footer.minRow)
        HelpBar(table).draw(in: footer.row(1), on: &screen)
        StatusBar(left: "Saved “Mileage”", right: "3/500").draw(in: footer.row(2), on: &screen)
        if overlay { HelpOverlay(title: "Keys", table: table).draw(in: screen.bounds, on: &screen) }
        return screen
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)])
    func theGalleryLooksAsRecorded(size: Size) {
        let screen = Self.gallery(size: size, overlay: false)
        #expect(wideCharacterViolations(in: screen) == [])
        expectSnapshot(screen, named: "gallery-\(size)")
    }

    @Test func theHelpOverlayLooksAsRecorded() {
        expectSnapshot(Self.gallery(size: Size(columns: 80, rows: 24), overlay: true), named: "gallery-help-80x24")
    }

    @Test func theTooSmallMessageLooksAsRecorded() {
        var screen = Screen(size: Size(columns: 40, rows: 10))
        CenteredMessage(["Window too small", "need 60x16, have 40x10"], style: .bold).draw(in: screen.bounds, on: &screen)
        expectSnapshot(screen, named: "too-small-40x10")
    }
}
