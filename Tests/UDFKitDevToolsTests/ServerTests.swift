import Foundation
import Testing
import UDFKit
@testable import UDFKitDevTools

@Suite(.serialized) struct ServerTests {
    @Test func aViewerAttachesGetsTheLogLiveAsksForADiffJumpsSkipsAndComesBack() async throws {
        let folder = SocketFolder()
        defer { folder.remove() }
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.added(id: 1, title: "Milk"))
        let server = try DevToolsServer(devTools: devTools, name: "todos", path: folder.socket())
        defer { server.stop() }
        let viewer = try DevToolsConnection.attach(to: server.path)
        defer { viewer.close() }
        #expect(await eventually { viewer.snapshot().entries.map(\.caseName) == ["added"] })
        store.dispatch(TodoAction.renamed(id: 1, title: "Oat milk"))
        #expect(await eventually { viewer.snapshot().entries.count == 2 })
        #expect(viewer.snapshot().status.name == "todos")

        let diff = viewer.request(.changes, index: 1)
        #expect(diff.changes?.first == StateChange(path: "items[id: 1].title", before: #""Milk""#, after: #""Oat milk""#))
        #expect(viewer.request(.jump, index: 0).status?.position == 0)
        #expect(devTools.position == .past(0))
        #expect(devTools.displayedState(present: store.state).items.first?.title == "Milk")
        #expect(viewer.request(.skip, index: 1, skipped: true).status?.skipped == [1])
        #expect(viewer.request(.present).status?.position == nil)
        #expect(devTools.position == .present && devTools.skippedIndices == [1])
        #expect(store.state.items.first?.title == "Oat milk")
        #expect(server.viewerCount == 1)
    }

    @Test func theSocketIsAFileOnlyItsOwnerCanOpenAndGoesAwayOnStop() throws {
        let folder = SocketFolder()
        defer { folder.remove() }
        let (_, devTools) = storeWithDevTools()
        let server = try DevToolsServer(devTools: devTools, name: "x", path: folder.socket())
        let mode = try FileManager.default.attributesOfItem(atPath: server.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        server.stop()
        #expect(!FileManager.default.fileExists(atPath: server.path))
    }

    @Test func aViewerThatStopsReadingNeverHoldsTheAppUpAndIsToldWhatItMissed() async throws {
        let folder = SocketFolder()
        defer { folder.remove() }
        let (store, devTools) = storeWithDevTools(capacity: 100)
        let server = try DevToolsServer(devTools: devTools, name: "x", path: folder.socket())
        defer { server.stop() }
        let stuck = try RawViewer(path: server.path)
        defer { stuck.close() }
        stuck.send(#"{"id":1,"op":"subscribe"}"# + "\n")
        #expect(await eventually { server.viewerCount == 1 })
        // Far more than its socket and its queue hold, while it reads nothing.
        for step in 0..<20_000 { store.dispatch(TodoAction.filtered(String(repeating: "x", count: 40) + "\(step)")) }
        #expect(store.state.edits == 20_000)
        let replies = try await stuck.replies { $0.contains { $0.event == "dropped" } }
        #expect(replies.contains { $0.event == "dropped" && ($0.dropped ?? 0) > 0 })
        #expect(await eventually { server.droppedEntries > 0 })
    }

    @Test func malformedAndHostileLinesGetAnErrorAndChangeNothing() async throws {
        let folder = SocketFolder()
        defer { folder.remove() }
        let (store, devTools) = storeWithDevTools()
        store.dispatch(TodoAction.filtered("a"))
        let server = try DevToolsServer(devTools: devTools, name: "x", path: folder.socket())
        defer { server.stop() }
        let viewer = try RawViewer(path: server.path)
        defer { viewer.close() }
        viewer.send("not json\n" + #"{"id":7,"op":"explode"}"# + "\n" + #"{"id":8,"op":"jump","index":99}"# + "\n"
                    + #"{"id":9,"op":"skip","index":0}"# + "\n" + #"{"id":10,"op":"hello","version":2}"# + "\n")
        let replies = try await viewer.replies(5)
        #expect(replies.map(\.ok) == [false, false, false, false, false])
        #expect(replies.map(\.id) == [nil, 7, 8, 9, 10])
        #expect(replies[1].error?.hasPrefix("unknown op \"explode\"") == true)
        #expect(replies[2].error == "action 99 is not kept (kept: 0…0)")
        #expect(replies[4].error == "this app speaks devtools protocol 1, not 2")
        #expect(devTools.position == .present && devTools.skippedIndices.isEmpty)

        viewer.send(String(repeating: "x", count: DevToolsProtocol.maximumRequestLength + 10))
        let last = try await viewer.replies(1)
        #expect(last.first?.error?.contains("longer than") == true)
        #expect(await eventually { server.viewerCount == 0 })
    }

    @Test func viewersAreServedSideBySideUpToTheLimitAndOneMoreIsTurnedAway() async throws {
        let folder = SocketFolder()
        defer { folder.remove() }
        let (store, devTools) = storeWithDevTools()
        let server = try DevToolsServer(devTools: devTools, name: "x", path: folder.socket(), maximumViewers: 2)
        defer { server.stop() }
        let first = try DevToolsConnection.attach(to: server.path)
        let second = try DevToolsConnection.attach(to: server.path)
        defer { first.close(); second.close() }
        #expect(throws: DevToolsSocketError.self) { _ = try DevToolsConnection.attach(to: server.path) }
        store.dispatch(TodoAction.filtered("a"))
        #expect(await eventually { first.snapshot().entries.count == 1 && second.snapshot().entries.count == 1 })
        second.close()
        #expect(await eventually { server.viewerCount == 1 })
        store.dispatch(TodoAction.filtered("b"))
        #expect(await eventually { first.snapshot().entries.count == 2 })
    }

    @Test func aViewerSeesTheAppGoAway() async throws {
        let folder = SocketFolder()
        defer { folder.remove() }
        let (_, devTools) = storeWithDevTools()
        let server = try DevToolsServer(devTools: devTools, name: "x", path: folder.socket())
        let viewer = try DevToolsConnection.attach(to: server.path)
        server.stop()
        #expect(await eventually { viewer.snapshot().isDisconnected })
        #expect(viewer.request(.status).error == "the app is gone")
    }

    @Test func aStaleSocketIsReplacedButALiveServerOrAnotherFileIsNot() throws {
        let folder = SocketFolder()
        defer { folder.remove() }
        let (_, devTools) = storeWithDevTools()
        let stale = try UnixSocket.serve(at: folder.socket("stale"))
        stale.close()    // the file stays, nobody listens: as after a crash
        let server = try DevToolsServer(devTools: devTools, name: "x", path: folder.socket("stale"))
        #expect(throws: DevToolsSocketError("another program serves devtools at \(folder.socket("stale"))")) {
            _ = try DevToolsServer(devTools: devTools, name: "y", path: folder.socket("stale"))
        }
        server.stop()
        #expect(FileManager.default.createFile(atPath: folder.socket("file"), contents: Data()))
        #expect(throws: DevToolsSocketError("\(folder.socket("file")) exists and is not a socket")) {
            _ = try DevToolsServer(devTools: devTools, name: "z", path: folder.socket("file"))
        }
    }

    @Test func theDefaultFolderIsPrivateToTheUser() throws {
        let folder = SocketFolder()
        defer { folder.remove() }
        let path = try DevToolsSocketPath.defaultPath(name: "udf tui", environment: ["XDG_RUNTIME_DIR": folder.path])
        #expect(path == "\(folder.path)/udfkit-devtools/udf-tui-\(getpid()).sock")
        let mode = try FileManager.default.attributesOfItem(atPath: "\(folder.path)/udfkit-devtools")[.posixPermissions] as? Int
        #expect(mode == 0o700)
        chmod("\(folder.path)/udfkit-devtools", 0o755)
        #expect(throws: DevToolsSocketError.self) { _ = try DevToolsSocketPath.folder(environment: ["XDG_RUNTIME_DIR": folder.path]) }
    }
}
