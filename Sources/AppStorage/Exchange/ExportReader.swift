import AppCore
import Foundation

/// Reads a JSON export from a file or a pipe without holding all of it: what `udf-tui
/// import` reads a million items with.
///
/// A file that ends within ``wholeLimit`` bytes is read whole and decoded by
/// ``ExportDocument/decode(_:)``, with its messages. A larger one is read in chunks: a
/// byte-level splitter (``JSONSplitter``) finds where each element of `items` ends, and
/// each slice of ``sliceSize`` elements is decoded by `JSONDecoder`, so memory holds the
/// decoded items and one chunk of the file, never the whole text nor a decoder's map of it.
/// The other members (the format, the version, the projects, the activities) are kept as
/// text and decoded at the end by ``ExportDocument/decode(_:)`` (with an empty `items`),
/// which checks the format and the version first, as for a small file; then the first
/// item that could not be read is reported, with its index in the whole file.
///
/// ```swift
/// let parts = try ExportReader(handle: .standardInput).read()
/// ```
package struct ExportReader {
    /// Files up to this size are read whole: 8 MiB.
    package static let defaultWholeLimit = 8 << 20
    /// Items decoded at a time.
    package static let defaultSliceSize = 10_000

    private var splitter: JSONSplitter
    private let wholeLimit: Int
    private let sliceSize: Int

    /// A reader of `handle`; `wholeLimit` and `sliceSize` are for tests.
    package init(handle: FileHandle, wholeLimit: Int = defaultWholeLimit, sliceSize: Int = defaultSliceSize) {
        splitter = JSONSplitter(handle: handle)
        self.wholeLimit = wholeLimit
        self.sliceSize = max(1, sliceSize)
    }

    /// The projects, items and activities of the export.
    ///
    /// - Throws: ``ExchangeError`` for a file that is empty, not UTF-8, not JSON, not an
    ///   export or of a newer version, and for an element that cannot be read.
    package mutating func read() throws(ExchangeError) -> ImportParts {
        if try splitter.endsWithin(wholeLimit) {
            return ImportParts(try ExportDocument.decode(splitter.all()).data())
        }
        var skeleton = SkeletonText()
        var items = ItemSlices(sliceSize: sliceSize)
        try splitter.skipSpace()
        try splitter.expect(UInt8(ascii: "{"))
        try splitter.forEachMember { splitter, key throws(ExchangeError) in
            if key == Array(#""items""#.utf8) {
                skeleton.add(key, value: Array("[]".utf8))
                try splitter.forEachElement { element throws(ExchangeError) in items.add(element) }
            } else {
                skeleton.add(key, value: try splitter.value())
            }
        }
        try splitter.expectEnd()
        items.flush()
        guard skeleton.isUTF8, items.isUTF8 else { throw ExchangeError("the file is not UTF-8 text") }
        let document = try ExportDocument.decode(Data(skeleton.closed))
        if let error = items.firstError { throw error }
        let slices = items.slices
        items = ItemSlices(sliceSize: sliceSize)
        return ImportParts(projects: document.projects, itemSlices: slices, activities: document.activities)
    }
}

/// The members of the export but the items' elements, as JSON text.
private struct SkeletonText {
    private var text: [UInt8] = [UInt8(ascii: "{")]
    private(set) var isUTF8 = true

    mutating func add(_ key: [UInt8], value: [UInt8]) {
        if text.count > 1 { text.append(UInt8(ascii: ",")) }
        text += key
        text.append(UInt8(ascii: ":"))
        text += value
        isUTF8 = isUTF8 && String(validating: key, as: UTF8.self) != nil && String(validating: value, as: UTF8.self) != nil
    }

    /// The object, closed.
    var closed: [UInt8] { text + [UInt8(ascii: "}")] }
}

/// The elements of `items`, decoded a slice at a time.
private struct ItemSlices {
    let sliceSize: Int
    private(set) var slices: [[Item]] = []
    private(set) var firstError: ExchangeError?
    private(set) var isUTF8 = true
    private var pending: [UInt8] = [UInt8(ascii: "[")]
    private var pendingCount = 0
    private var decoded = 0
    private let decoder = ExportDocument.decoder()

    init(sliceSize: Int) {
        self.sliceSize = sliceSize
    }

    mutating func add(_ element: ArraySlice<UInt8>) {
        if pendingCount > 0 { pending.append(UInt8(ascii: ",")) }
        pending += element
        pendingCount += 1
        if pendingCount == sliceSize { flush() }
    }

    /// Decodes the pending elements; after an error, only counts them.
    mutating func flush() {
        guard pendingCount > 0 else { return }
        pending.append(UInt8(ascii: "]"))
        defer {
            decoded += pendingCount
            pending = [UInt8(ascii: "[")]
            pendingCount = 0
        }
        guard String(validating: pending, as: UTF8.self) != nil else {
            isUTF8 = false
            return
        }
        guard firstError == nil else { return }
        do {
            slices.append(try decoder.decode([Item].self, from: Data(pending)))
        } catch {
            firstError = ExchangeError(DecodingErrorText.describe(error, within: ("items", decoded)))
        }
    }
}
