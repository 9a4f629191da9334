/// An action whose type is known only at run time, as a reducer that keeps actions (the
/// undoable reducer's log) receives and holds it: its type, and its bits when it is a trivial
/// value of at most three words, which is what most actions are (an enum of ids and numbers);
/// any other action in an ``ActionBox``.
///
/// It is a trivial value itself: copying, moving or forgetting one is a few plain stores, with
/// no value-witness call and no reference counting, and a ``Reducer`` for the action's family
/// applies bits with code specialised for the family (``Reducer/reduce(_:erased:)``). Kept as
/// `any Action` instead, each undoable action cost about 120 instructions more (measured): its
/// copies and destruction went through value witnesses, and its application through
/// unspecialised generic code. (An enum of bits and an existential, or an optional
/// existential, is no better: Swift copies those through value witnesses too, measured.)
///
/// An `ErasedAction` does not own its box: whoever creates it keeps the box alive while it is
/// used (``with(_:_:)``), and a holder that keeps it longer retains the box
/// (``StepBuffer`` does).
@usableFromInline
struct ErasedAction {
    /// The storage of an action kept as bits.
    @usableFromInline typealias Bits = (UInt64, UInt64, UInt64)

    /// The action's type.
    @usableFromInline let type: any Action.Type
    /// The bytes of a trivial action, zero-padded; zero when ``box`` holds the action.
    @usableFromInline let bits: Bits
    /// The box of an action that is not kept as bits, not retained by this value.
    @usableFromInline let box: Unmanaged<ActionBox>?

    @inlinable
    init(type: any Action.Type, bits: Bits, box: Unmanaged<ActionBox>?) {
        self.type = type
        self.bits = bits
        self.box = box
    }

    /// Calls `body` with `action` erased: as bits when its type is trivial and small enough
    /// (decided at compile time where this is specialised for `A`), else in a box that lives
    /// until `body` returns.
    @inlinable
    static func with<A: Action, Result>(_ action: A, _ body: (ErasedAction) -> Result) -> Result {
        if fitsInBits(A.self) {
            var bits: Bits = (0, 0, 0)
            withUnsafeMutableBytes(of: &bits) { $0.storeBytes(of: action, as: A.self) }
            return body(ErasedAction(type: A.self, bits: bits, box: nil))
        }
        let box = ActionBox(action)
        return withExtendedLifetime(box) {
            body(ErasedAction(type: A.self, bits: (0, 0, 0), box: .passUnretained(box)))
        }
    }

    /// Whether values of type `A` are kept as bits: `A` is trivial (`_isPOD`: no references,
    /// so copying its bytes copies it and forgetting them destroys it) and fits.
    @inlinable
    static func fitsInBits<A>(_: A.Type) -> Bool {
        _isPOD(A.self)
            && MemoryLayout<A>.size <= MemoryLayout<Bits>.size
            && MemoryLayout<A>.alignment <= MemoryLayout<Bits>.alignment
    }

    /// The action, if it is of type `A`.
    @inlinable
    func value<A: Action>(as _: A.Type) -> A? {
        guard type == A.self else { return nil }
        guard let box else {
            // Stored by `with` from a value of `type`, just shown to be `A`.
            return Self.load(bits, as: A.self)
        }
        return box.takeUnretainedValue().action as? A
    }

    /// The action of type `A` whose bytes `bits` holds (stored by ``with(_:_:)``).
    @inlinable
    static func load<A>(_ bits: Bits, as _: A.Type) -> A {
        withUnsafeBytes(of: bits) { $0.load(as: A.self) }
    }

    /// The action, boxed: for the paths that are not measured per action (undo, redo,
    /// coding, reducers of several families).
    @usableFromInline var action: any Action {
        box?.takeUnretainedValue().action ?? type.boxing(bits)
    }
}

/// The home of an action that is not trivial, or too large, for the bits of an
/// ``ErasedAction``.
@usableFromInline
final class ActionBox: Sendable {
    @usableFromInline let action: any Action

    @inlinable
    init(_ action: any Action) {
        self.action = action
    }
}

extension Action {
    /// The action of this type whose bytes `bits` holds, boxed (called on an opened type).
    fileprivate static func boxing(_ bits: ErasedAction.Bits) -> any Action {
        ErasedAction.load(bits, as: Self.self)
    }
}
