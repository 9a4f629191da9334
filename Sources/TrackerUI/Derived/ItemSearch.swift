import AppCore
import Foundation

/// The project screen's filter over its items, run over text folded once per change of the
/// data, as ``ProjectSearch`` does for the project list.
///
/// It matches as the list's filter does (case and diacritics ignored, every
/// whitespace-separated word found), in an item's notes and in its amount, written plainly
/// (`412.5`, `1500`) or as the screen shows it (`1,500`); sections and order are kept, and a
/// section's count and total become those of its matching items.
///
/// ```swift
/// let search = ItemSearch(ProjectDetail(sections: data.sections(of: mileage, in: zone)))
/// search.detail(matching: "trip").itemCount    // the items whose notes say "trip"
/// ```
struct ItemSearch {
    /// The sections searched.
    private let sections: [PeriodSection]
    /// The folded notes and amounts of each section's items, in order.
    private let haystacks: [[String]]

    /// Folds the notes and amounts of `detail`'s items.
    init(_ detail: ProjectDetail) {
        sections = detail.sections
        haystacks = detail.sections.map { section in
            section.items.map { item in
                ProjectSearch.fold((item.notes ?? "") + "\n" + NumberText.editable(item.amount) + "\n" + NumberText.amount(item.amount))
            }
        }
    }

    /// The items matching `search`, in their sections; sections without a match are left out.
    func detail(matching search: String) -> ProjectDetail {
        let words = ProjectSearch.fold(search).split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return ProjectDetail(sections: sections) }
        let matching = zip(sections, haystacks).compactMap { section, texts -> PeriodSection? in
            let items = zip(section.items, texts).compactMap { item, text in
                words.allSatisfy { text.contains($0) } ? item : nil
            }
            guard !items.isEmpty else { return nil }
            return PeriodSection(period: section.period, items: SectionItems(items[...]), total: items.reduce(0) { $0 + $1.amount })
        }
        return ProjectDetail(sections: matching)
    }
}
