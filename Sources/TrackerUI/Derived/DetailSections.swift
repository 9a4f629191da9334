import AppCore
import Foundation

/// The sections of a ``ProjectDetail``: the project's own, or those a filter kept, picked
/// from them by item position without being built.
///
/// A filter's first key at a million items keeps some 40,000 sections; making each a
/// ``AppCore/PeriodSection`` (a period, two buffers retained, a total) took most of the
/// key's time, while a screen shows a dozen. So a filter's result holds four plain arrays —
/// which section of the project each kept section is, where its matches start among the
/// positions, the positions, its total — and a section is made when it is asked for, in
/// O(1). The rows, the counts and the chart read the arrays.
///
/// ```swift
/// let kept = cache.detail(of: mileage, in: data, matching: "7").sections
/// kept.count            // the sections with a match, counted without making them
/// kept[0].items.count   // the first one's matches, made now
/// ```
public struct DetailSections: RandomAccessCollection, Equatable, Sendable {
    private enum Storage: Sendable {
        case whole([PeriodSection])
        case picked(Picked)
    }

    /// A filter's sections: section `k` is the project's section `numbers[k]`, holding the
    /// items at `positions[starts[k]..<starts[k + 1]]` (counted across the project's
    /// sections, whose first positions are `baseStarts`), with total `totals[k]`.
    private struct Picked: Sendable {
        var base: [PeriodSection]
        var baseStarts: [Int]
        var numbers: [Int]
        var starts: [Int]
        var positions: [Int]
        var totals: [Double]
    }

    private let storage: Storage

    /// The sections as they are.
    public init(_ sections: [PeriodSection]) {
        storage = .whole(sections)
    }

    /// The sections a filter kept (see the type's description); `starts` has one more
    /// entry than `numbers`, the number of positions.
    static func picked(from base: [PeriodSection], baseStarts: [Int], numbers: [Int], starts: [Int],
                       positions: [Int], totals: [Double]) -> DetailSections {
        DetailSections(storage: .picked(Picked(base: base, baseStarts: baseStarts, numbers: numbers,
                                               starts: starts, positions: positions, totals: totals)))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The first section's index: 0.
    public var startIndex: Int { 0 }

    /// The number of sections (one past the last index).
    public var endIndex: Int {
        switch storage {
        case .whole(let sections): sections.count
        case .picked(let picked): picked.numbers.count
        }
    }

    /// Section `index`, made on the spot for a filter's: O(1), no item copied.
    public subscript(index: Int) -> PeriodSection {
        switch storage {
        case .whole(let sections):
            return sections[index]
        case .picked(let picked):
            let number = picked.numbers[index]
            let matches = picked.positions[picked.starts[index]..<picked.starts[index + 1]]
            let items = SectionItems(picking: matches, from: picked.baseStarts[number], of: picked.base[number].items)
            return PeriodSection(period: picked.base[number].period, items: items, total: picked.totals[index])
        }
    }

    /// Whether both present the same sections, however they are held.
    public static func == (lhs: DetailSections, rhs: DetailSections) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// The sections in an array: the project's own as they are, a filter's made all at once.
    var array: [PeriodSection] {
        switch storage {
        case .whole(let sections): sections
        case .picked: Array(self)
        }
    }

    /// The period of section `index`, without making the section.
    func period(of index: Int) -> DateInterval {
        switch storage {
        case .whole(let sections): sections[index].period
        case .picked(let picked): picked.base[picked.numbers[index]].period
        }
    }

    /// The total of section `index`, without making the section.
    func total(of index: Int) -> Double {
        switch storage {
        case .whole(let sections): sections[index].total
        case .picked(let picked): picked.totals[index]
        }
    }

    /// The number of items in section `index`, without making the section.
    func count(of index: Int) -> Int {
        switch storage {
        case .whole(let sections): sections[index].count
        case .picked(let picked): picked.starts[index + 1] - picked.starts[index]
        }
    }

    /// Item `position` of section `index`, without making the section.
    func item(_ position: Int, of index: Int) -> Item {
        switch storage {
        case .whole(let sections):
            return sections[index].items[position]
        case .picked(let picked):
            let number = picked.numbers[index]
            let offset = picked.positions[picked.starts[index] + position] - picked.baseStarts[number]
            return picked.base[number].items[offset]
        }
    }
}
