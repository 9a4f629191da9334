/// Where an undoable reducer's data and history are in the state, and in-place access to both
/// at once.
///
/// Projecting the two key paths took about a sixth of an undoable update's time (measured),
/// so when both name stored properties, the data and the history are reached at their byte
/// offsets instead: one pointer computation each.
@usableFromInline
struct HistoryPaths<State, Value>: Sendable {
    @usableFromInline let data: WritableKeyPath<State, Value> & Sendable
    @usableFromInline let history: WritableKeyPath<State, History<Value>> & Sendable
    /// The byte offsets of the data and the history in `State`, when both are stored properties
    /// that do not overlap; `nil` otherwise (a computed property or a class on the way).
    @usableFromInline let offsets: (data: Int, history: Int)?

    @inlinable
    init(data: WritableKeyPath<State, Value> & Sendable, history: WritableKeyPath<State, History<Value>> & Sendable) {
        self.data = data
        self.history = history
        if let dataOffset = MemoryLayout<State>.offset(of: data),
           let historyOffset = MemoryLayout<State>.offset(of: history),
           dataOffset + MemoryLayout<Value>.size <= historyOffset
            || historyOffset + MemoryLayout<History<Value>>.size <= dataOffset {
            offsets = (dataOffset, historyOffset)
        } else {
            offsets = nil
        }
    }

    /// Calls `body` with the data and the history of `state`, both changed in place.
    @inlinable
    func modify(_ state: inout State, _ body: (inout Value, inout History<Value>) -> Void) {
        if let offsets {
            Self.modify(at: &state, offsets, body)
        } else {
            modifyThroughKeyPaths(&state, body)
        }
    }

    /// Reaches the data and the history at their offsets in `state` (the caller's `&state`,
    /// valid during the call). Unsafe, and sound: `MemoryLayout.offset(of:)` guarantees that
    /// the pointer at a non-nil offset reaches the very stored property its key path names, in
    /// memory bound to its type; and the two properties do not overlap, so the two `inout`
    /// accesses are exclusive.
    @inlinable
    static func modify(
        at state: UnsafeMutablePointer<State>,
        _ offsets: (data: Int, history: Int),
        _ body: (inout Value, inout History<Value>) -> Void
    ) {
        let (data, history) = parts(of: state, at: offsets)
        body(&data.pointee, &history.pointee)
    }

    /// The data and the history of the state at `state`, at their `offsets`: pointers valid
    /// as long as `state` is (see ``modify(at:_:_:)`` for why this is sound).
    @inlinable @inline(__always)
    static func parts(
        of state: UnsafeMutablePointer<State>,
        at offsets: (data: Int, history: Int)
    ) -> (data: UnsafeMutablePointer<Value>, history: UnsafeMutablePointer<History<Value>>) {
        let start = UnsafeMutableRawPointer(state)
        return (
            (start + offsets.data).assumingMemoryBound(to: Value.self),
            (start + offsets.history).assumingMemoryBound(to: History<Value>.self)
        )
    }

    /// The general path: the history is moved out of the state while `body` runs, so that it
    /// stays uniquely referenced (changed in place), and moved back.
    @usableFromInline
    func modifyThroughKeyPaths(_ state: inout State, _ body: (inout Value, inout History<Value>) -> Void) {
        var taken = History<Value>()
        swap(&taken, &state[keyPath: history])
        defer { swap(&taken, &state[keyPath: history]) }
        body(&state[keyPath: data], &taken)
    }
}
