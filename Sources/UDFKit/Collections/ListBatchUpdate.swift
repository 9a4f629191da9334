/// A ``ListChanges`` as a table or collection view's batch update wants it: rows to delete and
/// reload by their offsets before, rows to insert by their offsets after, and moves from one to
/// the other.
///
/// ```swift
/// let update = changes.batchUpdate
/// tableView.performBatchUpdates {
///     tableView.deleteRows(at: update.deletions.map { IndexPath(row: $0, section: 0) }, with: .automatic)
///     tableView.insertRows(at: update.insertions.map { IndexPath(row: $0, section: 0) }, with: .automatic)
///     for move in update.moves {
///         tableView.moveRow(at: IndexPath(row: move.from, section: 0), to: IndexPath(row: move.to, section: 0))
///     }
///     tableView.reloadRows(at: update.reloads.map { IndexPath(row: $0, section: 0) }, with: .none)
/// }
/// tableView.reconfigureRows(at: update.reloadsAfterBatch.map { IndexPath(row: $0, section: 0) })
/// ```
///
/// A diffable data source reads the ids instead: ``ListChanges/removed``,
/// ``ListChanges/inserted``, ``ListChanges/moved`` and ``ListChanges/updated``.
public struct ListBatchUpdate: Hashable, Sendable, CustomStringConvertible {
    /// One row's move, from its offset before to its offset after.
    public struct Move: Hashable, Sendable {
        /// The offset before.
        public var from: Int
        /// The offset after.
        public var to: Int

        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Offsets before of the rows to delete, ascending.
    public var deletions: [Int]
    /// Offsets after of the rows to insert, ascending.
    public var insertions: [Int]
    /// Rows moved, by offset before, ascending.
    public var moves: [Move]
    /// Offsets before of the rows updated in place, ascending: reload them in the batch.
    public var reloads: [Int]
    /// Offsets after of the rows moved and updated, ascending: a batch cannot move and reload
    /// one row, so reload (or reconfigure) them once it is done.
    public var reloadsAfterBatch: [Int]

    /// Creates a batch update from its parts.
    public init(deletions: [Int] = [], insertions: [Int] = [], moves: [Move] = [], reloads: [Int] = [], reloadsAfterBatch: [Int] = []) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.reloads = reloads
        self.reloadsAfterBatch = reloadsAfterBatch
    }

    /// Whether there is nothing to do.
    public var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && moves.isEmpty && reloads.isEmpty && reloadsAfterBatch.isEmpty
    }

    /// `delete [3] insert [5] move [9→3] reload [1]`, the empty parts left out.
    public var description: String {
        let parts = [("delete", deletions.map(String.init)), ("insert", insertions.map(String.init)),
                     ("move", moves.map { "\($0.from)→\($0.to)" }), ("reload", reloads.map(String.init)),
                     ("reload after", reloadsAfterBatch.map(String.init))]
        let shown = parts.filter { !$0.1.isEmpty }.map { "\($0.0) [\($0.1.joined(separator: ", "))]" }
        return shown.isEmpty ? "no change" : shown.joined(separator: " ")
    }
}

extension ListChanges {
    /// The batch update of a table or collection view that shows the list: O(k log k) for k
    /// elements changed.
    public var batchUpdate: ListBatchUpdate {
        var update = ListBatchUpdate()
        for change in elements {
            switch (change.offsetBefore, change.offsetAfter) {
            case (let before?, nil): update.deletions.append(before)
            case (nil, let after?): update.insertions.append(after)
            case (let before?, let after?) where change.isMoved:
                update.moves.append(.init(from: before, to: after))
                if change.isUpdated { update.reloadsAfterBatch.append(after) }
            case (let before?, _?): if change.isUpdated { update.reloads.append(before) }
            case (nil, nil): break
            }
        }
        update.deletions.sort()
        update.insertions.sort()
        update.moves.sort { $0.from < $1.from }
        update.reloads.sort()
        update.reloadsAfterBatch.sort()
        return update
    }
}
