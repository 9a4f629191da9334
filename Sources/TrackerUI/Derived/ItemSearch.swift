import AppCore
import Foundation

/// The project screen's filter over its items, run over text folded once per change of the
/// data, as ``ProjectSearch`` does for the project list.
///
/// It matches as the list's filter does (case and diacritics ignored, every
/// whitespace-separated word found), in an item's notes and in its amount, typed plainly
/// (`412.5`, `1500`) or as the screen shows it (`1,500`); sections and order are kept, and a
/// section's count and total become those of its matching items.
///
/// Each distinct note is folded, and each distinct amount written, once: an item holds the
/// numbers of its two texts, so a word is tested once per distinct text and then looked up
/// per item. ``matches(_:among:)`` tests only the items of an earlier result when given
/// one (``ItemFilterMemo`` passes the result of a search the new one refines).
///
/// ```swift
/// let search = ItemSearch(ProjectDetail(sections: data.sections(of: mileage, in: zone)))
/// search.detail(matching: "trip").itemCount    // the items whose notes say "trip"
/// ```
struct ItemSearch {
    /// The sections searched.
    let sections: [PeriodSection]
    /// The position of each section's first item among all items, then the item count.
    private let sectionStarts: [Int]
    /// For each item (counted across sections), the number of its folded notes in `notes`
    /// (32 bits: half the memory to fill at a million items).
    private let noteOfItem: [Int32]
    /// For each item, the number of its amount, written plainly, in `amounts`.
    private let amountOfItem: [Int32]
    /// The distinct folded notes ("" for none).
    private let notes: [String]
    /// The distinct amounts written plainly (`10212.5`).
    private let amounts: [String]
    /// The distinct amounts, in the order of `amounts`, each already a sum: a section's
    /// total adds these (an integer addition each), not the items' doubles (a stride through
    /// all the items and a conversion per item).
    private let amountSums: [AmountSum]

    /// Folds the notes of `detail`'s items and writes their amounts plainly, once per distinct text.
    init(_ detail: ProjectDetail) {
        sections = detail.sections.array
        var starts = [0]
        var notes = Numbering<String>(), amounts = AmountNumbering()
        _ = notes.number(of: "") { $0 }
        var noteOfItem: [Int32] = [], amountOfItem: [Int32] = []
        noteOfItem.reserveCapacity(detail.itemCount)
        amountOfItem.reserveCapacity(detail.itemCount)
        for section in detail.sections {
            for item in section.items {
                noteOfItem.append(Int32(item.notes.map { notes.number(of: $0, text: ProjectSearch.fold) } ?? 0))    // 0: ""
                amountOfItem.append(Int32(amounts.number(of: item.amount)))
            }
            starts.append(starts[starts.count - 1] + section.count)
        }
        sectionStarts = starts
        self.noteOfItem = noteOfItem
        self.amountOfItem = amountOfItem
        self.notes = notes.texts
        self.amounts = amounts.texts
        amountSums = amounts.values.map(AmountSum.init)
    }

    /// The items matching `search`, in their sections; sections without a match are left out.
    /// A word matches the notes, or the amount once the commas that group its thousands on
    /// screen are taken out (`10,212` finds `10212.5`).
    func detail(matching search: String) -> ProjectDetail {
        let words = ItemSearchWord.words(of: search)
        return words.isEmpty ? ProjectDetail(sections: sections) : detail(of: matches(words, among: nil))
    }

    /// The positions (counted across sections, ascending) of the items matching every one of
    /// `words`, among the positions `candidates` (ascending), or among all items when nil.
    func matches(_ words: [ItemSearchWord], among candidates: [Int]?) -> [Int] {
        let tests = words.map { word in
            (notes: notes.map { $0.contains(word.text) }, amounts: amounts.map { !word.digits.isEmpty && $0.contains(word.digits) })
        }
        if tests.count == 1, candidates == nil, let only = tests.first { return matches(only) }
        let matches = { (item: Int) in tests.allSatisfy { $0.notes[Int(noteOfItem[item])] || $0.amounts[Int(amountOfItem[item])] } }
        guard let candidates else { return noteOfItem.indices.filter(matches) }
        return candidates.filter(matches)
    }

    /// The items at `positions` (ascending, as ``matches(_:among:)`` gives them), in their
    /// sections, each section's total theirs; sections without one are left out. The
    /// sections pick their items by position (``AppCore/SectionItems``): no item is copied.
    /// The items matching one word, among all: the first key of a filter, which goes through
    /// every item, so written as a plain loop over the two numberings.
    private func matches(_ test: (notes: [Bool], amounts: [Bool])) -> [Int] {
        var found: [Int] = []
        for item in noteOfItem.indices where test.notes[Int(noteOfItem[item])] || test.amounts[Int(amountOfItem[item])] {
            found.append(item)
        }
        return found
    }

    func detail(of positions: [Int]) -> ProjectDetail {
        var numbers: [Int] = [], starts: [Int] = [], itemStarts = [0], totals: [Double] = []
        let kept = min(sections.count, positions.count)
        numbers.reserveCapacity(kept)
        starts.reserveCapacity(kept + 1)
        itemStarts.reserveCapacity(kept + 1)
        totals.reserveCapacity(kept)
        var grandTotal = AmountSum()
        var next = 0, number = 0
        while next < positions.count {
            while sectionStarts[number + 1] <= positions[next] { number += 1 }    // the section of the next match
            let first = next
            var total = AmountSum()
            while next < positions.count, positions[next] < sectionStarts[number + 1] {
                total += amountSums[Int(amountOfItem[positions[next]])]
                next += 1
            }
            numbers.append(number)
            starts.append(first)
            itemStarts.append(next)
            totals.append(total.value)
            grandTotal += total.value    // as ProjectDetail(sections:) adds the sections' totals
        }
        starts.append(positions.count)
        let picked = DetailSections.picked(from: sections, baseStarts: sectionStarts, numbers: numbers, starts: starts,
                                           positions: positions, totals: totals)
        return ProjectDetail(picked: picked, itemStarts: itemStarts, grandTotal: grandTotal.value)
    }
}

/// Numbers distinct values in the order they are first met, with the text searched for each.
private struct Numbering<Value: Hashable> {
    private var numbers: [Value: Int] = [:]
    /// The text of each number.
    private(set) var texts: [String] = []

    /// The number of `value`, made (with its text) when it is new.
    mutating func number(of value: Value, text: (Value) -> String) -> Int {
        if let number = numbers[value] { return number }
        texts.append(text(value))
        numbers[value] = texts.count - 1
        return texts.count - 1
    }
}

/// Numbers amounts by bit pattern (0 and -0 are written differently, so they are two texts)
/// as ``Numbering`` does, with a small table of the amounts met last in front of its
/// dictionary: amounts repeat (hours, cups, a usual fare), and most items are then numbered
/// without hashing.
private struct AmountNumbering {
    private var numbering = Numbering<UInt64>()
    private var recent = Array(repeating: (bits: UInt64(0), number: -1), count: 256)
    /// The amount of each number.
    private(set) var values: [Double] = []

    /// The texts of the numbers.
    var texts: [String] { numbering.texts }

    /// The number of `amount`, made (with its plain text) when it is new.
    mutating func number(of amount: Double) -> Int {
        let bits = amount.bitPattern
        let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if recent[slot].number >= 0, recent[slot].bits == bits { return recent[slot].number }
        let number = numbering.number(of: bits) { NumberText.editable(Double(bitPattern: $0)) }
        if number == values.count { values.append(amount) }
        recent[slot] = (bits, number)
        return number
    }
}
