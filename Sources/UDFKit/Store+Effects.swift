/// The running effects of one store, keyed by a serial number and grouped by id.
struct EffectRegistry {
    private var nextSerial = 0
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var serialsByID: [EffectID: Set<Int>] = [:]
    private var idBySerial: [Int: EffectID] = [:]

    var count: Int { tasks.count }

    mutating func reserveSerial() -> Int {
        nextSerial += 1
        return nextSerial
    }

    mutating func insert(_ task: Task<Void, Never>, serial: Int, id: EffectID?) {
        tasks[serial] = task
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

    /// Removes and returns the tasks with this id, for the caller to cancel outside the lock.
    mutating func removeAll(id: EffectID) -> [Task<Void, Never>] {
        let serials = serialsByID.removeValue(forKey: id) ?? []
        return serials.compactMap { serial in
            idBySerial[serial] = nil
            return tasks.removeValue(forKey: serial)
        }
    }

    mutating func removeAll() -> [Task<Void, Never>] {
        defer { self = EffectRegistry(nextSerial: nextSerial) }
        return Array(tasks.values)
    }

    private init(nextSerial: Int) {
        self.nextSerial = nextSerial
    }

    init() {}
}

extension Store {
    /// The number of effects started by this store that have not finished or been cancelled.
    public var runningEffectCount: Int {
        core.withLock { $0.effects.count }
    }

    /// Cancels every running effect with the given id; the same as dispatching
    /// ``Effect/cancel(id:)`` but without passing through middleware.
    public func cancelEffects(id: EffectID) {
        let tasks = core.withLock { $0.effects.removeAll(id: id) }
        tasks.forEach { $0.cancel() }
    }

    /// Cancels every running effect of this store.
    public func cancelAllEffects() {
        let tasks = core.withLock { $0.effects.removeAll() }
        tasks.forEach { $0.cancel() }
    }

    /// Starts or cancels an effect.
    @usableFromInline
    func start(_ effect: Effect) {
        switch effect.kind {
        case .cancel(let id):
            cancelEffects(id: id)
        case .run(let operation):
            run(operation)
        }
    }

    private func run(_ operation: Effect.Operation) {
        if operation.cancelInFlight, let id = operation.id {
            cancelEffects(id: id)
        }
        let send = Send { [weak self] action in self?.dispatch(action) }
        core.withLock { core in
            let serial = core.effects.reserveSerial()
            let task = Task { [weak self] in
                do {
                    try await operation.body(send)
                } catch is CancellationError {
                    // Cancelled effects end silently.
                } catch {
                    if !Task.isCancelled, let action = operation.action(for: error) {
                        send(action)
                    }
                }
                self?.core.withLock { $0.effects.remove(serial: serial) }
            }
            core.effects.insert(task, serial: serial, id: operation.id)
        }
    }
}
