import Synchronization

/// The running effects of one store, keyed by a serial number and grouped by id, and the
/// ids a throttle holds closed.
struct EffectRegistry {
    private var nextSerial = 0
    private var tasks: [Int: (task: Task<Void, Never>, token: EffectToken)] = [:]
    private var serialsByID: [EffectID: Set<Int>] = [:]
    private var idBySerial: [Int: EffectID] = [:]
    /// Throttled ids whose interval runs, with the effect that waits for its end (`latest`).
    var gates: [EffectID: Effect?] = [:]

    var count: Int { tasks.count }

    mutating func reserveSerial() -> Int {
        nextSerial += 1
        return nextSerial
    }

    mutating func insert(_ task: Task<Void, Never>, token: EffectToken, serial: Int, id: EffectID?) {
        tasks[serial] = (task, token)
        if let id {
            serialsByID[id, default: []].insert(serial)
            idBySerial[serial] = id
        }
    }

    mutating func remove(serial: Int) {
        tasks[serial] = nil
        if let id = idBySerial.removeValue(forKey: serial) {
            serialsByID[id]?.remove(serial)
            if serialsByID[id]?.isEmpty == true { serialsByID[id] = nil }
        }
    }

    /// Removes the effects with this id, marks them cancelled (nothing they send is applied
    /// from now on), and returns their tasks for the caller to cancel outside the lock.
    mutating func cancelAll(id: EffectID) -> [Task<Void, Never>] {
        gates[id] = nil
        let serials = serialsByID.removeValue(forKey: id) ?? []
        return serials.compactMap { serial in
            idBySerial[serial] = nil
            return tasks.removeValue(forKey: serial).map { $0.token.cancel(); return $0.task }
        }
    }

    mutating func cancelAll() -> [Task<Void, Never>] {
        defer { self = EffectRegistry(nextSerial: nextSerial) }
        return tasks.values.map { $0.token.cancel(); return $0.task }
    }

    private init(nextSerial: Int) {
        self.nextSerial = nextSerial
    }

    init() {}
}

/// Whether an effect was cancelled: checked when an action it sent is about to be applied,
/// so that nothing it sends reaches the store once the cancellation has returned.
@usableFromInline
final class EffectToken: Sendable {
    private let cancelled = Atomic<Bool>(false)

    @usableFromInline var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    func cancel() {
        cancelled.store(true, ordering: .releasing)
    }
}

extension Store {
    /// The number of effects started by this store that have not finished or been cancelled.
    public var runningEffectCount: Int {
        core.withLock { $0.effects.count }
    }

    /// Cancels every running effect with the given id; the same as dispatching
    /// ``Effect/cancel(id:)`` but without passing through middleware. When it returns, nothing
    /// those effects send reaches the store, even if their work has not stopped yet.
    public func cancelEffects(id: EffectID) {
        let tasks = core.withLock { $0.effects.cancelAll(id: id) }
        tasks.forEach { $0.cancel() }
    }

    /// Cancels every running effect of this store, as ``cancelEffects(id:)`` does.
    public func cancelAllEffects() {
        let tasks = core.withLock { $0.effects.cancelAll() }
        tasks.forEach { $0.cancel() }
    }

    /// Starts or cancels what `effect` says, in its order.
    @usableFromInline
    func start(_ effect: Effect) {
        switch effect.kind {
        case .none:
            return
        case .send(let action):
            dispatch(action)
        case .cancel(let id):
            cancelEffects(id: id)
        case .merge(let effects):
            effects.forEach(start)
        case .run(let operation):
            run(operation)
        case .throttle(let throttle):
            self.throttle(throttle)
        }
    }

    private func run(_ operation: Effect.Operation) {
        if operation.cancelInFlight, let id = operation.id {
            cancelEffects(id: id)
        }
        core.withLock { core in
            let running = RunningEffect(operation, store: self, serial: core.effects.reserveSerial())
            core.effects.insert(Task { await running.run() }, token: running.token, serial: running.serial, id: operation.id)
        }
    }

    /// Starts `throttle`'s effect unless its id's interval runs (then keeps it for the end of
    /// the interval with `latest`, or drops it), and closes the id for one interval.
    private func throttle(_ throttle: Throttle) {
        let open = core.withLock { core -> Bool in
            guard core.effects.gates.keys.contains(throttle.id) else {
                core.effects.gates[throttle.id] = .some(nil)
                return true
            }
            if throttle.latest { core.effects.gates[throttle.id] = .some(throttle.effect) }
            return false
        }
        guard open else { return }
        start(throttle.effect)
        let reopen = Effect.run(id: throttle.id) { [weak self] _ in
            @Dependency(\.clock) var clock
            try await clock.sleep(for: throttle.interval)
            guard let self else { return }
            let waiting = core.withLock { $0.effects.gates.removeValue(forKey: throttle.id) } ?? nil
            if let waiting { start(Effect(kind: .throttle(Throttle(id: throttle.id, interval: throttle.interval, latest: throttle.latest, effect: waiting)))) }
        }
        start(reopen)
    }
}

/// One effect while it runs: its work, its store (weakly: a store released cancels its
/// effects rather than being kept by them), and whether it was cancelled. One object, so
/// that starting an effect allocates little beyond its task.
final class RunningEffect<State: Sendable>: @unchecked Sendable {
    // @unchecked: `store` is weak, set once in `init` and never written again.
    let operation: Effect.Operation
    let token = EffectToken()
    let serial: Int
    private weak var store: Store<State>?
    private let dependencies: DependencyValues

    init(_ operation: Effect.Operation, store: Store<State>, serial: Int) {
        self.operation = operation
        self.store = store
        self.serial = serial
        self.dependencies = store.dependencies
    }

    /// Runs the work with the store's dependencies bound (the live values need no binding:
    /// they are what `DependencyValues.current` holds), then leaves the store's registry.
    func run() async {
        if dependencies.isLive { await perform() } else { await DependencyValues.$current.withValue(dependencies) { await perform() } }
        store?.core.withLock { $0.effects.remove(serial: serial) }
    }

    private func perform() async {
        let send = Send { [self] action in self.send(action) }
        do {
            try await operation.body(send)
        } catch is CancellationError {
            // Cancelled effects end silently.
        } catch {
            if !Task.isCancelled, let action = operation.action(for: error) { self.send(action) }
        }
    }

    /// Sends `action` to the store, unless the effect was cancelled.
    func send(_ action: any Action) {
        guard !token.isCancelled else { return }
        store?.deliver(action, from: token)
    }
}
