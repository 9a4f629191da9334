import UDFKit

/// The team's server, here in memory (udf-tui's is PostgreSQL): the list, the log of the
/// actions it applied, and the last number it applied from each device.
actor SyncServer {
    /// The server could not be reached.
    struct Unreachable: Error {}

    private(set) var list: IdentifiedList<Entry> = []
    private(set) var log: [Numbered] = []
    private var lastNumber: [String: Int] = [:]
    /// Whether requests get through; false stands for a lost network or a stopped server.
    var isReachable = true

    func setReachable(_ reachable: Bool) { isReachable = reachable }

    /// Applies a device's waiting actions in order and returns those the rules refuse. An
    /// action it already has (the same device and number, sent again) is skipped: a batch is
    /// applied once however often it is sent.
    func push(_ batch: [Numbered]) throws(Unreachable) -> [Conflict] {
        guard isReachable else { throw Unreachable() }
        var refused: [Conflict] = []
        for waiting in batch where waiting.number > lastNumber[waiting.device, default: 0] {
            lastNumber[waiting.device] = waiting.number
            if let reason = ListRules.refusal(of: waiting.action, in: list) {
                refused.append(Conflict(action: waiting, reason: reason))
            } else {
                ListRules.apply(waiting.action, to: &list)
                log.append(waiting)
            }
        }
        return refused
    }

    /// The actions applied after `position`, and the position after them.
    func pull(after position: Int) throws(Unreachable) -> (log: [Numbered], position: Int) {
        guard isReachable else { throw Unreachable() }
        return (Array(log[min(position, log.count)...]), log.count)
    }
}

/// The seam between a store and its server: ships the store's waiting actions and feeds what
/// comes back into the store as actions. Nothing else talks to the server, and the reducers
/// never wait for it.
struct Synchronizer: Sendable {
    let server: SyncServer

    /// One round trip for `device` as it is now: push its outbox, then pull the log since its
    /// position, and send the outcome as one action (or ``SyncAction/offline``).
    func sync(_ device: Device, send: Send) async {
        do {
            let refused = try await server.push(device.outbox)
            let pulled = try await server.pull(after: device.position)
            send(SyncAction.synced(sentUpTo: device.outbox.last?.number ?? 0, refused: refused, log: pulled.log, position: pulled.position))
        } catch {
            send(SyncAction.offline)
        }
    }

    /// One round trip for `store`'s device, its outcome dispatched to `store`: what a "sync
    /// now" key or a timer runs.
    func sync(_ store: Store<Device>) async {
        await sync(store.state, send: Send { action in store.dispatch(action) })
    }

    /// The middleware that starts a round trip, as an effect, after each action of the
    /// person's: the action is on screen before the network is touched.
    var middleware: Middleware<Device> {
        Middleware { context, action, next in
            next(action)
            guard action is ListAction || action is SyncAction && action as? SyncAction != .offline,
                  let device = context.state, !device.outbox.isEmpty else { return }
            context.run(.run(id: "sync") { send in await sync(device, send: send) })
        }
    }
}
