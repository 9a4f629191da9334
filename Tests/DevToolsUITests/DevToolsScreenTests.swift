import Foundation
import TerminalUI
import Testing
import UDFKit
import UDFKitDevTools
@testable import DevToolsUI

enum Step: Action, Codable, Equatable {
    case added(Int)
    case removed(Int)
}

struct Numbers: Equatable, Codable, Sendable {
    var values: [Int] = []
}

let numbers = Reducer<Numbers>(Step.self) { state, step in
    switch step {
    case .added(let value): state.values.append(value)
    case .removed(let value): state.values.removeAll { $0 == value }
    }
}

/// One family, one name: registering cannot fail.
let stepRegistry: ActionRegistry = {
    do { return try ActionRegistry([Step.self]) } catch { preconditionFailure("\(error)") }
}()

@Suite struct DevToolsScreenTests {
    let size = Size(columns: 80, rows: 20)

    func session() -> (Store<Numbers>, DevTools<Numbers>, DevToolsScreen) {
        let devTools = DevTools(reducer: numbers, registry: stepRegistry)
        let store = Store(initialState: Numbers(), reducer: numbers, middleware: [devTools.middleware])
        [Step.added(1), .added(2), .removed(1)].forEach(store.dispatch)
        return (store, devTools, DevToolsScreen(connection: .local(devTools, name: "numbers")))
    }

    @Test func selectingAnActionAndPressingEnterShowsItsChange() {
        let (_, _, screen) = session()
        _ = screen.handle(.character("k"), size: size)
        _ = screen.handle(.enter, size: size)
        #expect(screen.state.selected == 1)
        #expect(screen.state.changes?.changes == [StateChange(path: "values[1]", before: nil, after: "2")])
        _ = screen.handle(.character("j"), size: size)    // the change follows the selection
        #expect(screen.state.changes?.index == 2)
    }

    @Test func jumpSkipAndPresentTravelWithoutTouchingTheStore() {
        let (store, devTools, screen) = session()
        _ = screen.handle(.character("g"), size: size)
        _ = screen.handle(.character("J"), size: size)
        #expect(devTools.position == .past(0))
        #expect(devTools.displayedState(present: store.state).values == [1])
        #expect(screen.state.message == "Showing the state after #0, read-only; Esc returns to the present.")
        _ = screen.handle(.escape, size: size)
        _ = screen.handle(.character("s"), size: size)
        #expect(devTools.skippedIndices == [0])
        #expect(devTools.displayedState(present: store.state).values == [2])
        _ = screen.handle(.character("s"), size: size)
        #expect(devTools.skippedIndices.isEmpty)
        #expect(store.state.values == [2])
        #expect(screen.render(size: size).text(ofRow: 0).contains("present"))
    }

    @Test func exportWritesARecordingThatReplaysToTheSameState() throws {
        let (store, _, screen) = session()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-export-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        screen.exportFolder = folder.path
        _ = screen.handle(.character("x"), size: size)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1 && files[0].hasPrefix("devtools-numbers-") && files[0].hasSuffix(".jsonl"))
        #expect(screen.state.message?.hasPrefix("Wrote \(folder.path)/devtools-numbers-") == true)
        let data = try Data(contentsOf: folder.appendingPathComponent(files[0]))
        let (replay, _) = try DevTools.replaying(data, reducer: numbers, registry: stepRegistry)
        #expect(replay.state(after: 2) == store.state)
    }

    /// `x` in `devtools attach` or `replay` writes into the data folder, which a program
    /// never run has not made yet; two exports in the same second both stay.
    @Test func exportMakesAMissingFolderAndNeverWritesOverAnEarlierExport() throws {
        let (_, _, screen) = session()
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-export-\(UUID().uuidString.prefix(6))")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("udf-tui")
        screen.exportFolder = folder.path
        _ = screen.handle(.character("x"), size: size)
        _ = screen.handle(.character("x"), size: size)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 2)
        #expect(screen.state.isError == false)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(mode == 0o700)
        for file in files {
            let fileMode = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).path)[.posixPermissions] as? Int
            #expect(fileMode == 0o600)
        }
    }

    @Test func helpCoversTheScreenUntilAnyKeyAndF12Closes() {
        let (_, _, screen) = session()
        _ = screen.handle(.character("?"), size: size)
        #expect((0..<20).contains { screen.render(size: size).text(ofRow: $0).contains("travel to it") })
        #expect(screen.handle(.character("z"), size: size) == .none)
        #expect(!screen.state.isHelpShown)
        #expect(screen.handle(.function(12), size: size) == .close)
    }
}
