import AppCore
import Foundation
import LargeSamples
import Testing
@testable import TrackerUI
import UDFKit

/// The largest project's sections and filter index made ahead, after the load (issue 24: Enter
/// and the first `/` on a project of a million items): the cache stays pure, so whatever
/// happened to the data meanwhile, it shows what a fresh cache derives.
@Suite("View cache, prepared ahead")
struct ViewCachePreparationTests {
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    let data = SampleData.large(projectCount: 3, itemCount: 360)
    let now = SampleData.referenceDate

    /// What a fresh cache shows of project `id` in `data`, all items and those matching "1".
    func fresh(_ id: ProjectID, in data: AppData) -> (all: [PeriodSection], matching: [PeriodSection]) {
        let cache = ViewCache()
        cache.prepare(for: data, timeZone: zone)
        return (Array(cache.detail(of: id, in: data).sections), Array(cache.detail(of: id, in: data, matching: "1").sections))
    }

    func shown(_ id: ProjectID, by cache: SharedViewCache, in data: AppData) -> (all: [PeriodSection], matching: [PeriodSection]) {
        cache.using(data) { (Array($0.detail(of: id, in: data).sections), Array($0.detail(of: id, in: data, matching: "1").sections)) }
    }

    var largest: ProjectID {
        data.itemCountsByProject().max { $0.value < $1.value }?.key ?? ProjectID(1)
    }

    @Test func theLargestProjectIsKeptWithItsFilterIndexBeforeItIsOpened() {
        let cache = SharedViewCache(timeZone: zone)
        cache.prepareLargestProject(in: data, minimum: 1)
        let kept = cache.using(data) { ($0.keptItems.keys.sorted(), $0.itemFilter?.id) }
        #expect(kept.0 == [largest] && kept.1 == largest)
        let shown = shown(largest, by: cache, in: data), fresh = fresh(largest, in: data)
        #expect(shown.all == fresh.all && shown.matching == fresh.matching)
        #expect(!shown.matching.isEmpty)
    }

    @Test func aProjectBelowTheMinimumIsLeftForEnter() {
        let cache = SharedViewCache(timeZone: zone)
        cache.prepareLargestProject(in: data, minimum: data.items.count + 1)
        #expect(cache.using(data) { $0.keptItems.isEmpty && $0.itemFilter == nil })
    }

    /// The preparation ends after one action or after three: followed, or forgotten.
    @Test(arguments: [1, 3])
    func sectionsMadeFromDataThatChangedSinceShowTheDataAsItIsNow(actions: Int) {
        let cache = SharedViewCache(timeZone: zone)
        var state = AppState(data: data)
        let snapshot = state.data
        let target = largest
        for number in 0..<actions {
            let item = state.data.items(of: target)[number]
            AppState.reducer.reduce(&state, ItemAction.itemEdited(id: item.id, amount: 1_001 + Double(number), timestamp: now, notes: "moved", at: now))
        }
        cache.prepareLargestProject(in: snapshot, minimum: 1)
        let shown = shown(target, by: cache, in: state.data), fresh = fresh(target, in: state.data)
        #expect(shown.all == fresh.all && shown.matching == fresh.matching)
    }

    @Test func theProgramsThreadHandsTheSectionsOverOnceDone() {
        let cache = SharedViewCache(timeZone: zone)
        cache.prepareInBackground(data, minimum: 1)
        #expect(cache.waitForPreparations())
        #expect(cache.using(data) { $0.keptItems[largest] != nil })
        let shown = shown(largest, by: cache, in: data), fresh = fresh(largest, in: data)
        #expect(shown.all == fresh.all && shown.matching == fresh.matching)
    }

    @Test func aScreenAskingWhileThePreparationWorksGetsWhatAFreshCacheShows() {
        let cache = SharedViewCache(timeZone: zone)
        let state = TrackerState(app: AppState(data: data))
        cache.prepareInBackground(data, minimum: 1)
        let asked = Array(cache.detail(of: largest, in: state).sections)    // waits for it, or makes them itself
        #expect(asked == fresh(largest, in: data).all)
        #expect(cache.waitForPreparations())
        #expect(Array(cache.detail(of: largest, in: state).sections) == asked)
    }
}
