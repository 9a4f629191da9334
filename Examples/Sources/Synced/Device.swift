import UDFKit

/// One device's state: the list as the server last confirmed it, and its own actions on top.
struct Device: Equatable, Sendable {
    let name: String
    /// The list as the server last sent it.
    var confirmed: IdentifiedList<Entry> = []
    /// How far into the server's log this device has read.
    var position = 0
    /// This device's actions the server does not have yet, oldest first.
    var outbox: [Numbered] = []
    var nextNumber = 1
    /// Actions the server refused, until the person resolves them.
    var conflicts: [Conflict] = []
    var isOnline = true

    init(name: String) {
        self.name = name
    }

    /// What the device shows: the confirmed list with the waiting actions applied on top, by
    /// the same rules (a waiting action the server's newer list refuses shows as refused).
    var list: IdentifiedList<Entry> {
        outbox.reduce(into: confirmed) { list, waiting in ListRules.apply(waiting.action, to: &list) }
    }

    /// The status line: synced, N waiting, offline, N conflicts.
    var status: String {
        let parts = [
            isOnline ? nil : "offline",
            outbox.isEmpty ? nil : "\(outbox.count) waiting",
            conflicts.isEmpty ? nil : "\(conflicts.count) conflict\(conflicts.count == 1 ? "" : "s")",
        ].compactMap(\.self)
        return parts.isEmpty ? "synced" : parts.joined(separator: " · ")
    }
}

/// What the synchronizer and the person say about syncing.
enum SyncAction: Action, Equatable {
    /// A round trip: the server has every action up to `sentUpTo` (and refused `refused`),
    /// and its log from this device's position on is `log`, up to `position`.
    case synced(sentUpTo: Int, refused: [Conflict], log: [Numbered], position: Int)
    /// The server could not be reached; the outbox waits.
    case offline
    /// Keep mine: the refused action is made again against the list as it is now.
    case keptMine(number: Int)
    /// Take theirs: the refused action is dropped.
    case tookTheirs(number: Int)
}

/// The device's reducer: a person's action joins the outbox when the rules allow it; a sync
/// moves the confirmed list forward and empties the outbox of what the server has.
let deviceReducer = Reducer<Device>.combine(
    Reducer(ListAction.self) { device, action in
        guard ListRules.refusal(of: action, in: device.list) == nil else { return }
        device.outbox.append(Numbered(device: device.name, number: device.nextNumber, action: action))
        device.nextNumber += 1
    },
    Reducer(SyncAction.self) { device, action in
        switch action {
        case let .synced(sentUpTo, refused, log, position):
            for applied in log { ListRules.apply(applied.action, to: &device.confirmed) }
            device.position = position
            device.outbox.removeAll { $0.number <= sentUpTo }
            device.conflicts += refused
            device.isOnline = true
        case .offline:
            device.isOnline = false
        case .keptMine(let number):
            guard let conflict = device.conflicts.first(where: { $0.action.number == number }) else { return }
            device.conflicts.removeAll { $0.action.number == number }
            let again = rebased(conflict.action.action, on: device.list)
            guard ListRules.refusal(of: again, in: device.list) == nil else { return }
            device.outbox.append(Numbered(device: device.name, number: device.nextNumber, action: again))
            device.nextNumber += 1
        case .tookTheirs(let number):
            device.conflicts.removeAll { $0.action.number == number }
        }
    }
)

/// `action` made again against `list`: a rename replaces the text the entry has now.
private func rebased(_ action: ListAction, on list: IdentifiedList<Entry>) -> ListAction {
    guard case let .renamed(id, _, text) = action, let current = list[id: id] else { return action }
    return .renamed(id: id, from: current.text, to: text)
}
