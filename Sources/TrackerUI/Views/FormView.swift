import TerminalUI

/// Where the fields of a form go: a panel centred in the body, one field every other row,
/// a label on the left and the field's message on its right.
struct FormLayout {
    /// The panel around the fields.
    let panel: Rect
    /// The width of each field, also the width line editing scrolls by.
    let fieldWidth: Int
    private let inner: Rect
    private static let labelWidth = 12

    init(size: Size, fieldCount: Int) {
        let body = Chrome.body(of: size)
        panel = body.centered(Size(columns: min(size.columns - 4, 76), rows: fieldCount * 2 + 3))
        inner = Panel.inner(panel).inset(columns: 1, rows: 0)
        fieldWidth = max(8, min(28, inner.size.columns - Self.labelWidth - 24))
    }

    /// The label of field `index`.
    func label(_ index: Int) -> Rect {
        Rect(column: inner.minColumn, row: inner.minRow + 1 + index * 2, columns: Self.labelWidth, rows: 1)
    }

    /// Field `index` itself.
    func field(_ index: Int) -> Rect {
        Rect(column: inner.minColumn + Self.labelWidth, row: label(index).minRow, columns: fieldWidth, rows: 1)
    }

    /// The row under the last field, for a notice about the form as a whole.
    var notice: Rect {
        Rect(column: inner.minColumn, row: inner.maxRow - 1, columns: inner.size.columns, rows: 1)
    }

    /// The message beside field `index`.
    func message(_ index: Int) -> Rect {
        let start = field(index).maxColumn + 2
        return Rect(column: start, row: label(index).minRow, columns: max(0, inner.maxColumn - start), rows: 1)
    }
}

/// One field of a form as drawn: a label, a text field or a choice, and a message.
struct FormFieldView {
    /// What the field shows.
    enum Content {
        /// Editable text.
        case text(LineEditor)
        /// One value among several, changed with ←/→.
        case choice(String)
    }

    let label: String
    let content: Content
    let focused: Bool
    let message: String?
}

/// A form: its title, its fields in a panel, the help bar and the status bar.
struct FormView {
    let title: String
    let fields: [FormFieldView]
    /// What happened to the record the form edits, under its fields, if anything did.
    var notice: String? = nil
    /// Whether the form asks "discard your changes?" over its fields.
    var askingToDiscard = false
    /// Whether the form asks "reload the form?" over its fields.
    var askingToReload = false

    func draw(table: KeyBindingTable<AppCommand>, status: StatusMessage?, on screen: inout Screen) {
        let layout = FormLayout(size: screen.size, fieldCount: fields.count)
        Chrome.drawTitle(title, on: &screen)
        Panel(title: title).draw(in: layout.panel, on: &screen)
        for (index, field) in fields.enumerated() {
            TextLine(field.label, style: field.focused ? .bold : .plain).draw(in: layout.label(index), on: &screen)
            switch field.content {
            case .text(let editor):
                TextField(editor, focused: field.focused).draw(in: layout.field(index), on: &screen)
            case .choice(let value):
                let style: Style = field.focused ? .reverse : .underline
                TextLine("◀ \(value) ▶", style: style).draw(in: layout.field(index), on: &screen)
            }
            if let message = field.message {
                TextLine(message, style: Chrome.errorStyle).draw(in: layout.message(index), on: &screen)
            }
        }
        if let notice { TextLine(notice, style: Chrome.errorStyle).draw(in: layout.notice, on: &screen) }
        Chrome.drawFooter(table, status: status, context: "", on: &screen)
        if askingToDiscard {
            drawQuestion("Discard changes?", meaning: "What you typed in this form will be lost.", answers: "y discards it, n keeps editing.",
                         table: AppKeys.discardChanges, on: &screen)
        }
        if askingToReload {
            drawQuestion("Reload the form?", meaning: "What you typed will be replaced by what is saved now.", answers: "y reloads, n keeps editing.",
                         table: AppKeys.reloadForm, on: &screen)
        }
    }

    /// A question over the form ("Discard changes?", "Reload the form?"): what it means and
    /// the answers, with the question's own help bar; the fields keep no cursor while it asks.
    private func drawQuestion(_ title: String, meaning: String, answers: String, table: KeyBindingTable<AppCommand>,
                              on screen: inout Screen) {
        Overlay(title: title, lines: ["", meaning, "", answers, ""]).draw(in: screen.bounds, on: &screen)
        Chrome.drawHelpBar(table, on: &screen)
        screen.cursor = nil
    }
}
