/// Opens the full-screen program on the database at `databasePath` (the default location
/// when nil), first filling an empty database with sample projects when `demo` is set.
///
/// A stub until the terminal program lands (issue 6), which replaces this file.
func runTerminalProgram(databasePath: String?, demo: Bool) throws {
    print("udf-tui: the full-screen program arrives with issue 6; see `udf-tui --help` for the commands")
}
