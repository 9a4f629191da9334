import Foundation
import UDFKit

/// What happened to an item. Reduced by ``AppState/itemReducer``.
///
/// `timestamp` is the moment the amount belongs to (chosen in the item form); `at` is when
/// the change was made, which bumps the project's `updatedAt`.
///
/// ```swift
/// store.dispatch(ItemAction.itemAdded(
///     id: ItemID(), projectID: mileage, amount: 412, timestamp: .now, notes: nil, at: .now
/// ))
/// ```
public enum ItemAction: Action, Codable, Hashable {
    /// The new-item form was saved. The amount must be finite; notes are trimmed, and empty
    /// notes become `nil`.
    case itemAdded(id: ItemID, projectID: ProjectID, amount: Double, timestamp: Date, notes: String?, at: Date)
    /// The item form was saved for an existing item, replacing its amount, timestamp and
    /// notes and bumping its ``Item/version``; refused, with `expectedVersion`, when the item
    /// changed since (see ``ProjectAction/projectEdited(id:title:units:frequency:at:expectedVersion:)``).
    case itemEdited(id: ItemID, amount: Double, timestamp: Date, notes: String?, at: Date, expectedVersion: Int? = nil)
    /// The deletion of an item was confirmed.
    case itemDeleted(id: ItemID, at: Date)
    /// An item came back from a backup (an import) exactly as it was saved, its
    /// ``Item/version`` kept and its notes trimmed. Refused when its id is taken, its
    /// project does not exist or it is not sound (``Item/validate()``); notes that break only
    /// the rules of new text come back as they were. With `at`, its project's `updatedAt` moves to `at` (an item
    /// restored into a project that was there already); nil leaves the project as it is (a
    /// project restored with it, whose `updatedAt` the backup gave).
    case itemRestored(Item, at: Date?)
}
