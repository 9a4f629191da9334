import GRDB

/// The rows of a cursor turned into elements of ``AppCore/AppData``, each id checked
/// unseen before the element is handed out: a sequence that an `IdentifiedArray` is built
/// from with `IdentifiedArray(uncheckedUniqueElements:)`, in one pass, straight into its
/// final storage (no intermediate array: at 100,000 items, 6 MB fewer to allocate, copy
/// and fault in).
///
/// `count` (the number of rows, from `SELECT count(*)`) is the `underestimatedCount`, so
/// the array and the set of ids are allocated once. A sequence cannot throw: the first
/// error (a row that cannot be read, a second element with the same id) ends the sequence
/// early and is kept in ``failure``, which the caller checks once the array is built.
///
/// ```swift
/// let rows = UniqueRows(cursor: try ItemRecord.fetchCursor(db, sql: sql), count: count, kind: "items") { $0.item }
/// let items = IdentifiedArray(uncheckedUniqueElements: rows)
/// if let error = rows.failure { throw error }
/// ```
struct UniqueRows<Record: FetchableRecord, Element: Identifiable>: Sequence {
    let cursor: RecordCursor<Record>
    let count: Int
    /// What the elements are, for the duplicate's message ("items").
    let kind: String
    let element: (Record) throws -> Element
    private let outcome = Outcome()

    /// Where the iterator leaves the first error; a class, because the iterator is a copy.
    private final class Outcome {
        var failure: (any Error)?
    }

    /// The error that ended the rows early, if any.
    var failure: (any Error)? { outcome.failure }

    var underestimatedCount: Int { count }

    func makeIterator() -> Iterator {
        Iterator(rows: self, ids: Set(minimumCapacity: count))
    }

    /// Reads one row per element until the cursor ends or an error stops it.
    struct Iterator: IteratorProtocol {
        let rows: UniqueRows
        var ids: Set<Element.ID>
        var stopped = false

        mutating func next() -> Element? {
            guard !stopped else { return nil }
            do {
                guard let record = try rows.cursor.next() else { return nil }
                let value = try rows.element(record)
                guard ids.insert(value.id).inserted else {
                    throw UnreadableRow(reason: "two \(rows.kind) have the same id")
                }
                return value
            } catch {
                stopped = true
                rows.outcome.failure = error
                return nil
            }
        }
    }
}
