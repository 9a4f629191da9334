import AppCore
import Foundation

/// The two ways `udf-tui import` reads a JSON export, side by side, for the fuzzer
/// (`Fuzz/Sources/FuzzJSONImport`, which imports this module with `@_spi(Fuzzing)`): not
/// part of the module's public interface.
@_spi(Fuzzing)
public enum ExportReadingComparison {
    /// What a reading gave: the arrays of the file, in its order, or nil when it refused it.
    public struct Contents: Equatable, Sendable {
        /// The projects.
        public var projects: [Project]
        /// The items.
        public var items: [Item]
        /// The running activities.
        public var activities: [Activity]
    }

    /// `bytes` read whole (``ExportDocument/decode(_:)``, what a small file goes through) and
    /// streamed (``ExportReader``, what a large one goes through) in chunks of `chunkSize`
    /// bytes and slices of `sliceSize` items: the two must accept the same files and read
    /// the same contents from them.
    public static func read(_ bytes: Data, chunkSize: Int, sliceSize: Int) -> (whole: Contents?, streamed: Contents?) {
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
