import Foundation
import Synchronization
import UDFKit

/// Several threads dispatching at once to a store with one subscriber, with and without busy
/// threads that make runnable threads outnumber cores. UDFKit keeps one total order and
/// delivers every state in order (the subscriber checks it); the hand-written store applies
/// actions in lock order too but calls its subscriber on every dispatching thread at once.
enum ContentionScenarios {
    static let threads = 4
    static let perThread = 100_000

    static var all: [Scenario] { [contended(oversubscribed: false), contended(oversubscribed: true)] }

    static func contended(oversubscribed: Bool) -> Scenario {
        Scenario(
            name: oversubscribed ? "contended_4t_1sub_oversubscribed" : "contended_4t_1sub",
            operations: threads * perThread,
            udfkit: {
                let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick))
                let order = OrderCheck()
                let token = store.subscribe(to: { $0 }) { order.saw($0) }
                let busy = oversubscribed ? BusyThreads() : nil
                return {
                    runThreads(threads) { for _ in 0..<perThread { store.dispatch(Tick.incremented) } }
                    busy?.stop()
                    store.unsubscribe(token)
                    order.expect(last: threads * perThread)
                }
            },
            baseline: {
                let store = BaselineStore(0, reducer: tick)
                let seen = Atomic<Int>(0)
                store.subscribeEveryState { seen.store($0, ordering: .relaxed) }
                let busy = oversubscribed ? BusyThreads() : nil
                return {
                    runThreads(threads) { for _ in 0..<perThread { store.dispatch(.incremented) } }
                    busy?.stop()
                    blackHole(seen.load(ordering: .relaxed))
                }
            }
        )
    }
}

/// What a UDFKit subscriber saw: every count from the first, each once, in order. The store
/// calls it on one draining thread at a time, so a plain counter is enough; a gap stops the run.
final class OrderCheck: @unchecked Sendable {
    private var last: Int?

    func saw(_ count: Int) {
        if let last, count != last + 1 {
            fatalError("contended: the subscriber saw \(count) after \(last): the store broke its order")
        }
        last = count
    }

    func expect(last expected: Int) {
        guard last == expected else { fatalError("contended: the last state delivered was \(String(describing: last)), not \(expected)") }
    }
}

/// Runs `body` on `count` new threads at once and returns when all have finished. The threads
/// start `body` together, once every one of them is running: otherwise, on a busy machine, the
/// first thread could finish before the others were scheduled, and nothing would contend.
func runThreads(_ count: Int, _ body: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let ready = Atomic<Int>(0)
    for _ in 0..<count {
        let thread = Thread {
            ready.add(1, ordering: .acquiringAndReleasing)
            while ready.load(ordering: .acquiring) < count { sched_yield() }
            body()
            finished.signal()
        }
        thread.start()
    }
    for _ in 0..<count { finished.wait() }
}

/// One spinning thread per core, so that the dispatching threads compete with them for the
/// cores: the situation of a busy machine, where a thread holding a lock can be preempted.
final class BusyThreads: Sendable {
    private let running = Atomic<Bool>(true)
    private let stopped = DispatchSemaphore(value: 0)
    private let count = ProcessInfo.processInfo.activeProcessorCount

    init() {
        for _ in 0..<count {
            let thread = Thread { [self] in
                var spins = 0
                while running.load(ordering: .relaxed) { spins &+= 1 }
                blackHole(spins)
                stopped.signal()
            }
            thread.start()
        }
    }

    func stop() {
        running.store(false, ordering: .relaxed)
        for _ in 0..<count { stopped.wait() }
    }
}
