import AppCore

/// The data as an export reads it: every project and activity at once, and the items in
/// batches, all from one snapshot, so that writing an export of any size holds one batch of
/// items at a time.
///
/// A storage hands one to its reader inside one read transaction
/// (``DataStorage/readForExport(_:)``): a program writing meanwhile changes nothing of what
/// the export sees. ``MemorySnapshot`` reads data already in memory the same way, so that
/// ``ExportDocument/write(_:itemsPerPiece:to:)`` and ``CSVExport/write(_:to:)`` have one
/// code path for both.
///
/// ```swift
/// try storage.readForExport { snapshot in
///     try ExportDocument.write(snapshot) { piece in try file.write(contentsOf: piece) }
/// }
/// ```
package protocol ExportSnapshot {
    /// Every project and activity, in the order of the data, and no item.
    var skeleton: AppData { get }

    /// Every item in the order of the data, handed to `body` at most `batchSize` at a time.
    ///
    /// - Throws: a ``StorageError`` if the rows cannot be read; whatever `body` throws.
    func items(batchSize: Int, _ body: ([Item]) throws -> Void) throws

    /// The items of one project, oldest first (items of the same instant by id, as
    /// ``AppCore/Identifier`` orders ids), handed to `body` at most `batchSize` at a time.
    ///
    /// - Throws: a ``StorageError`` if the rows cannot be read; whatever `body` throws.
    func items(of project: ProjectID, batchSize: Int, _ body: ([Item]) throws -> Void) throws

    /// Throws, naming it (``StorageError/unusableRow(path:row:reason:)``), for an item whose
    /// project is not in the snapshot: a row written by hand that an export would otherwise
    /// drop (CSV) or write into a backup that cannot be imported back (JSON). The writers ask
    /// before they write anything.
    func checkItemOwners() throws
}

/// An ``ExportSnapshot`` of data in memory: what the exports of an ``AppData`` read.
package struct MemorySnapshot: ExportSnapshot {
    package let skeleton: AppData
    private let items: [Item]
    /// The items of each project, in the order of ``ExportSnapshot/items(of:batchSize:_:)``.
    private let itemsByProject: [ProjectID: [Item]]

    /// A snapshot of `data`; it groups the items by project once.
    package init(_ data: AppData) {
        skeleton = AppData(projects: data.projects, activities: data.activities)
        items = data.items.array
        itemsByProject = Dictionary(grouping: items, by: \.projectID).mapValues { items in
            items.sorted { ($0.timestamp, $0.id) < ($1.timestamp, $1.id) }
        }
    }

    package func items(batchSize: Int, _ body: ([Item]) throws -> Void) throws {
        try Self.batches(of: items, size: batchSize, body)
    }

    package func items(of project: ProjectID, batchSize: Int, _ body: ([Item]) throws -> Void) throws {
        try Self.batches(of: items(of: project), size: batchSize, body)
    }

    package func checkItemOwners() throws {
        try StoredRows.checkOwners(of: items, [Activity](), in: skeleton)
    }

    /// The items of `project`, oldest first (items of the same instant by id).
    package func items(of project: ProjectID) -> [Item] {
        itemsByProject[project] ?? []
    }

    private static func batches(of items: [Item], size: Int, _ body: ([Item]) throws -> Void) throws {
        var start = items.startIndex
        while start < items.endIndex {
            let end = min(start + max(1, size), items.endIndex)
            try body(Array(items[start..<end]))
            start = end
        }
    }
}
