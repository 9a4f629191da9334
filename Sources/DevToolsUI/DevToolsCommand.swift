import TerminalUI

/// What a key does on the devtools screen.
public enum DevToolsCommand: Hashable, Sendable {
    /// Select the previous action.
    case moveUp
    /// Select the next action.
    case moveDown
    /// Move the selection a page up.
    case pageUp
    /// Move the selection a page down.
    case pageDown
    /// Select the oldest kept action.
    case first
    /// Select the newest action, and follow new ones.
    case last
    /// Show the change of the selected action.
    case showChanges
    /// Show the state right after the selected action.
    case jump
    /// Back to the present.
    case present
    /// Skip the selected action, or put it back.
    case toggleSkip
    /// Set a mark after the newest action.
    case mark
    /// Write the recording to a file.
    case export
    /// Close the devtools screen (the app stays in the past if it was jumped).
    case close
    /// The key list.
    case help
}

/// The devtools screen's keys: one table drives the keys, the help bar and the help overlay.
public enum DevToolsKeys {
    /// Every binding, in help order.
    public static let table = KeyBindingTable<DevToolsCommand>([
        KeyBinding([.down, .character("j")], "next action", .moveDown),
        KeyBinding([.up, .character("k")], "previous action", .moveUp),
        KeyBinding([.pageDown, .control("d")], "page down", .pageDown),
        KeyBinding([.pageUp, .control("u")], "page up", .pageUp),
        KeyBinding([.home, .character("g")], "oldest", .first),
        KeyBinding([.end, .character("G")], "newest (follow)", .last),
        KeyBinding([.enter, .character("d")], "diff", .showChanges, inHelpBar: true),
        KeyBinding([.character("t"), .character("J")], "travel to it", .jump, inHelpBar: true),
        KeyBinding([.escape, .character("p")], "present", .present, inHelpBar: true),
        KeyBinding([.character("s"), .character(" ")], "skip", .toggleSkip, inHelpBar: true),
        KeyBinding([.character("?")], "help", .help, inHelpBar: true),
        KeyBinding([.function(12), .character("q")], "close", .close, inHelpBar: true),
        KeyBinding([.character("x")], "export", .export, inHelpBar: true),
        KeyBinding([.character("m")], "mark", .mark),
    ])
}
