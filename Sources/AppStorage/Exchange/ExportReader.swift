import AppCore
import Dispatch
import Foundation
import Synchronization

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
        self.init(splitter: JSONSplitter(handle: handle), wholeLimit: wholeLimit, sliceSize: sliceSize)
    }

    private init(splitter: JSONSplitter, wholeLimit: Int, sliceSize: Int) {
        self.splitter = splitter
        self.wholeLimit = wholeLimit
        self.sliceSize = max(1, sliceSize)
    }

    /// A reader of `bytes` in chunks of `chunkSize` (any size, down to one byte, so that the
    /// fuzzer and the tests put chunk boundaries everywhere), never reading it whole.
    package init(bytes: Data, chunkSize: Int, sliceSize: Int) {
        var rest = bytes[...]
        let splitter = JSONSplitter(chunkSize: chunkSize) { count in
            defer { rest = rest.dropFirst(count) }
            return Data(rest.prefix(count))
        }
        self.init(splitter: splitter, wholeLimit: -1, sliceSize: sliceSize)
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
        // However reading ends, no slice is still being decoded on another thread after it.
        defer { items.waitForAll() }
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
        let decoded = items.finish()
        guard skeleton.isUTF8, decoded.isUTF8 else { throw ExchangeError("the file is not UTF-8 text") }
        let document = try ExportDocument.decode(Data(skeleton.closed))
        return ImportParts(projects: document.projects, itemSlices: try decoded.slices.get(), activities: document.activities)
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

/// The elements of `items`, gathered into slices, each decoded on another thread while the
/// next one is read (at most ``SliceDecoding/inFlight`` at a time, so memory holds a few
/// slices of text, never the file).
private struct ItemSlices {
    let sliceSize: Int
    private var pending: [UInt8] = [UInt8(ascii: "[")]
    private var pendingCount = 0
    private var gathered = 0
    private var decoding = SliceDecoding()

    init(sliceSize: Int) {
        self.sliceSize = sliceSize
    }

    mutating func add(_ element: ArraySlice<UInt8>) {
        if pendingCount > 0 { pending.append(UInt8(ascii: ",")) }
        pending += element
        pendingCount += 1
        if pendingCount == sliceSize { flush() }
    }

    /// Hands the pending elements to a decoding thread.
    mutating func flush() {
        guard pendingCount > 0 else { return }
        pending.append(UInt8(ascii: "]"))
        decoding.decode(pending, offset: gathered)
        gathered += pendingCount
        pending = [UInt8(ascii: "[")]
        pendingCount = 0
    }

    /// Waits until no slice is being decoded (after an error, say, the slices handed out are
    /// left to no one).
    func waitForAll() {
        decoding.waitForAll()
    }

    /// The decoded slices in the file's order, once every one is decoded (or the first
    /// error), and whether every slice was UTF-8.
    func finish() -> (slices: Result<[[Item]], ExchangeError>, isUTF8: Bool) {
        var slices: [[Item]] = [], isUTF8 = true, error: ExchangeError?
        for slice in decoding.finish() {
            switch slice {
            case .items(let items): slices.append(items)
            case .notUTF8: isUTF8 = false
            case .failed(let failure): error = error ?? failure
            }
        }
        return (error.map { .failure($0) } ?? .success(slices), isUTF8)
    }
}

/// Slices of items decoded on other threads, kept in the order they were given.
private final class SliceDecoding: Sendable {
    /// What became of one slice.
    enum Slice: Sendable {
        case items([Item])
        case notUTF8
        case failed(ExchangeError)
    }

    /// How many slices may wait or be decoded at once.
    static let inFlight = 4

    private let decoded = Mutex<[Int: Slice]>([:])
    private let group = DispatchGroup()
    private let room = DispatchSemaphore(value: inFlight)
    private let count = Mutex(0)

    /// Decodes `text` (a JSON array of items, the first at index `offset` of `items`) on
    /// another thread, once fewer than ``inFlight`` are on their way.
    func decode(_ text: [UInt8], offset: Int) {
        room.wait()
        let index = count.withLock { count in
            defer { count += 1 }
            return count
        }
        group.enter()
        DispatchQueue.global().async { [self] in
            let slice = Self.slice(text, offset: offset)
            decoded.withLock { $0[index] = slice }
            room.signal()
            group.leave()
        }
    }

    /// Every slice, in order, once all are decoded; they are no longer kept here.
    func finish() -> [Slice] {
        group.wait()
        return decoded.withLock { decoded in
            defer { decoded.removeAll() }
            return decoded.sorted { $0.key < $1.key }.map(\.value)
        }
    }

    /// Waits until every slice handed out is decoded.
    func waitForAll() {
        group.wait()
    }

    private static func slice(_ text: [UInt8], offset: Int) -> Slice {
        guard String(validating: text, as: UTF8.self) != nil else { return .notUTF8 }
        do {
            return .items(try ExportDocument.decoder().decode([Item].self, from: Data(text)))
        } catch {
            return .failed(ExchangeError(DecodingErrorText.describe(error, within: ("items", offset), bytes: Data(text))))
        }
    }
}
