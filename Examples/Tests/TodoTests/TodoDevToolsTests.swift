import Foundation
import Synchronization
import Testing
@testable import Todo
import UDFKit
import UDFKitDevTools

@Suite struct TodoDevToolsTests {
    @Test func aSessionWithDevToolsOnCanBeReadFromAnotherProcessAndExportedAsABugReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-devtools-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = try ActionRegistry([TodoAction.self])
        let devTools = DevTools(reducer: todoReducer, registry: registry)
        let server = try DevToolsServer(devTools: devTools, name: "todo", path: folder.appendingPathComponent("todo.sock").path)
        defer { server.stop() }
        let printed = Mutex<[String]>([])
        let final = runTodo(file: folder.appendingPathComponent("todos.json"), lines: ["add Milk", "add Bread", "done 1", "quit"],
                            devTools: devTools) { line in printed.withLock { $0.append(line) } }

        let viewer = try DevToolsConnection.attach(to: server.path)
        defer { viewer.close() }
        let deadline = Date().addingTimeInterval(5)
        while viewer.snapshot().entries.count < 3, Date() < deadline { usleep(5_000) }
        #expect(viewer.snapshot().entries.map(\.caseName) == ["added", "added", "completed"])
        #expect(viewer.request(.changes, index: 2).changes == [StateChange(path: "todos[0].isDone", before: "false", after: "true")])

        let (replay, warnings) = try DevTools.replaying(try devTools.recording(), reducer: todoReducer, registry: registry)
        #expect(warnings.isEmpty)
        #expect(replay.state(after: 2) == final)
    }
}
