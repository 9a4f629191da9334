import AppCore

/// One word of an item search: its folded text, matched in the notes, and the same without
/// commas, matched in the amount (empty: the word cannot match an amount).
struct ItemSearchWord: Equatable {
    var text: Substring
    var digits: String

    /// The words of `search`: folded (case and diacritics ignored), split at whitespace.
    static func words(of search: String) -> [ItemSearchWord] {
        ProjectSearch.fold(search).split(whereSeparator: \.isWhitespace).map { word in
            ItemSearchWord(text: word, digits: word.filter { $0 != "," })
        }
    }

    /// Whether every item matching `words` also matches `earlier`, so that a search for
    /// `words` need only look among `earlier`'s matches: the same words, the last one
    /// possibly longer (one more character typed), more words possibly after it.
    static func words(_ words: [ItemSearchWord], refine earlier: [ItemSearchWord]) -> Bool {
        guard let last = earlier.indices.last, words.count >= earlier.count else { return false }
        let same = (0..<last).allSatisfy { words[$0].text.unicodeScalars.elementsEqual(earlier[$0].text.unicodeScalars) }
        return same && words[last].extends(earlier[last])
    }

    /// Whether an item matching this word matches `shorter` too: a notes match needs this
    /// text to start with `shorter`'s; an amount match, these digits to start with its digits
    /// (a word of commas only, which matches no amount, is extended only by another such word).
    private func extends(_ shorter: ItemSearchWord) -> Bool {
        guard Self.starts(text, with: shorter.text) else { return false }
        return shorter.digits.isEmpty ? digits.isEmpty : Self.starts(digits, with: shorter.digits)
    }

    /// `text` begins with `prefix`, character by character and scalar by scalar (so that a
    /// combining mark typed after a letter, which changes the last character, is no extension).
    private static func starts(_ text: some StringProtocol, with prefix: some StringProtocol) -> Bool {
        text.hasPrefix(prefix) && text.unicodeScalars.starts(with: prefix.unicodeScalars)
    }
}

/// The item filter of one project, kept while its data does not change: its ``ItemSearch``
/// and the results of the searches just typed, so that each key costs what the previous
/// result holds, not every item.
///
/// A character typed after a kept search filters that search's matches only
/// (``ItemSearchWord/words(_:refine:)``); a character deleted goes back to the kept result of
/// the shorter search, or searches again (among the matches of a kept search it refines,
/// if any). The results are the same as ``ItemSearch/detail(matching:)`` from scratch.
///
/// ```swift
/// var memo = ItemFilterMemo(ItemSearch(detail))
/// _ = memo.detail(matching: "7")     // every item
/// _ = memo.detail(matching: "7.5")   // the matches of "7" only
/// _ = memo.detail(matching: "7")     // kept: nothing searched
/// ```
struct ItemFilterMemo {
    /// A search and its result.
    private struct Result {
        var search: String
        var words: [ItemSearchWord]
        var positions: [Int]
        var detail: ProjectDetail
    }

    /// The most results kept (the searches on the way to the one typed).
    static let capacity = 16

    let search: ItemSearch
    private var kept: [Result] = []

    init(_ search: ItemSearch) {
        self.search = search
    }

    /// The items matching `text`, as ``ItemSearch/detail(matching:)`` gives them.
    mutating func detail(matching text: String) -> ProjectDetail {
        if let known = kept.last(where: { $0.search == text }) { return known.detail }
        let words = ItemSearchWord.words(of: text)
        guard !words.isEmpty else { return ProjectDetail(sections: search.sections) }
        // The earlier searches this one refines are the ones worth keeping.
        kept.removeAll { !ItemSearchWord.words(words, refine: $0.words) }
        let base = kept.min { $0.positions.count < $1.positions.count }
        let positions = search.matches(words, among: base?.positions)
        let detail = search.detail(of: positions)
        kept.append(Result(search: text, words: words, positions: positions, detail: detail))
        if kept.count > Self.capacity { kept.removeFirst() }
        return detail
    }
}
