import AppCore
import AppStorage
import UDFKit

/// Words for what an outbox entry or a conflict holds, for `udf-tui sync status`.
///
/// ```swift
/// SyncStatusText.describe(conflict.pending)    // "itemEdited (ItemAction)"
/// ```
package enum SyncStatusText {
    /// The action's case and family, or "an undo or redo" for a change record.
    package static func describe(_ pending: PendingAction) -> String {
        switch try? SyncPayload(decoding: pending.payload) {
        case .action(let action)?:
            let text = String(describing: action)
            let name = text.prefix { $0 != "(" }
            return "\(name) (\(type(of: action)))"
        case .changes(let changes)?:
            return "a change to \(SyncReport.count(changes.projects.elements.count + changes.items.elements.count, "record"))"
        case nil:
            return "an entry this version cannot read"
        }
    }
}
