import AppCore
import Foundation
import LargeSamples
import Testing
import TrackerUI

/// The item filter searches the previous result when a character is typed and goes back to
/// a kept result when one is deleted (issue 24): whatever the keys, what it shows is what a
/// search from scratch shows, and what the rule says (every folded word in the notes, or
/// in the amount without its commas).
@Suite("Item filter, incremental")
struct IncrementalItemFilterTests {
    let zone = TimeZone(identifier: "UTC") ?? .current
    let project = ProjectID(1)

    @Test func typingDeletingAndClearingGiveWhatASearchFromScratchGives() {
        let data = Self.data(seed: 1)
        let cache = ViewCache()
        cache.prepare(for: data, timeZone: zone)
        let searches = ["7", "7.", "7.5", "7.", "7", "", "caf", "café", "café ", "café 1", "café 1,", "café 1,2", "CAFE 1,2",
                        "café 1", ",", ",,", ",5", "e", "e\u{301}", "é", "trip", "trip", "trip r", "trip", "", "-0", "0"]
        for search in searches {
            let shown = Array(cache.detail(of: project, in: data, matching: search).sections)
            #expect(shown == fromScratch(data, search), "\(search)")
            #expect(shown.flatMap { $0.items.map(\.id) } == naive(data, search), "\(search)")
            #expect(shown.map(\.total) == shown.map { AmountSum($0.items.map(\.amount)).value }, "\(search)")
        }
    }

    @Test func seededRunsOfKeysGiveWhatTheRuleGives() {
        for seed in UInt64(1)...8 { play(seed: seed, deletingEvery: nil) }
    }

    /// The same with an item deleted every few keys (the memo forgets its results; the
    /// index is made again from the changed data) and a combining accent among the keys.
    @Test func seededRunsOfKeysWithDeletionsGiveWhatTheRuleGives() {
        for seed in UInt64(11)...16 { play(seed: seed, deletingEvery: 3) }
    }

    /// Types keys drawn from `seed` (Backspace, Esc, characters), deleting an item every
    /// `deletingEvery` keys, and checks each result against the rule and a fresh search, and
    /// its layout (rows, counts, totals) against the same sections built and counted.
    private func play(seed: UInt64, deletingEvery: Int?) {
        let keys: [Character] = ["7", ".", "5", "2", ",", "1", "0", "-", " ", "c", "a", "f", "é", "E", "e", "\u{301}", "t", "r", "i", "p"]
        var data = Self.data(seed: seed)
        let cache = ViewCache()
        cache.prepare(for: data, timeZone: zone)
        var random = Steps(seed)
        var search = ""
        for step in 1...40 {
            if let every = deletingEvery, step.isMultiple(of: every) {
                let id = ItemID(random.next() % 200 + 1)
                if data.items[id: id] != nil { data.items.remove(id: id) }
                cache.prepare(for: data, timeZone: zone)
            }
            switch random.next() % 10 {
            case 0, 1: search = String(search.dropLast())           // Backspace
            case 2 where random.next() % 4 == 0: search = ""         // Esc
            default: search.append(keys[Int(random.next() % UInt64(keys.count))])
            }
            let detail = cache.detail(of: project, in: data, matching: search)
            #expect(detail.sections.flatMap { $0.items.map(\.id) } == naive(data, search), "seed \(seed): \(search)")
            #expect(Array(detail.sections) == fromScratch(data, search), "seed \(seed): \(search)")
            let counted = ProjectDetail(sections: Array(detail.sections))
            #expect(detail.itemCount == counted.itemCount && detail.rowCount == counted.rowCount, "seed \(seed): \(search)")
            #expect(detail.grandTotal == counted.grandTotal, "seed \(seed): \(search)")
        }
    }

