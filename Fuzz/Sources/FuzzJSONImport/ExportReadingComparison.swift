import AppCore
import AppStorage
import Foundation

/// The two ways `udf-tui import` reads a JSON export, side by side: what this fuzzer
/// compares (AppStorage's `package` readers, reachable from this package's own targets).
enum ExportReadingComparison {
    /// What a reading gave: the arrays of the file, in its order, or nil when it refused it.
    struct Contents: Equatable, Sendable {
        /// The projects.
        var projects: [Project]
        /// The items.
        var items: [Item]
        /// The running activities.
        var activities: [Activity]
    }

    /// `bytes` read whole (``ExportDocument/decode(_:)``, what a small file goes through) and
    /// streamed (``ExportReader``, what a large one goes through) in chunks of `chunkSize`
    /// bytes and slices of `sliceSize` items: the two must accept the same files and read
    /// the same contents from them.
    static func read(_ bytes: Data, chunkSize: Int, sliceSize: Int) -> (whole: Contents?, streamed: Contents?) {
        let whole = (try? ExportDocument.decode(bytes)).map {
            Contents(projects: $0.projects, items: $0.items, activities: $0.activities)
        }
        var reader = ExportReader(bytes: bytes, chunkSize: chunkSize, sliceSize: sliceSize)
        let streamed = (try? reader.read()).map {
            Contents(projects: $0.projects, items: $0.itemSlices.flatMap { $0 }, activities: $0.activities)
        }
        return (whole, streamed)
    }
}
