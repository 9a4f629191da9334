import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A task executor with one thread of its own, which runs the jobs given to it in order
/// until ``finish()``.
///
/// A task that prefers it (`withTaskExecutorPreference`) runs its nonisolated code here, so
/// that code may block — wait for a child process, sleep between two looks at a screen —
/// without holding a thread of the cooperative pool. Being the same task, it keeps its
/// task-local values, Swift Testing's current test among them: an issue recorded here is the
/// test's. (On a bare `Thread` it would belong to no test.)
final class ThreadExecutor: TaskExecutor {
    /// The jobs not run yet.
    private let queue = Mutex<[UnownedJob]>([])
    private let jobsWaiting = DispatchSemaphore(value: 0)
    private let threadID = Mutex<UInt?>(nil)

    /// Starts the thread.
    init() {
        let thread = Thread { [self] in run() }
        thread.name = "udf test thread"
        thread.start()
    }

    /// Queues `job` for the thread (the concurrency runtime calls it).
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { $0.append(job) }
        jobsWaiting.signal()
    }

    /// Lets the thread end once the jobs given so far have run.
    func finish() {
        jobsWaiting.signal()
    }

    /// Whether the calling code runs on this executor's thread.
    var isCurrentThread: Bool {
        threadID.withLock { $0 } == Self.currentThreadID()
    }

    private enum Next {
        case job(UnownedJob)
        case end
    }

    /// Runs jobs as they come. Each signal of `jobsWaiting` stands for one job (queued before
    /// it) or for the finish, so a signal that finds no job is the finish.
    private func run() {
        threadID.withLock { $0 = Self.currentThreadID() }
        while true {
            jobsWaiting.wait()
            let next: Next = queue.withLock { jobs in
                jobs.isEmpty ? .end : .job(jobs.removeFirst())
            }
            switch next {
            case .job(let job): job.runSynchronously(on: asUnownedTaskExecutor())
            case .end: return
            }
        }
    }

    /// The calling thread, as a number that can be compared from another thread
    /// (`Thread.current` is not reliable inside a task's job on Linux).
    private static func currentThreadID() -> UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }
}
