/// What a devtools viewer shows at one moment: the newest entries, where the log stands, and
/// how many entries the viewer missed.
public struct DevToolsSnapshot: Equatable, Sendable {
    /// The newest entries, oldest first (a viewer keeps a bounded window of them).
    public var entries: [DevToolsEntry]
    /// The log's bounds, the position, skips and marks.
    public var status: DevToolsStatus
    /// Entries forgotten before this viewer got them (a slow viewer, a small capacity).
    public var dropped: Int
    /// Whether the connection to the app is gone (remote viewers only).
    public var isDisconnected: Bool

    /// Creates a snapshot.
    public init(entries: [DevToolsEntry], status: DevToolsStatus, dropped: Int = 0, isDisconnected: Bool = false) {
        self.entries = entries
        self.status = status
        self.dropped = dropped
        self.isDisconnected = isDisconnected
    }
}

/// The devtools as a viewer uses them, the same whether they run in this process
/// (``DevToolsConnection/local(_:name:window:)``) or in another one behind a socket
/// (``DevToolsConnection/attach(to:window:)``): one screen serves both.
///
/// ```swift
/// let connection = try DevToolsConnection.attach(to: path)
/// connection.onNews { wakeTheScreen() }
/// let shown = connection.snapshot()
/// let reply = connection.request(.changes, index: shown.entries.last!.index)
/// ```
public final class DevToolsConnection: Sendable {
    let transport: any DevToolsTransport

    init(transport: any DevToolsTransport) {
        self.transport = transport
    }

    /// A connection to devtools in this process.
    ///
    /// - Parameters:
    ///   - devTools: the devtools to show.
    ///   - name: the name viewers show for the app.
    ///   - window: how many of the newest entries ``snapshot()`` returns.
    public static func local<State>(_ devTools: DevTools<State>, name: String, window: Int = 1_000) -> DevToolsConnection {
        DevToolsConnection(transport: LocalTransport(devTools: devTools, name: name, window: window))
    }

    /// A connection to the devtools an app serves at `path` (see ``DevToolsServer``).
    ///
    /// - Throws: ``DevToolsSocketError`` when nothing answers there, or the app speaks another
    ///   protocol version.
    public static func attach(to path: String, window: Int = 1_000) throws(DevToolsSocketError) -> DevToolsConnection {
        DevToolsConnection(transport: try DevToolsClient(path: path, window: window))
    }

    /// The entries, status and drops to show now.
    public func snapshot() -> DevToolsSnapshot { transport.snapshot() }

    /// Sends a request and waits for its reply (a refusal, or "disconnected", has `ok` false).
    public func request(_ op: DevToolsOperation, index: Int? = nil, skipped: Bool? = nil, label: String? = nil) -> DevToolsReply {
        transport.request(op, index: index, skipped: skipped, label: label)
    }

    /// Calls `callback` (from another thread) whenever there is news: new entries, travel, a
    /// disconnection. Replaces an earlier callback.
    public func onNews(_ callback: @escaping @Sendable () -> Void) { transport.onNews(callback) }

    /// Stops listening; a remote connection is closed.
    public func close() { transport.close() }
}

/// A way to reach devtools: in process, or over a socket.
protocol DevToolsTransport: Sendable {
    func snapshot() -> DevToolsSnapshot
    func request(_ op: DevToolsOperation, index: Int?, skipped: Bool?, label: String?) -> DevToolsReply
    func onNews(_ callback: @escaping @Sendable () -> Void)
    func close()
}