    @Test func aChangedItemListIsSearchedAgain() throws {
        var data = Self.data(seed: 3)
        let cache = ViewCache()
        cache.prepare(for: data, timeZone: zone)
        _ = cache.detail(of: project, in: data, matching: "tri")
        let before = Array(cache.detail(of: project, in: data, matching: "trip").sections)

        // When an item without "trip" gets it and a matching one is deleted
        let plain = try #require(data.items.first { !($0.notes ?? "").contains("trip") })
        let matching = try #require(data.items.first { ($0.notes ?? "").contains("trip") })
        data.items[id: plain.id]?.notes = "a trip"
        data.items.remove(id: matching.id)
        cache.prepare(for: data, timeZone: zone)

        // Then the new list is searched, from the start and on the way back
        for search in ["trip", "tri", "trip"] {
            let shown = Array(cache.detail(of: project, in: data, matching: search).sections)
            #expect(shown.flatMap { $0.items.map(\.id) } == naive(data, search), "\(search)")
        }
        #expect(Array(cache.detail(of: project, in: data, matching: "trip").sections) != before)
    }

    @Test func aFiltersSectionsPickedUnbuiltAnswerAsTheSameSectionsBuilt() {
        let data = Self.data(seed: 3)
        let cache = ViewCache()
        cache.prepare(for: data, timeZone: zone)
        for search in ["7", "trip", "café 1", "-", "zzz"] {
            let picked = cache.detail(of: project, in: data, matching: search)
            let built = ProjectDetail(sections: Array(picked.sections))
            let items = Array(picked.sections).flatMap { Array($0.items) }
            #expect(picked.itemCount == items.count && picked.rowCount == built.rowCount, "\(search)")
            #expect(picked.grandTotal == AmountSum(items.map(\.amount)).value, "\(search)")
            #expect((0..<picked.itemCount).map(picked.item) == items, "\(search)")
            #expect(items.map { picked.index(of: $0) } == Array(0..<items.count).map(Optional.init), "\(search)")
            #expect((0..<picked.rowCount).map(picked.rowKind) == (0..<built.rowCount).map(built.rowKind), "\(search)")
            let days = PeriodCalendar(frequency: .daily, timeZone: zone).periods(40, endingWith: SampleData.referenceDate)
            #expect(picked.totals(over: days) == built.totals(over: days), "\(search)")
            #expect(days.map { picked.total(ofPeriodStartingAt: $0.start) } == days.map { built.total(ofPeriodStartingAt: $0.start) })
        }
    }

    /// What a cache that never searched shows.
    private func fromScratch(_ data: AppData, _ search: String) -> [PeriodSection] {
        let cache = ViewCache()
        cache.prepare(for: data, timeZone: zone)
        return Array(cache.detail(of: project, in: data, matching: search).sections)
    }

    /// The rule, item by item, in screen order: every folded word of the search in the
    /// folded notes, or (once its commas are out, if anything is left) in the amount.
    private func naive(_ data: AppData, _ search: String) -> [ItemID] {
        let fold = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let words = fold(search).split(whereSeparator: \.isWhitespace)
        let all = ViewCache().detail(of: project, in: data).sections.flatMap { Array($0.items) }
        return all.filter { item in
            words.allSatisfy { word in
                let digits = word.filter { $0 != "," }
                return fold(item.notes ?? "").contains(word) || (!digits.isEmpty && NumberText.editable(item.amount).contains(digits))
            }
        }.map(\.id)
    }

    /// 200 items of one daily project, a few a day: notes from a few words (accents, case,
    /// commas, none), amounts that repeat (0 and -0, thousands, fractions).
    static func data(seed: UInt64) -> AppData {
        var data = SampleData.large(projectCount: 2, itemCount: 0)
        var random = Steps(seed)
        let notes: [String?] = [nil, "Café trip", "cafe", "CAFÉ, road trip", "e\u{301}t\u{e9}", "1,250 trip", "Rain", "tripe"]
        let amounts: [Double] = [0, -0.0, 7.5, 17.25, 1250, 12.5, -3, 1e6, 0.75]
        for number in 1...200 {
            let note = notes[Int(random.next() % UInt64(notes.count))]
            let amount = amounts[Int(random.next() % UInt64(amounts.count))]
            let time = SampleData.referenceDate.addingTimeInterval(-Double(number) * 7_000)
            data.items.append(Item(id: ItemID(UInt64(number)), projectID: ProjectID(1), amount: amount, timestamp: time, notes: note))
        }
        return data
    }
}

/// A fixed sequence of numbers for a seed (a linear congruential generator): the same keys
/// in every run.
struct Steps {
    private var state: UInt64

    init(_ seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15
    }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
