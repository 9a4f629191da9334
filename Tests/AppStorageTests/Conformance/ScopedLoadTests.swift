@testable import AppStorage
import AppCore
import LargeSamples
import Foundation
import ProcessTesting
import Testing
import UDFKit

/// The scoped load of the commands (``DataScope``): every project and activity and only the
/// items an action names, on SQLite and on PostgreSQL. A command on it writes exactly what
/// the same command writes on the whole data, and refuses what it cannot plan.
@Suite(.onOwnThread) struct ScopedLoadTests {
    static let at = date("2025-06-15T12:00:00Z")
    let demo = SampleData.demo()

    @Test(arguments: Backend.all)
    func aScopedLoadHoldsEveryProjectAndActivityAndOnlyTheNamedItemsInTheirOrder(_ backend: Backend) throws {
        // Given the demo data, whose Mileage items are 101…114, newest first, a month apart
        let database = try ConformanceDatabase(backend)
        let storage = try database.open(holding: demo)
        defer { storage.close() }
        let from104To102 = DateInterval(
            start: try #require(demo.items[id: ItemID(104)]).timestamp, end: try #require(demo.items[id: ItemID(102)]).timestamp
        )

        // When it loads two items by id (one missing), the café's items, and Mileage's
        // items from 104's instant (included) to 102's (excluded)
        let data = try storage.loadData(DataScope(
            items: [ItemID(120), ItemID(999), ItemID(101)], itemsOfProjects: [SampleData.cafeID],
            itemsInIntervals: [ProjectInterval(projectID: SampleData.mileageID, interval: from104To102)]
        ))

        // Then it has every project and activity, and those items in the order of the whole
        let chosen: Set<ItemID> = [ItemID(120), ItemID(101), ItemID(103), ItemID(104)]
        let expected = AppData(
            projects: demo.projects,
            items: SampleData.list(demo.items.filter { chosen.contains($0.id) || $0.projectID == SampleData.cafeID }),
            activities: demo.activities
        )
        #expect(data == expected)
        #expect(try storage.loadData(DataScope()) == AppData(projects: demo.projects, activities: demo.activities))
    }

    /// `report` names every project's periods: a thousand projects are a thousand intervals,
    /// more than SQLite takes in one compound `SELECT` (500 terms); an import names every id.
    @Test(arguments: Backend.all)
    func aScopeNamingThousandsOfIntervalsAndIdsLoadsThemAll(_ backend: Backend) throws {
        // Given 1,200 projects of 3 items each, one an hour
        let data = SampleData.large(projectCount: 1_200, itemCount: 3_600, spread: true)
        let database = try ConformanceDatabase(backend)
        let storage = try database.open(holding: data)
        defer { storage.close() }
        // When it loads every project's items of the last two hours (the 1,200 newest, one per
        // project), and 1,100 other items by id
        let lastTwoHours = DateInterval(start: SampleData.referenceDate.addingTimeInterval(-1_199 * 3_600), end: SampleData.referenceDate.addingTimeInterval(1))
        let byID = data.items.array[2_000..<3_100].map(\.id)
        let loaded = try storage.loadData(DataScope(
            items: byID,
            itemsInIntervals: data.projects.map { ProjectInterval(projectID: $0.id, interval: lastTwoHours) }
        ))
        // Then it holds exactly those, in their order
        let expected = data.items.filter { lastTwoHours.contains($0.timestamp) && $0.timestamp < lastTwoHours.end || byID.contains($0.id) }
        #expect(loaded.items.count == 2_300)
        #expect(loaded.items.array == expected)
        #expect(loaded.projects == data.projects)
    }

    @Test(arguments: Backend.all)
    func itemCountsComeFromTheDatabase(_ backend: Backend) throws {
        let database = try ConformanceDatabase(backend)
        let storage = try database.open(holding: demo)
        defer { storage.close() }
        #expect(try storage.itemCounts(of: nil) == demo.itemCountsByProject())
        #expect(try storage.itemCounts(of: nil) == [SampleData.mileageID: 14, SampleData.hoursID: 15, SampleData.spendingID: 4, SampleData.cafeID: 6])
        #expect(try storage.itemCounts(of: SampleData.hoursID) == [SampleData.hoursID: 15])
        #expect(try storage.itemCounts(of: ProjectID(999)) == [:])
    }

