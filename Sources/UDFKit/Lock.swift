import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a `Mutex`, the lock of every ``Store``, that ThreadSanitizer can see.
///
/// On Linux, `Synchronization.Mutex` locks and unlocks inside a library ThreadSanitizer does
/// not instrument, so under `swift test --sanitize=thread` every access it protects is
/// reported as a race (a probe of eight tasks incrementing a `Mutex<Int>` is flagged, and
/// ends with the exact count). When the ThreadSanitizer runtime is loaded, `withLock` tells
/// it about the acquire and the release through its public annotation functions; otherwise
/// that costs one predictable branch. A `pthread_mutex_t`, which it intercepts, cost twice
/// as much per dispatch.
@usableFromInline
struct Locked<Value: Sendable>: ~Copyable, Sendable {
    @usableFromInline let mutex: Mutex<Value>
    /// The annotations, copied from the process-wide lookup so that a lock pays one load,
    /// not a lazy-global check; nil unless ThreadSanitizer is loaded.
    @usableFromInline let annotations: ThreadSanitizerAnnotations?
    /// The object whose address names this lock to ThreadSanitizer: it must be known before
    /// the protected value is touched, so it cannot be the value's own address.
    @usableFromInline let identity: LockIdentity?

    @inlinable
    init(_ value: Value) {
        mutex = Mutex(value)
        annotations = threadSanitizer
        identity = annotations == nil ? nil : LockIdentity()
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    func withLock<Result: Sendable>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { (value: inout Value) throws -> Result in
            guard let annotations, let identity else { return try body(&value) }
            let address = Unmanaged.passUnretained(identity).toOpaque()
            annotations.acquire(address)
            defer { annotations.release(address) }
            return try body(&value)
        }
    }
}

/// An object whose address names one ``Locked`` to ThreadSanitizer.
@usableFromInline
final class LockIdentity: Sendable {
    @inlinable init() {}
}

/// ThreadSanitizer's `__tsan_acquire` and `__tsan_release`, when its runtime is loaded.
@usableFromInline
struct ThreadSanitizerAnnotations: Sendable {
    @usableFromInline typealias Annotation = @convention(c) (UnsafeMutableRawPointer?) -> Void

    @usableFromInline let acquire: Annotation
    @usableFromInline let release: Annotation

    static func lookUp() -> ThreadSanitizerAnnotations? {
        #if os(Linux)
        let process = dlopen(nil, RTLD_NOW)
        guard let acquire = dlsym(process, "__tsan_acquire"), let release = dlsym(process, "__tsan_release") else {
            return nil
        }
        return ThreadSanitizerAnnotations(
            acquire: unsafeBitCast(acquire, to: Annotation.self),
            release: unsafeBitCast(release, to: Annotation.self)
        )
        #else
        return nil
        #endif
    }
}

/// Looked up once per process.
@usableFromInline
let threadSanitizer = ThreadSanitizerAnnotations.lookUp()
