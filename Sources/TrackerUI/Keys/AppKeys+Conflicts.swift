import TerminalUI

extension AppKeys {
    /// The conflicts screen (`C` on the list): the selected change the server refused is kept
    /// (made again on the current data), dropped for theirs, or edited in its record's form.
    public static let syncConflicts = KeyBindingTable<AppCommand>(moves + [
        KeyBinding([.character("m")], "keep mine", .keepMine, inHelpBar: true),
        KeyBinding([.character("t")], "take theirs", .takeTheirs, inHelpBar: true),
        KeyBinding([.character("e"), .enter], "edit", .edit, inHelpBar: true),
        KeyBinding([.escape, .character("q")], "back", .back, inHelpBar: true),
        KeyBinding([.character("?")], "help", .help, inHelpBar: true),
        KeyBinding([.control("c")], "quit", .quit),
    ] + session)

    /// The project list's table, its help bar naming `C` while the file keeps conflicts (the
    /// status bar then says "N conflicts"); the key works either way.
    public static func projectList(showingConflicts: Bool) -> KeyBindingTable<AppCommand> {
        showingConflicts ? projectListWithConflicts : projectList
    }

    private static let projectListWithConflicts = KeyBindingTable<AppCommand>(projectList.bindings.map { binding in
        var binding = binding
        if binding.command == .openConflicts { (binding.inHelpBar, binding.summary) = (true, "conflicts") }
        return binding
    })
}
