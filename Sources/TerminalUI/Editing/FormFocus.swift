/// Which field of a form has the focus, moved by Tab and Shift-Tab with wrap-around.
///
/// The fields are the cases of an enum, in declaration order:
///
/// ```swift
/// enum ProjectField: CaseIterable { case title, units, frequency }
/// var focus = FormFocus<ProjectField>()
/// focus.handle(.tab)        // true; focus.current == .units
/// focus.handle(.backTab)    // true; focus.current == .title
/// ```
public struct FormFocus<Field: CaseIterable & Hashable>: Hashable {
    /// The field that receives keys.
    public var current: Field

    /// Focuses `field`, or the first field when none is given.
    public init(_ field: Field? = nil) {
        self.current = field ?? Array(Field.allCases)[0]
    }

    /// Moves to the next field, wrapping from the last to the first.
    public mutating func next() { move(by: 1) }
    /// Moves to the previous field, wrapping from the first to the last.
    public mutating func previous() { move(by: -1) }

    /// Handles Tab and Shift-Tab and returns `true`; returns `false` for other keys.
    @discardableResult
    public mutating func handle(_ key: KeyEvent) -> Bool {
        switch key {
        case .tab: next()
        case .backTab: previous()
        default: return false
        }
        return true
    }

    private mutating func move(by step: Int) {
        let fields = Array(Field.allCases)
        let index = fields.firstIndex(of: current) ?? 0
        current = fields[(index + step + fields.count) % fields.count]
    }
}

extension FormFocus: Sendable where Field: Sendable {}
