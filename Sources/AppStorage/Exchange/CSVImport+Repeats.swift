import AppCore
import Foundation

extension CSVImport {
    /// What makes two items look like the same entry: project, time and amount.
    private struct Entry: Hashable {
        let projectID: ProjectID
        let timestamp: Date
        let amount: Double

        init(_ item: Item) {
            (projectID, timestamp, amount) = (item.projectID, item.timestamp, item.amount)
        }
    }

    /// How many of `items` repeat an item of `existing` (same project, time and amount),
    /// each existing item matched at most once.
    static func repeats(of items: some Sequence<Item>, in existing: AppData) -> Int {
        var unmatched: [Entry: Int] = [:]
        for item in existing.items { unmatched[Entry(item), default: 0] += 1 }
        var count = 0
        for item in items {
            let entry = Entry(item)
            guard let left = unmatched[entry], left > 0 else { continue }
            unmatched[entry] = left - 1
            count += 1
        }
        return count
    }
}
