import Synchronization

/// Devtools in this process, reached directly.
final class LocalTransport<State: Sendable>: DevToolsTransport {
    let devTools: DevTools<State>
    let name: String
    let window: Int
    private let observation = Mutex<DevToolsObservation?>(nil)

    init(devTools: DevTools<State>, name: String, window: Int) {
        self.devTools = devTools
        self.name = name
        self.window = max(1, window)
    }

    func snapshot() -> DevToolsSnapshot {
        let end = devTools.indices.upperBound
        return DevToolsSnapshot(entries: devTools.entries(from: max(0, end - window)), status: devTools.status(name: name))
    }

    func request(_ op: DevToolsOperation, index: Int?, skipped: Bool?, label: String?) -> DevToolsReply {
        devTools.answer(DevToolsRequest(id: 0, op: op, version: DevToolsProtocol.version, index: index, skipped: skipped, label: label), name: name)
    }

    func onNews(_ callback: @escaping @Sendable () -> Void) {
        let new = devTools.observe { _ in callback() }
        if let old = observation.withLock({ stored in defer { stored = new }; return stored }) {
            devTools.stopObserving(old)
        }
    }

    func close() {
        if let old = observation.withLock({ stored in defer { stored = nil }; return stored }) {
            devTools.stopObserving(old)
        }
    }
}
