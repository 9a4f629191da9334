/// Effects made of effects: their actions rewritten, delayed until quiet, or let through at
/// most once a period. Debounce and throttle sleep on the store's ``DependencyValues/clock``,
/// so a test advances them with its test clock.
extension Effect {
    /// This effect with every action it sends passed through `transform` first (what
    /// ``Reducer/forEach(_:action:_:)`` does to address an element's actions to it).
    public func map(_ transform: @escaping @Sendable (any Action) -> any Action) -> Effect {
        switch kind {
        case .none, .cancel:
            return self
        case .send(let action):
            return Effect(kind: .send(transform(action)))
        case .merge(let effects):
            return Effect(kind: .merge(effects.map { $0.map(transform) }))
        case .run(let operation):
            return Effect(kind: .run(Operation(
                id: operation.id, cancelInFlight: operation.cancelInFlight,
                body: { send in try await operation.body(Send { send.send(any: transform($0)) }) },
                failure: { error in operation.action(for: error).map(transform) }
            )))
        case .throttle(let throttle):
            return Effect(kind: .throttle(Throttle(id: throttle.id, interval: throttle.interval, latest: throttle.latest, effect: throttle.effect.map(transform))))
        }
    }

    /// This effect started only once `duration` has passed on the store's clock without
    /// another effect with the same `id`: each new one cancels the one waiting (a search as
    /// the person types).
    ///
    /// ```swift
    /// return .run { send in send(.resultsLoaded(try await api.search(query))) }
    ///     .debounce(id: EffectID(SearchID()), for: .milliseconds(300))
    /// ```
    public func debounce(id: EffectID, for duration: Duration) -> Effect {
        guard !isNone else { return self }
        return .run(id: id, cancelInFlight: true) { send in
            @Dependency(\.clock) var clock
            try await clock.sleep(for: duration)
            try await self.perform(send)
        }
    }

    /// This effect started at most once per `interval` of the store's clock for `id`: one that
    /// comes sooner is dropped, or, with `latest`, the last of them starts when the interval
    /// ends (a scroll position saved at most once a second).
    public func throttle(id: EffectID, for interval: Duration, latest: Bool = false) -> Effect {
        guard !isNone else { return self }
        return Effect(kind: .throttle(Throttle(id: id, interval: interval, latest: latest, effect: self)))
    }

    /// Runs this effect's work in the calling task, sending what it sends: a wrapped effect's
    /// body. Its parts run one after another; a `cancel` inside does nothing here.
    func perform(_ send: Send) async throws {
        switch kind {
        case .none, .cancel:
            return
        case .send(let action):
            send.send(any: action)
        case .merge(let effects):
            for effect in effects { try await effect.perform(send) }
        case .run(let operation):
            do {
                try await operation.body(send)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                if let action = operation.action(for: error) { send.send(any: action) }
            }
        case .throttle(let throttle):
            try await throttle.effect.perform(send)
        }
    }
}

/// A throttled effect: what ``Effect/throttle(id:for:latest:)`` made.
struct Throttle: Sendable {
    let id: EffectID
    let interval: Duration
    let latest: Bool
    let effect: Effect
}
