import AppCore
import Foundation
import LargeSamples
import Testing
@testable import TrackerUI
import UDFKit

/// The view cache follows each action's change record (issue 24: a save at a million items
/// must not sort the project again): after any run of actions through AppCore's reducer, what
/// it shows is what a fresh cache derives from the same data, and it got there by following.
@Suite("View cache, following the change records")
struct ViewCacheFollowTests {
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    let now = SampleData.referenceDate

    /// Three projects of 120 items, a new action each step, chosen by the seed.
    @Test(arguments: UInt64(1)...6)
    func aFollowingCacheShowsWhatAFreshOneDerives(seed: UInt64) throws {
        var state = AppState(data: SampleData.large(projectCount: 3, itemCount: 360))
        let cache = ViewCache()
        var random = Steps(seed)
        var followed = 0
        for step in 0..<60 {
            cache.prepare(for: state.data, timeZone: zone)
            derive(cache, from: state.data)
            let kept = cache.keptItems[ProjectID(1)]
            AppState.reducer.reduce(&state, action(step, &random, in: state.data))
            cache.prepare(for: state.data, timeZone: zone)
            if kept != nil, cache.keptItems[ProjectID(1)] != nil { followed += 1 }
            let fresh = ViewCache()
            fresh.prepare(for: state.data, timeZone: zone)
            try expectSame(cache, fresh, state.data, "seed \(seed) step \(step)")
        }
        #expect(followed > 40, "the cache followed \(followed) of 60 steps")
    }

    /// Derives what the screens ask for: the list, every timeline, project 1's sections.
    func derive(_ cache: ViewCache, from data: AppData) {
        _ = cache.projects(in: data, matching: "", order: .periodTotal, now: now)
        for project in data.projects { _ = cache.timeline(of: project.id, in: data) }
        _ = cache.detail(of: ProjectID(1), in: data)
    }

    func expectSame(_ cache: ViewCache, _ fresh: ViewCache, _ data: AppData, _ comment: Comment) throws {
        for order in [ProjectOrder.updated, .periodTotal] {
            #expect(cache.projects(in: data, matching: "", order: order, now: now) == fresh.projects(in: data, matching: "", order: order, now: now), comment)
        }
        for project in data.projects {
            let (kept, derived) = (cache.timeline(of: project.id, in: data), fresh.timeline(of: project.id, in: data))
            #expect(kept.entries.map(\.timestamp) == derived.entries.map(\.timestamp), comment)
            #expect(kept.entries.map(\.amount).sorted() == derived.entries.map(\.amount).sorted(), comment)
            #expect(cache.detail(of: project.id, in: data).sections == fresh.detail(of: project.id, in: data).sections, comment)
        }
        #expect(cache.detail(of: ProjectID(1), in: data, matching: "1").sections == fresh.detail(of: ProjectID(1), in: data, matching: "1").sections, comment)
        let detail = cache.detail(of: ProjectID(1), in: data)
        let found = (0..<detail.itemCount).filter { detail.index(of: detail.item($0).id, in: data) == $0 }
        #expect(found.count == detail.itemCount, comment)
    }

    /// An action for step `step`: mostly item adds, edits (amount, moment, notes) and
    /// deletions in projects 1 and 2, with undo, redo, a change of frequency and, once, the
    /// deletion of project 3.
    func action(_ step: Int, _ random: inout Steps, in data: AppData) -> any Action {
        let items = data.items.array
        let item = items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))]
        let at = now.addingTimeInterval(Double(step))
        let moment = now.addingTimeInterval(-Double(random.next() % 2_000_000))
        switch (step == 40, random.next() % 8, item) {
        case (true, _, _):
            return ProjectAction.projectDeleted(id: ProjectID(3))
        case (_, 0, _), (_, _, nil):
            return ItemAction.itemAdded(id: ItemID(UInt64(10_000 + step)), projectID: ProjectID(1 + random.next() % 2),
                                        amount: Double(random.next() % 50) / 4, timestamp: moment, notes: "n\(step)", at: at)
        case (_, 1, let item?):
            return ItemAction.itemEdited(id: item.id, amount: item.amount + 1, timestamp: item.timestamp, notes: item.notes, at: at)
        case (_, 2, let item?):
            return ItemAction.itemEdited(id: item.id, amount: item.amount, timestamp: moment, notes: "moved", at: at)
        case (_, 3, let item?):
            return ItemAction.itemDeleted(id: item.id, at: at)
        case (_, 4, _):
            return HistoryAction.undone
        case (_, 5, _):
            return HistoryAction.redone
        case (_, 6, _):
            let project = data.projects[id: ProjectID(1)]
            let frequency: Frequency = project?.frequency == .daily ? .monthly : .daily
            return ProjectAction.projectEdited(id: ProjectID(1), title: project?.title ?? "P", units: project?.units ?? "km", frequency: frequency, at: at)
        default:
            return ItemAction.itemAdded(id: ItemID(UInt64(20_000 + step)), projectID: ProjectID(1), amount: 1, timestamp: moment, notes: nil, at: at)
        }
    }
}
