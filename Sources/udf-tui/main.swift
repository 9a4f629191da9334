import TrackerCommands

// The program is TrackerCommands' `UdfTui`; this executable only starts it, with no hook
// for tests (udf-tui-lab is the same program with them).
UdfTui.runAsMain()
