import AppCore
import Foundation

extension SharedViewCache {
    /// How many items make a project worth sorting and grouping before it is opened: below
    /// this, opening it does the work in a few milliseconds.
    public static let itemsWorthPreparing = 50_000

    /// Sorts and groups, on a thread of its own, the items of the project of `data` with the
    /// most items (if it has at least `minimum`), and folds their notes and amounts for the
    /// item filter, so that Enter on it finds its sections ready, and its first `/` key the
    /// filter's index, instead of a million items gone through while the person waits (issue 24).
    ///
    /// The cache stays pure: the sections are made from `data` and kept as made from `data`
    /// (``ViewCache/prepare(for:timeZone:)`` then follows or forgets them like any other).
    /// The thread holds `data` until it is done (a few hundred milliseconds at a million
    /// items), so an edit made meanwhile copies the items once; the program starts it after
    /// the keys typed during loading were applied.
    ///
    /// ```swift
    /// cache.prepareInBackground(state.app.data)
    /// cache.waitForPreparations()    // benchmarks and tests only
    /// ```
    public func prepareInBackground(_ data: AppData, minimum: Int = itemsWorthPreparing) {
        guard data.items.count >= minimum else { return }
        preparations.enter()
        let thread = Thread { [self] in
            prepareLargestProject(in: data, minimum: minimum)
            preparations.leave()
        }
        thread.qualityOfService = .utility
        thread.start()
    }

    /// Waits until the preparations started by ``prepareInBackground(_:minimum:)`` are done,
    /// or `seconds` have passed; whether they are done.
    @discardableResult
    public func waitForPreparations(seconds: Double = 10) -> Bool {
        preparations.wait(timeout: .now() + seconds) == .success
    }

    /// The work of ``prepareInBackground(_:minimum:)``, on the calling thread. The lock is
    /// taken only to hand the sections over.
    public func prepareLargestProject(in data: AppData, minimum: Int = itemsWorthPreparing) {
        let counts = data.itemCountsByProject()
        guard let largest = counts.max(by: { $0.value < $1.value }), largest.value >= minimum,
              let project = data.projects[id: largest.key] else { return }
        preparing.withLock { $0 = project.id }
        defer { preparing.withLock { $0 = nil } }
        let items = ProjectItems(of: project.id, in: data, frequency: project.frequency, timeZone: timeZone)
        let search = ItemFilterMemo(ItemSearch(ProjectDetail(sections: items.sections)))
        using(data) { $0.keep(items, of: project, search: search) }
    }
}
