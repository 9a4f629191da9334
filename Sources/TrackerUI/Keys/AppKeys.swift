import TerminalUI

/// The key tables of the terminal program, one per screen: they decide what each key does
/// and are what the help bar and the `?` overlay list, so the help cannot drift from the keys.
///
/// ```swift
/// let table = AppKeys.table(for: .projectList)
/// table.command(for: .control("r"))   // .redo
/// HelpBar(table).draw(in: helpRow, on: &screen)
/// ```
public enum AppKeys {
    /// The table of `screen`.
    public static func table(for screen: KeyScreen) -> KeyBindingTable<AppCommand> {
        switch screen {
        case .projectList: projectList
        case .filtering: filtering
        case .project: project
        case .projectForm: projectForm
        case .itemForm: itemForm
        case .deleteConfirmation: deleteConfirmation
        case .discardChanges: discardChanges
        case .reloadForm: reloadForm
        case .help: help
        case .tooSmall: tooSmall
        case .summary: summary
        case .syncConflicts: syncConflicts
        }
    }

    /// The project list.
    public static let projectList = KeyBindingTable<AppCommand>(moves + [
        KeyBinding([.enter], "open", .open, inHelpBar: true),
        KeyBinding([.character("n")], "new", .create, inHelpBar: true),
        KeyBinding([.character("e")], "edit", .edit, inHelpBar: true),
        KeyBinding([.character("d")], "delete", .delete, inHelpBar: true),
        KeyBinding([.character("s")], "timer", .toggleActivity, inHelpBar: true),
        KeyBinding([.character("/")], "filter", .startFilter, inHelpBar: true),
        KeyBinding([.character("o")], "sort: last update, title, this period", .cycleOrder),
        KeyBinding([.character("r")], "summary: totals by week, month, year", .openSummary),
        KeyBinding([.character("C")], "sync conflicts: mine or theirs", .openConflicts),
        KeyBinding([.escape], "clear the filter", .clearFilter),
    ] + history + [
        KeyBinding([.character("?")], "help", .help, inHelpBar: true),
        KeyBinding([.character("q"), .control("c")], "quit", .quit, inHelpBar: true),
    ] + session)

    /// The project list, or a project's items, while a filter is typed.
    public static let filtering = KeyBindingTable<AppCommand>([
        KeyBinding([.enter], "keep the filter", .finishFilter, inHelpBar: true),
        KeyBinding([.escape], "clear the filter", .clearFilter, inHelpBar: true),
        KeyBinding([.down], "move down", .move(.down), inHelpBar: true),
        KeyBinding([.up], "move up", .move(.up), inHelpBar: true),
    ] + textEditing + [
        KeyBinding([.control("c")], "quit", .quit, inHelpBar: true),
    ] + session)

    /// One project and its items.
    public static let project = KeyBindingTable<AppCommand>(moves + [
        KeyBinding([.enter, .character("e")], "edit", .edit, inHelpBar: true),
        KeyBinding([.character("n")], "new", .create, inHelpBar: true),
        KeyBinding([.character("d")], "delete", .delete, inHelpBar: true),
        KeyBinding([.character("E")], "edit project", .editProject, inHelpBar: true),
        KeyBinding([.character("s")], "timer", .toggleActivity, inHelpBar: true),
        KeyBinding([.character("/")], "filter", .startFilter, inHelpBar: true),
        KeyBinding([.character("[")], "earlier period", .movePeriod(earlier: true)),
        KeyBinding([.character("]")], "later period", .movePeriod(earlier: false)),
        KeyBinding([.escape, .character("q")], "back", .back, inHelpBar: true),
    ] + history + [
        KeyBinding([.character("?")], "help", .help, inHelpBar: true),
        KeyBinding([.control("c")], "quit", .quit),
    ] + session)

    /// The summary: the span to compare, scrolling, back.
    public static let summary = KeyBindingTable<AppCommand>([
        KeyBinding([.character("w")], "week", .chooseSpan(.week), inHelpBar: true),
        KeyBinding([.character("m")], "month", .chooseSpan(.month), inHelpBar: true),
        KeyBinding([.character("y")], "year", .chooseSpan(.year), inHelpBar: true),
        KeyBinding([.tab], "next span", .nextSpan, inHelpBar: true),
        KeyBinding([.escape, .character("q")], "back", .back, inHelpBar: true),
    ] + scrolls + [
        KeyBinding([.character("?")], "help", .help, inHelpBar: true),
        KeyBinding([.control("c")], "quit", .quit),
    ] + session)

    /// The project form.
    public static let projectForm = form(arrows: "move in the text, choose the frequency")

    /// The item form.
    public static let itemForm = form(arrows: "move in the text")

