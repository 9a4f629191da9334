/// The devtools wire protocol: JSON Lines over a Unix domain socket, one request or reply
/// per line. Version 1 is documented in docs/devtools.md, so that other tools can speak it.
public enum DevToolsProtocol {
    /// The protocol version this library speaks.
    public static let version = 1
    /// The longest line accepted from a viewer, in bytes; a longer one gets an error reply
    /// and the connection is closed.
    public static let maximumRequestLength = 65_536
}

/// What a viewer asks of the devtools.
public enum DevToolsOperation: String, Codable, Sendable, CaseIterable {
    /// Says which protocol version the viewer speaks; answered with the server's.
    case hello
    /// The log's bounds, the position, the skipped actions, the marks.
    case status
    /// Kept entries from `from`, at most `limit` (500 at most per reply).
    case entries
    /// The change the action at `index` made.
    case changes
    /// Show the state after the action at `index`.
    case jump
    /// Back to the present.
    case present
    /// Skip (`skipped: true`) or restore the action at `index`.
    case skip
    /// Set a mark labelled `label` after the last action.
    case mark
    /// Pushes: from now on, new entries and travel come unasked (see ``DevToolsReply/event``).
    case subscribe
    /// The recording of the kept actions, as JSON Lines text (see docs/devtools.md).
    case recording
}

/// One request line: `{"id":3,"op":"changes","index":41}`.
public struct DevToolsRequest: Codable, Equatable, Sendable {
    /// Chosen by the viewer; the reply carries it back.
    public var id: Int
    /// What to do.
    public var op: DevToolsOperation
    /// The viewer's protocol version (`hello`).
    public var version: Int?
    /// The action's session index (`changes`, `jump`, `skip`).
    public var index: Int?
    /// The first index wanted (`entries`).
    public var from: Int?
    /// How many entries at most (`entries`).
    public var limit: Int?
    /// Skip or restore (`skip`).
    public var skipped: Bool?
    /// The mark's text (`mark`).
    public var label: String?

    /// Creates a request.
    public init(id: Int, op: DevToolsOperation, version: Int? = nil, index: Int? = nil, from: Int? = nil,
                limit: Int? = nil, skipped: Bool? = nil, label: String? = nil) {
        self.id = id
        self.op = op
        self.version = version
        self.index = index
        self.from = from
        self.limit = limit
        self.skipped = skipped
        self.label = label
    }
}

/// Where the log stands, as a viewer shows it.
public struct DevToolsStatus: Codable, Equatable, Sendable {
    /// The name the app serves under.
    public var name: String
    /// The oldest kept session index.
    public var first: Int
    /// One past the newest session index.
    public var end: Int
    /// The action whose state is shown, or nil for the present.
    public var position: Int?
    /// The skipped actions.
    public var skipped: [Int]
    /// The marks.
    public var marks: [DevToolsMark]

    /// Creates a status.
    public init(name: String, first: Int, end: Int, position: Int?, skipped: [Int], marks: [DevToolsMark]) {
        self.name = name
        self.first = first
        self.end = end
        self.position = position
        self.skipped = skipped
        self.marks = marks
    }
}

/// One reply or pushed event line. Replies carry the request's `id`; pushes carry `event`
/// (`"entries"`, `"status"` or `"dropped"`) instead.
public struct DevToolsReply: Codable, Equatable, Sendable {
    /// The id of the request answered; nil for a pushed event.
    public var id: Int?
    /// Whether the request was carried out; false with ``error`` otherwise.
    public var ok: Bool
    /// Why the request was refused, in one line; nothing was changed.
    public var error: String?
    /// For pushes: what kind of news this is.
    public var event: String?
    /// The server's protocol version (`hello`).
    public var version: Int?
    /// The status (`status`, and every request that changes it, and `status` pushes).
    public var status: DevToolsStatus?
    /// Entries (`entries`, and `entries` pushes).
    public var entries: [DevToolsEntry]?
    /// The change of one action (`changes`).
    public var changes: [StateChange]?
    /// How many entries were forgotten before this viewer got them (`dropped` pushes).
    public var dropped: Int?
    /// The recording as JSON Lines text (`recording`).
    public var recording: String?

    /// Creates a reply.
    public init(id: Int? = nil, ok: Bool = true, error: String? = nil, event: String? = nil, version: Int? = nil,
                status: DevToolsStatus? = nil, entries: [DevToolsEntry]? = nil, changes: [StateChange]? = nil, dropped: Int? = nil,
                recording: String? = nil) {
        self.id = id
        self.ok = ok
        self.error = error
        self.event = event
        self.version = version
        self.status = status
        self.entries = entries
        self.changes = changes
        self.dropped = dropped
        self.recording = recording
    }
}
