import AppCore
import AppStorage
import AppSync
import Foundation
import NcursesBackend
import Synchronization
import TerminalUI
import TrackerUI
import UDFKit
import UDFKitDevTools

/// Opens the full-screen program on the database the storage options name (the default
/// location when none), first filling an empty database with sample projects when `demo`
/// is set, and exits with its status when the person quits.
///
/// The terminal is checked before the database is opened, so a program without one
/// changes no file. The first frame is drawn from the projects and timers while the items
/// load on another thread (keys typed meanwhile wait for them); a load that fails ends the
/// program with its one line. Every change goes through the persistence middleware, as for
/// the commands; writes by other programs reach the screen through the watcher.
func runTerminalProgram(storage options: StorageOptions, demo: Bool, devTools devToolsOptions: DevToolsOptions) throws(CommandError) -> Never {
    TerminalProgram.requireTerminal()
    let storage = try TerminalStorage.open(options)
    // Synced in the background while the program runs, not once more after it.
    CommandSync.requested = nil
    let sync = try CommandSync.background(for: options, database: storage.database)
    let environment = AppEnvironment.live
    let devTools = DevTools(reducer: TerminalStorage.reducer, capacity: devToolsOptions.capacity, registry: TerminalStorage.actionRegistry)
    let server = try devToolsOptions.serve(devTools)
    let exports = devToolsOptions.exportFolder ?? URL(fileURLWithPath: options.localPath).deletingLastPathComponent().path
    let status = TerminalProgram.run(storage: storage, demo: demo, environment: environment, devTools: devTools,
                                     serving: server?.path, preferences: Preferences.path(besideDatabase: options.localPath),
                                     exports: exports, sync: sync)
    server?.stop()
    sync?.stop()
    // Exits with the store still alive: the database is closed, and the system takes the
    // memory back at once, where releasing 100,000 items one by one takes 3-5 ms.
    storage.close()
    // A load that failed ended the program: the same one line as a failure to open.
    if let failure = storage.loadFailure { throw .storage(failure) }
    exit(status)
}

