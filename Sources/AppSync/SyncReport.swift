/// What one sync did (``Synchronizer/sync()``): what `udf-tui sync` prints.
///
/// ```swift
/// let report = try synchronizer.sync()
/// print(report.summary)    // "Sent 3 actions, 1 conflict kept; received 12 changed records."
/// ```
package struct SyncReport: Equatable, Sendable {
    /// The first sync's merge, if this sync made it.
    package var firstSync: MergeReport?
    /// Outbox entries applied on the server now.
    package var sent = 0
    /// Outbox entries the server had applied already (their acknowledgement was lost).
    package var alreadyApplied = 0
    /// Outbox entries the server refused, kept as conflicts.
    package var conflicts = 0
    /// Records written into the file from the server; nil when the pull waited (actions were
    /// still waiting) or the server had nothing new.
    package var received: Int?
    /// Actions still waiting after the sync.
    package var waiting = 0
    /// Whether the file took a new client id: the server held another entry under one of its
    /// numbers, so it is a copy or a restored backup of the file that sent that one.
    package var tookNewClient = false

    package init() {}

    /// One line for people.
    package var summary: String {
        var parts: [String] = []
        if tookNewClient { parts.append("this file is a copy or a restored backup: its own changes go under a new client id") }
        if let firstSync { parts.append(firstSync.summary) }
        parts.append("sent \(Self.count(sent, "action"))" + (alreadyApplied > 0 ? " (\(alreadyApplied) already there)" : ""))
        if conflicts > 0 { parts.append("\(Self.count(conflicts, "new conflict")) kept (udf-tui sync status)") }
        parts.append(received.map { "received \(Self.count($0, "changed record"))" } ?? "nothing new received")
        if waiting > 0 { parts.append("\(waiting) still waiting") }
        let line = parts.joined(separator: "; ")
        return line.prefix(1).uppercased() + line.dropFirst() + "."
    }

    /// "1 action", "3 actions".
    package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// What a first sync merged: the file's records the server lacked (sent), the server's the
/// file lacked (they arrive with the pull that follows), and those both had, differently
/// (the server's kept, the file's kept as conflicts).
package struct MergeReport: Equatable, Sendable {
    package var uploaded = 0
    package var downloaded = 0
    package var differing = 0
    /// Whether it recovered a server that lost what the file synced, rather than a first sync.
    package var recovered = false

    /// One clause for people.
    package var summary: String {
        let what = recovered ? "the server lacked what this file had synced (restored or made again): " : "first sync: "
        return what + "\(SyncReport.count(uploaded, "record")) \(recovered ? "sent again" : "uploaded"), \(downloaded) to download, "
            + "\(differing) on both sides differently (the server's kept, yours as conflicts)"
    }
}
