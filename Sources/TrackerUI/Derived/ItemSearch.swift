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
/// ```swift
/// let search = ItemSearch(ProjectDetail(sections: data.sections(of: mileage, in: zone)))
/// search.detail(matching: "trip").itemCount    // the items whose notes say "trip"
/// ```
struct ItemSearch {
    /// What one item is searched by: its folded notes and its amount written plainly.
    private struct Entry {
        var notes: String
        var amount: String
    }

    /// The sections searched.
    private let sections: [PeriodSection]
    /// The entries of each section's items, in order.
    private let entries: [[Entry]]

    /// Folds the notes of `detail`'s items and writes their amounts plainly (`10212.5`).
    init(_ detail: ProjectDetail) {
        sections = detail.sections
        entries = detail.sections.map { section in
            section.items.map { item in
                Entry(notes: item.notes.map(ProjectSearch.fold) ?? "", amount: NumberText.editable(item.amount))
            }
        }
    }

    /// The items matching `search`, in their sections; sections without a match are left out.
    /// A word matches the notes, or the amount once the commas that group its thousands on
    /// screen are taken out (`10,212` finds `10212.5`).
    func detail(matching search: String) -> ProjectDetail {
        let words = ProjectSearch.fold(search).split(whereSeparator: \.isWhitespace).map { word in
            (text: word, digits: word.filter { $0 != "," })
        }
        guard !words.isEmpty else { return ProjectDetail(sections: sections) }
        let matching = zip(sections, entries).compactMap { section, entries -> PeriodSection? in
            let items = zip(section.items, entries).compactMap { item, entry in
                words.allSatisfy { entry.notes.contains($0.text) || (!$0.digits.isEmpty && entry.amount.contains($0.digits)) } ? item : nil
            }
            guard !items.isEmpty else { return nil }
            return PeriodSection(period: section.period, items: SectionItems(items[...]), total: AmountSum(items.lazy.map(\.amount)).value)
        }
        return ProjectDetail(sections: matching)
    }
}
