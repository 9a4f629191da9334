import Synchronization
import Testing
import UDFKit
@testable import Synced

/// Two devices and one server, each round trip made by the test: no clock, no waiting.
@Suite struct SyncedTests {
    let server = SyncServer()
    var sync: Synchronizer { Synchronizer(server: server) }

    func device(_ name: String) -> Store<Device> {
        Store(initialState: Device(name: name), reducer: deviceReducer)
    }

    func roundTrip(_ store: Store<Device>) async {
        await sync.sync(store)
    }

    /// A phone and a laptop, both synced after the phone added "Milk".
    func bothHoldingMilk() async -> (phone: Store<Device>, laptop: Store<Device>) {
        let phone = device("phone"), laptop = device("laptop")
        phone.dispatch(ListAction.added(id: "milk", text: "Milk"))
        await roundTrip(phone)
        await roundTrip(laptop)
        return (phone, laptop)
    }

    @Test func anActionShowsAtOnceAndReachesTheOtherDeviceAfterARoundTrip() async {
        let phone = device("phone"), laptop = device("laptop")
        phone.dispatch(ListAction.added(id: "milk", text: "Milk"))
        #expect(phone.state.list.map(\.text) == ["Milk"])
        #expect(phone.state.status == "1 waiting")

        await roundTrip(phone)
        await roundTrip(laptop)

        #expect(phone.state.status == "synced")
        #expect(laptop.state.list == phone.state.list)
    }

    @Test func offlineActionsWaitInOrderAndAreAppliedOnceEvenWhenSentTwice() async {
        let phone = device("phone")
        await server.setReachable(false)
        phone.dispatch(ListAction.added(id: "milk", text: "Milk"))
        phone.dispatch(ListAction.checked(id: "milk"))
        await roundTrip(phone)
        #expect(phone.state.status == "offline · 2 waiting")

        await server.setReachable(true)
        let before = phone.state
        await roundTrip(phone)
        // The same batch again, as after an answer lost on the way back.
        _ = try? await server.push(before.outbox)

        #expect(await server.log.count == 2)
        #expect(await server.list.map(\.isDone) == [true])
        #expect(phone.state.status == "synced")
    }

    @Test func aRenameOfAnEntryRenamedElsewhereIsKeptAsAConflictUntilResolved() async {
        let (phone, laptop) = await bothHoldingMilk()
        await server.setReachable(false)
        phone.dispatch(ListAction.renamed(id: "milk", from: "Milk", to: "Oat milk"))
        await roundTrip(phone)
        await server.setReachable(true)
        laptop.dispatch(ListAction.renamed(id: "milk", from: "Milk", to: "Whole milk"))
        await roundTrip(laptop)

        await roundTrip(phone)

        #expect(phone.state.list.map(\.text) == ["Whole milk"])
        #expect(phone.state.conflicts.map(\.reason) == ["milk was renamed elsewhere to Whole milk"])
        #expect(phone.state.status == "1 conflict")

        phone.dispatch(SyncAction.keptMine(number: 2))
        await roundTrip(phone)
        await roundTrip(laptop)
        #expect(laptop.state.list.map(\.text) == ["Oat milk"])
        #expect(phone.state.status == "synced")
    }

    @Test func takingTheirsDropsTheConflictAndKeepsTheirChange() async {
        let (phone, laptop) = await bothHoldingMilk()
        laptop.dispatch(ListAction.removed(id: "milk"))
        await roundTrip(laptop)
        phone.dispatch(ListAction.checked(id: "milk"))

        await roundTrip(phone)
        #expect(phone.state.conflicts.map(\.reason) == ["milk was removed elsewhere"])
        phone.dispatch(SyncAction.tookTheirs(number: 2))

        #expect(phone.state.list.isEmpty)
        #expect(phone.state.status == "synced")
    }

    @Test func theMiddlewareSyncsInTheBackgroundAfterEachAction() async throws {
        let phone = Store(initialState: Device(name: "phone"), reducer: deviceReducer, middleware: [sync.middleware])
        phone.dispatch(ListAction.added(id: "milk", text: "Milk"))
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while phone.state.status != "synced", ContinuousClock.now < deadline { await Task.yield() }
        #expect(phone.state.status == "synced")
        #expect(await server.list.map(\.text) == ["Milk"])
    }
}

@Suite struct SyncedSessionTests {
    @Test func theScriptedSessionEndsWithBothDevicesAgreeing() async {
        let lines = Mutex<[String]>([])
        await runSession { line in lines.withLock { $0.append(line) } }
        let seen = lines.withLock { $0 }
        #expect(seen.contains("phone: conflict: milk was renamed elsewhere to Whole milk"))
        #expect(seen.suffix(2) == [
            "phone: kept mine · synced · [ ] Oat milk, [ ] Bread",
            "laptop: synced · synced · [ ] Oat milk, [ ] Bread",
        ])
    }
}