    /// The commands' actions, accepted and refused, each with the scope its command loads.
    static let commands: [(action: any Action, scope: DataScope)] = [
        (ItemAction.itemAdded(id: ItemID(900), projectID: SampleData.mileageID, amount: 412, timestamp: at, notes: "Tank", at: at),
         DataScope(items: [ItemID(900)])),
        (ItemAction.itemAdded(id: ItemID(105), projectID: SampleData.mileageID, amount: 1, timestamp: at, notes: nil, at: at),
         DataScope(items: [ItemID(105)])),    // the id is taken
        (ItemAction.itemAdded(id: ItemID(901), projectID: ProjectID(77), amount: 1, timestamp: at, notes: nil, at: at),
         DataScope(items: [ItemID(901)])),    // no such project
        (ItemAction.itemEdited(id: ItemID(103), amount: 380, timestamp: at, notes: nil, at: at), DataScope(items: [ItemID(103)])),
        (ItemAction.itemEdited(id: ItemID(999), amount: 1, timestamp: at, notes: nil, at: at), DataScope(items: [ItemID(999)])),
        (ActivityAction.activityStarted(projectID: SampleData.hoursID, at: at), DataScope()),    // already running
        (ActivityAction.activityStopped(projectID: SampleData.hoursID, itemID: ItemID(902), at: at.addingTimeInterval(90)),
         DataScope(items: [ItemID(902)])),
        (ActivityAction.activityStopped(projectID: SampleData.hoursID, itemID: ItemID(903), at: at), DataScope(items: [ItemID(903)])),
        (ActivityAction.activityStarted(projectID: SampleData.hoursID, at: at.addingTimeInterval(120)), DataScope()),
        (ActivityAction.activityStarted(projectID: SampleData.mileageID, at: at), DataScope()),    // km do not count time
        (ActivityAction.activityStopped(projectID: SampleData.hoursID, itemID: ItemID(104), at: at), DataScope(items: [ItemID(104)])),
        (ProjectAction.targetSet(id: SampleData.mileageID, target: Target(kind: .atLeast, amount: 500), at: at), DataScope()),
        (ProjectAction.projectEdited(id: SampleData.hoursID, title: "Hours", units: "km", frequency: .daily, at: at), DataScope()),
        (ProjectAction.projectCreated(id: ProjectID(5), title: "Reading", units: "min", frequency: .daily, at: at), DataScope()),
        // A deletion loads the item and the last item of all, which takes its place.
        (ItemAction.itemDeleted(id: ItemID(103), at: at), DataScope(items: [ItemID(103)], lastItem: true)),
        (ItemAction.itemDeleted(id: ItemID(900), at: at), DataScope(items: [ItemID(900)], lastItem: true)),
        (ItemAction.itemDeleted(id: ItemID(103), at: at), DataScope(items: [ItemID(103)], lastItem: true)),    // gone already
        // A project's deletion loads no item: the database takes them with it.
        (ProjectAction.projectDeleted(id: SampleData.cafeID), DataScope()),
        (ProjectAction.projectDeleted(id: ProjectID(77)), DataScope()),    // no such project
    ]

    @Test(arguments: Backend.all)
    func eachCommandOnAScopedLoadWritesWhatItWritesOnTheWholeData(_ backend: Backend) throws {
        // Given two databases holding the same data, one kept by a store of the whole data
        let whole = try ConformanceDatabase(backend)
        let wholeStore = try PersistentStore(storage: whole.open(holding: demo), watchInterval: nil)
        defer { wholeStore.close() }
        let scoped = try ConformanceDatabase(backend)
        try scoped.open(holding: demo).close()

        for (action, scope) in Self.commands {
            // When each action is applied to the whole data, and, as a command does, to a
            // scoped load of the other database opened for it alone
            let expected = wholeStore.apply(action)
            let command = try PersistentStore(storage: scoped.open(), scope: scope)
            let outcome = command.apply(action)
            command.close()

            // Then both are accepted or refused alike, and the two databases are equal,
            // order included (the positions of every row)
            #expect(outcome == expected, "\(action)")
            #expect(try scoped.dataOnDisk() == whole.dataOnDisk(), "\(action)")
        }
        #expect(try scoped.dataOnDisk() != demo)
    }

    /// A database of the demo data, and a store over it that loaded item 105 alone.
    func scopedToItem105(_ backend: Backend) throws -> (ConformanceDatabase, PersistentStore) {
        let database = try ConformanceDatabase(backend)
        try database.open(holding: demo).close()
        return (database, try PersistentStore(storage: database.open(), scope: DataScope(items: [ItemID(105)])))
    }

    @Test(arguments: Backend.all)
    func aScopedStoreTakesTheDismissalOfAnErrorAfterARefusal(_ backend: Backend) throws {
        // Given a scoped store whose last action was refused
        let (database, app) = try scopedToItem105(backend)
        defer { app.close() }
        let stale = ItemAction.itemEdited(id: ItemID(105), amount: 1, timestamp: Self.at, notes: nil, at: Self.at, expectedVersion: 99)
        guard case .refused = app.apply(stale) else {
            Issue.record("the stale edit was not refused")
            return
        }
        // When the error is dismissed, that is applied (an error action changes no data, so
        // any scope covers it), and the error is gone
        #expect(app.apply(ErrorAction.errorDismissed) == .applied)
        #expect(app.store.state.lastError == nil)
        withExtendedLifetime(database) {}    // its schema is dropped when it goes
    }

    @Test(arguments: Backend.all)
    func aScopedStoreRefusesWhatItCannotPlanAndWritesNothing(_ backend: Backend) throws {
        // Given a scoped store that loaded item 105
        let (database, app) = try scopedToItem105(backend)
        defer { app.close() }
        let loaded = app.store.state.data

        // When it is given what needs the whole data (a deletion gives the last item of all
        // the deleted one's place), or an action on an item it did not load
        let refused: [any Action] = [
            ItemAction.itemDeleted(id: ItemID(105), at: Self.at),    // without the last item
            ItemAction.itemEdited(id: ItemID(106), amount: 1, timestamp: Self.at, notes: nil, at: Self.at),
            ItemAction.itemAdded(id: ItemID(106), projectID: SampleData.cafeID, amount: 1, timestamp: Self.at, notes: nil, at: Self.at),
            ActivityAction.activityStopped(projectID: SampleData.hoursID, itemID: ItemID(106), at: Self.at),
        ]
        for action in refused {
            // Then it is refused as a storage failure, and nothing changes, in memory or on disk
            guard case .failed(.notSaved(let detail, changedElsewhere: false)) = app.apply(action) else {
                Issue.record("\(action) was not refused")
                continue
            }
            #expect(detail.hasSuffix("needs all the data, and only part of it was loaded."))
            #expect(app.store.state.data == loaded)
            #expect(try database.dataOnDisk() == demo)
        }
    }
}
