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
            let shown = cache.detail(of: project, in: data, matching: search).sections
            #expect(shown == fromScratch(data, search), "\(search)")
            #expect(shown.flatMap { $0.items.map(\.id) } == naive(data, search), "\(search)")
            #expect(shown.map(\.total) == shown.map { AmountSum($0.items.map(\.amount)).value }, "\(search)")
        }
    }

    @Test func seededRunsOfKeysGiveWhatTheRuleGives() {
        let keys: [Character] = ["7", ".", "5", "2", ",", "1", "0", "-", " ", "c", "a", "f", "é", "E", "t", "r", "i", "p"]
        for seed in UInt64(1)...8 {
            let data = Self.data(seed: seed)
            let cache = ViewCache()
            cache.prepare(for: data, timeZone: zone)
            var random = Steps(seed)
            var search = ""
            for _ in 0..<40 {
                switch random.next() % 10 {
                case 0, 1: search = String(search.dropLast())           // Backspace
                case 2 where random.next() % 4 == 0: search = ""         // Esc
                default: search.append(keys[Int(random.next() % UInt64(keys.count))])
                }
                let shown = cache.detail(of: project, in: data, matching: search).sections
                #expect(shown.flatMap { $0.items.map(\.id) } == naive(data, search), "seed \(seed): \(search)")
                #expect(shown == fromScratch(data, search), "seed \(seed): \(search)")
            }
        }
    }

    @Test func aChangedItemListIsSearchedAgain() throws {
        var data = Self.data(seed: 3)
        let cache = ViewCache()
        cache.prepare(for: data, timeZone: zone)
        _ = cache.detail(of: project, in: data, matching: "tri")
        let before = cache.detail(of: project, in: data, matching: "trip").sections

        // When an item without "trip" gets it and a matching one is deleted
        let plain = try #require(data.items.first { !($0.notes ?? "").contains("trip") })
        let matching = try #require(data.items.first { ($0.notes ?? "").contains("trip") })
        data.items[id: plain.id]?.notes = "a trip"
        data.items.remove(id: matching.id)
        cache.prepare(for: data, timeZone: zone)

        // Then the new list is searched, from the start and on the way back
        for search in ["trip", "tri", "trip"] {
            let shown = cache.detail(of: project, in: data, matching: search).sections
            #expect(shown.flatMap { $0.items.map(\.id) } == naive(data, search), "\(search)")
        }
        #expect(cache.detail(of: project, in: data, matching: "trip").sections != before)
    }

    /// What a cache that never searched shows.
    private func fromScratch(_ data: AppData, _ search: String) -> [PeriodSection] {
        let cache = ViewCache()
        cache.prepare(for: data, timeZone: zone)
        return cache.detail(of: project, in: data, matching: search).sections
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