/// The full-screen program on the real terminal.
enum TerminalProgram {
    /// Runs the program over `storage` until the person quits, and returns the exit status:
    /// 0 after `q` or Ctrl-C, 2 when there is no usable terminal (one line on standard error,
    /// nothing drawn), 1 when the terminal went away.
    ///
    /// The terminal is restored on every path: by `close()` here, and by the terminal
    /// layer's signal handlers for SIGTERM, SIGHUP, SIGINT, SIGQUIT and crashes.
    /// The person's ``Preferences`` are read from the file at `preferences` and written
    /// there whenever they change. A tool's ``ProgramHooks/afterFirstFrame`` runs once the
    /// first frame is drawn (tests and measurements only).
    ///
    /// The items are loaded on another thread once the store exists
    /// (``TerminalStorage/startLoading(into:loaded:)``); `demo` fills an empty database once
    /// they are in.
    ///
    /// ```swift
    /// let storage = try TerminalStorage.open(options)
    /// exit(TerminalProgram.run(storage: storage, demo: false, environment: .live, preferences: path))
    /// ```
    static func run(storage: TerminalStorage, demo: Bool, environment: AppEnvironment, devTools: DevTools<TrackerState>,
                    serving socket: String?, preferences: String, exports: String, sync: BackgroundSync? = nil) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal.open()
        } catch {
            report(error)
            return 2
        }
        let waker = terminal.waker
        // Devtools last, so they record exactly what reaches the reducers.
        let saved = Preferences.load(from: preferences)
        var ui = UIState()
        saved.apply(to: &ui)
        // The first frame shows the projects and timers; the items follow (docs/persistence.md).
        ui.loading = DataLoading()
        let conflicts = ConflictEffects.of(storage.database, sync: sync)
        let program = TrackerProgram(state: TrackerState(app: AppState(data: storage.firstData), ui: ui), reducer: TerminalStorage.reducer,
                                     middleware: (conflicts.map { [$0.middleware] } ?? []) + [storage.middleware, devTools.middleware], environment: environment, wake: { waker.wake() })
        let written = Mutex(saved)
        // For the program's life: the store ends with it.
        _ = program.store.subscribe(to: { Preferences($0.ui) }) { chosen in
            guard written.withLock({ $0 }) != chosen else { return }
            written.withLock { $0 = chosen }
            // A preference that cannot be written is lost, never an error: the data is safe.
            try? chosen.save(to: preferences)
        }
        let overlay = DevToolsOverlay(devTools: devTools, name: "udf-tui", wake: { waker.wake() }, exportFolder: exports)
        sync?.start(onState: { [store = program.store] text in store.dispatch(UIAction.syncStatusShown(text)) },
                    onPulled: { [store = program.store] in store.dispatch(StorageAction.externalChangeDetected) })
        if let socket { program.store.dispatch(UIAction.statusShown(StatusMessage("Devtools served at \(socket) (udf-tui devtools attach PATH).")) ) }
        storage.startLoading(into: program.store) { [store = program.store] data in
            guard demo, data.projects.isEmpty else { return }
            store.dispatch(ImportAction.dataImported(SampleData.demo(now: Date()), at: Date()))
            store.dispatch(HistoryAction.cleared)
        }
        if let hook = ProgramHooks.current.afterFirstFrame {
            return runLoop(program, on: FirstFrameWatch(terminal, hook: hook), overlay: overlay, closing: terminal)
        }
        return runLoop(program, on: terminal, overlay: overlay, closing: terminal)
    }

    /// Shows a recording read back into `devTools`: the program over the recording's last
    /// state, in memory, with the devtools screen open and the past shown read-only. Every
    /// screen is marked REPLAY; a change of the data is refused with a message
    /// (``ReplayGuard``); nothing is written anywhere.
    static func replay(devTools: DevTools<TrackerState>, present: TrackerState, file: String) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal.open()
        } catch {
            report(error)
            return 2
        }
        let waker = terminal.waker
        let environment = AppEnvironment.live
        var shown = present
        shown.ui.status = StatusMessage("A replay of \(file): nothing here is saved; Ctrl-C quits.")
        let program = TrackerProgram(state: shown, reducer: TerminalStorage.reducer, middleware: [ReplayGuard.middleware],
                                     environment: environment, wake: { waker.wake() })
        let overlay = DevToolsOverlay(devTools: devTools, name: "recording", wake: { waker.wake() }, opened: true,
                                      exportFolder: Self.dataFolder, marker: "REPLAY · nothing is saved")
        return runLoop(program, on: terminal, overlay: overlay, closing: terminal)
    }

    /// The folder of the default database, where a replay's exports go.
    static var dataFolder: String {
        URL(fileURLWithPath: DatabaseLocation.defaultPath()).deletingLastPathComponent().path
    }

    /// Runs the program on `screen` (the terminal, or a wrapper of it) until the person quits,
    /// then restores `terminal`: 0, or 1 with one line when the terminal went away.
    private static func runLoop<Screen: TerminalBackend>(_ program: TrackerProgram, on screen: Screen, overlay: DevToolsOverlay,
                                                         closing terminal: NcursesTerminal) -> Int32 {
        do {
            let loop = TrackerRunLoop(program: program, terminal: screen)
            loop.overlay = overlay
            try loop.run()
            terminal.close()
            return 0
        } catch {
            terminal.close()
            report(error)
            return 1
        }
    }

    /// Exits with status 2 and one line on standard error unless standard input and output
    /// are a terminal that can run a full-screen program. Call it first, before opening the
    /// database, so nothing else happens when there is no terminal.
    static func requireTerminal() {
        do {
            try TerminalRequirements.check()
        } catch {
            report(error)
            exit(2)
        }
    }

    /// Writes `udf-tui: <error>` on one line of standard error.
    static func report(_ error: TerminalError) {
        FileHandle.standardError.write(Data("udf-tui: \(error)\n".utf8))
    }
}
