import TerminalUI

/// The selected row of a scrolling list and the list's scroll position.
///
/// The selection remembers the *id* of its row as well as where it was last seen, so it
/// follows its row when the list reorders (a project moves to the top when it changes),
/// and falls back to the same position when the row is gone (deleted, filtered out).
///
/// ```swift
/// let selection = ListSelection(id: ProjectID(2), index: 5, offset: 0)
/// selection.resolvedIndex(count: rows.count, idAt: { rows[$0].id })  // where project 2 is now
/// ```
public struct ListSelection<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The id of the selected row, or `nil` for "the row at ``index``".
    public var id: ID?
    /// Where the selected row was last seen.
    public var index: Int
    /// The first visible row, kept so the list scrolls only when the selection leaves the view.
    public var offset: Int

    /// Creates a selection; the default selects the first row, scrolled to the top.
    public init(id: ID? = nil, index: Int = 0, offset: Int = 0) {
        self.id = id
        self.index = index
        self.offset = offset
    }

    /// The position of the selected row in a list of `count` rows, or `nil` for an empty list.
    ///
    /// O(1) when the row has not moved; otherwise `find` (or a scan through `idAt`) looks
    /// for the id, and a row that is gone leaves the selection at the same position.
    public func resolvedIndex(count: Int, idAt: (Int) -> ID, find: ((ID) -> Int?)? = nil) -> Int? {
        guard count > 0 else { return nil }
        let clamped = min(max(0, index), count - 1)
        guard let id else { return clamped }
        if index == clamped, idAt(index) == id { return index }
        if let find { return find(id) ?? clamped }
        return (0..<count).first { idAt($0) == id } ?? clamped
    }

    /// This selection put on the row it resolves to (``resolvedIndex(count:idAt:find:)``),
    /// by id and position, or `nil` when it is there already or the list is empty: so that
    /// it stays on that row when the list changes.
    ///
    /// ```swift
    /// ListSelection<ProjectID>().anchored(count: 3, idAt: { rows[$0].id })  // the first row, by its id
    /// ```
    public func anchored(count: Int, idAt: (Int) -> ID, find: ((ID) -> Int?)? = nil) -> ListSelection? {
        guard let index = resolvedIndex(count: count, idAt: idAt, find: find) else { return nil }
        let rowID = idAt(index)
        return index == self.index && rowID == id ? nil : ListSelection(id: rowID, index: index, offset: offset)
    }
}

/// A selection written as JSON (for action logs): its id, index and scroll offset.
extension ListSelection: Codable where ID: Codable {}
