import AppStorage
import Crypto
import Foundation

extension PendingAction {
    /// SHA-256 of the payload and the bases: what the server's receipt of this entry keeps, so
    /// that the receipt of another entry under the same number (a copy of the file sent it)
    /// is never taken for this one's (docs/sync.md, *Copies and backups*).
    ///
    /// ```swift
    /// change.syncNote = .applied(client: client, sequence: entry.sequence, digest: entry.pending.digest)
    /// ```
    var digest: Data {
        var hash = SHA256()
        hash.update(data: payload)
        hash.update(data: bases)
        return Data(hash.finalize())
    }
}