    /// "Delete this?".
    public static let deleteConfirmation = KeyBindingTable<AppCommand>([
        KeyBinding([.character("y"), .enter], "delete", .confirm, inHelpBar: true),
        KeyBinding([.character("n"), .escape], "keep it", .back, inHelpBar: true),
        KeyBinding([.character("s")], "stop its timer, recording the time", .stopTimerFirst),
        KeyBinding([.control("c")], "quit", .quit),
    ] + session)

    /// "Reload the form?", asked by Ctrl-R in a form with typed changes and no conflict.
    public static let reloadForm = KeyBindingTable<AppCommand>([
        KeyBinding([.character("y")], "reload, dropping what you typed", .reloadConfirmed, inHelpBar: true),
        KeyBinding([.character("n"), .escape, .enter], "keep editing", .keepEditing, inHelpBar: true),
        KeyBinding([.control("c")], "quit", .quit),
    ] + session)

    /// "Discard your changes?", asked by Esc in a form with typed changes.
    public static let discardChanges = KeyBindingTable<AppCommand>([
        KeyBinding([.character("y")], "discard the changes", .discard, inHelpBar: true),
        KeyBinding([.character("n"), .escape, .enter], "keep editing", .keepEditing, inHelpBar: true),
        KeyBinding([.control("c")], "quit", .quit),
    ] + session)

    /// The key list. Keys this table does not bind close it too (`handleUnbound`), so the
    /// closing binding says so; Ctrl-C quits, the session keys keep their meaning and a
    /// paste is ignored.
    public static let help = KeyBindingTable<AppCommand>([
        KeyBinding([.escape, .character("?"), .character("q")], "close (so does any other key)", .closeHelp, inHelpBar: true),
        KeyBinding([.control("c")], "quit", .quit, inHelpBar: true),
    ] + session)

    /// How the help closes, in the words of its help bar, which the overlay's title repeats:
    /// "Esc/?/q close (so does any other key)".
    public static var helpClosing: String {
        help.bindings.first { $0.command == .closeHelp }.map { "\($0.keyLabel) \($0.summary)" } ?? ""
    }

    /// A window below the minimum size.
    public static let tooSmall = KeyBindingTable<AppCommand>([
        KeyBinding([.character("q"), .control("c")], "quit", .quit, inHelpBar: true),
    ] + session)

    static let moves: [KeyBinding<AppCommand>] = [
        KeyBinding([.down, .character("j")], "move down", .move(.down)),
        KeyBinding([.up, .character("k")], "move up", .move(.up)),
        KeyBinding([.character("g"), .home], "go to the first", .move(.top)),
        KeyBinding([.character("G"), .end], "go to the last", .move(.bottom)),
        KeyBinding([.pageDown, .control("d")], "page down", .move(.pageDown)),
        KeyBinding([.pageUp, .control("u")], "page up", .move(.pageUp)),
    ]

    /// ``moves`` where there is no selection to move: the rows scroll (the summary).
    static let scrolls: [KeyBinding<AppCommand>] = moves.map { binding in
        var binding = binding
        if binding.command == .move(.down) { binding.summary = "scroll down" }
        if binding.command == .move(.up) { binding.summary = "scroll up" }
        return binding
    }

    static let history: [KeyBinding<AppCommand>] = [
        KeyBinding([.character("u")], "undo the last change", .undo),
        KeyBinding([.control("r")], "redo", .redo),
    ]

    static let session: [KeyBinding<AppCommand>] = [
        KeyBinding([.control("l")], "redraw the screen", .redraw),
        KeyBinding([.control("z")], "suspend (fg resumes)", .suspend),
        KeyBinding([.function(12)], "devtools", .devTools),
    ]

    /// Line editing; typed characters, which no table can list, edit the text too.
    static func textEditing(arrows: String) -> [KeyBinding<AppCommand>] {
        [
            KeyBinding([.left, .right], arrows, .editText),
            KeyBinding([.home, .end, .control("a"), .control("e")], "go to the start / end", .editText),
            KeyBinding([.backspace, .delete], "delete a character", .editText),
            KeyBinding([.control("u"), .control("k"), .control("w")], "delete to the start / end, a word", .editText),
        ]
    }

    static let textEditing = textEditing(arrows: "move in the text")

    private static func form(arrows: String) -> KeyBindingTable<AppCommand> {
        KeyBindingTable([
            KeyBinding([.enter], "save", .save, inHelpBar: true),
            KeyBinding([.escape], "cancel", .back, inHelpBar: true),
            KeyBinding([.tab], "next field", .focusField(next: true), inHelpBar: true),
            KeyBinding([.backTab], "previous field", .focusField(next: false), inHelpBar: true),
            KeyBinding([.control("o")], "save over a change made elsewhere", .overwrite),
            KeyBinding([.control("r")], "reload what changed elsewhere (drops the entry)", .reload),
        ] + textEditing(arrows: arrows) + [
            KeyBinding([.function(1)], "help", .help, inHelpBar: true),
            KeyBinding([.control("c")], "quit", .quit),
        ] + session)
    }
}
