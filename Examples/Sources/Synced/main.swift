import UDFKit

/// A scripted session: two devices on one server; the phone goes offline and edits, the
/// laptop renames the same entry meanwhile; the phone's rename comes back as a conflict.
func runSession(print: @Sendable (String) -> Void) async {
    let server = SyncServer()
    let sync = Synchronizer(server: server)
    let phone = Store(initialState: Device(name: "phone"), reducer: deviceReducer)
    let laptop = Store(initialState: Device(name: "laptop"), reducer: deviceReducer)
    func roundTrip(_ store: Store<Device>) async {
        await sync.sync(store)
    }
    func show(_ store: Store<Device>, _ what: String) {
        let entries = store.state.list.map { "[\($0.isDone ? "x" : " ")] \($0.text)" }.joined(separator: ", ")
        print("\(store.state.name): \(what) · \(store.state.status) · \(entries)")
    }

    phone.dispatch(ListAction.added(id: "milk", text: "Milk"))
    show(phone, "Milk added")
    await roundTrip(phone)
    await roundTrip(laptop)
    show(laptop, "synced")

    await server.setReachable(false)
    phone.dispatch(ListAction.renamed(id: "milk", from: "Milk", to: "Oat milk"))
    phone.dispatch(ListAction.added(id: "bread", text: "Bread"))
    await roundTrip(phone)
    show(phone, "offline, two edits")

    await server.setReachable(true)
    laptop.dispatch(ListAction.renamed(id: "milk", from: "Milk", to: "Whole milk"))
    await roundTrip(laptop)
    await roundTrip(phone)
    show(phone, "back online")
    for conflict in phone.state.conflicts { print("phone: conflict: \(conflict.reason)") }

    for conflict in phone.state.conflicts { phone.dispatch(SyncAction.keptMine(number: conflict.action.number)) }
    await roundTrip(phone)
    await roundTrip(laptop)
    show(phone, "kept mine")
    show(laptop, "synced")
}

await runSession { print($0) }
