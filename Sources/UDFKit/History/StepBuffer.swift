/// The storage of a ``StepLog``: its entries in a ring (a circular buffer), so that appending
/// the newest entry and removing the oldest are both O(1) without moving the others, and its
/// counts in the header, so that a ``History`` stays three words long.
///
/// A small state matters: a store whose state is more than about six words long pays for
/// value-witness calls on every dispatch (about 100 instructions, measured), more than all of
/// the undo work.
///
/// Not `Sendable` (no `ManagedBuffer` is); ``StepLog``, its only owner, says why sharing it is safe.
@usableFromInline
final class StepBuffer: ManagedBuffer<StepLog.Header, StepLog.Entry> {
    /// An empty buffer for `capacity` entries, a power of two.
    @inlinable
    static func make(capacity: Int, header: StepLog.Header) -> StepBuffer {
        var header = header
        header.capacity = capacity
        header.head = 0
        header.count = 0
        // `create` builds an instance of the class it is called on: the downcast is the
        // documented way to get it back with its type.
        return unsafeDowncast(create(minimumCapacity: capacity) { _ in header }, to: StepBuffer.self)
    }

    /// A buffer with the same entries and room for `capacity` (a power of two, at least
    /// their count): moved out of this one when `moving` (then left empty), else copied.
    @usableFromInline
    func resized(to capacity: Int, moving: Bool) -> StepBuffer {
        withUnsafeMutablePointers { header, entries in
            let copy = StepBuffer.make(capacity: capacity, header: header.pointee)
            copy.withUnsafeMutablePointers { copyHeader, copyEntries in
                for offset in 0..<header.pointee.count {
                    let source = entries + header.pointee.slot(offset)
                    if moving {
                        (copyEntries + offset).initialize(to: source.move())
                    } else {
                        (copyEntries + offset).initialize(to: source.pointee)
                    }
                }
                copyHeader.pointee.count = header.pointee.count
            }
            if moving { header.pointee.count = 0 }
            return copy
        }
    }

    /// The entries, oldest first.
    @usableFromInline
    var entries: [StepLog.Entry] {
        withUnsafeMutablePointers { header, entries in
            (0..<header.pointee.count).map { entries[header.pointee.slot($0)] }
        }
    }

    deinit {
        // A managed buffer destroys its header itself, its elements never.
        withUnsafeMutablePointers { header, entries in
            for offset in 0..<header.pointee.count {
                (entries + header.pointee.slot(offset)).deinitialize(count: 1)
            }
        }
    }
}
