extension History: Codable where Value: Codable {
    enum CodingKeys: String, CodingKey {
        case base, undoable, redoable, openGroups, groupHasStep
    }

    /// Reads a history written by ``encode(to:)``; its actions need an ``ActionRegistry`` in
    /// `decoder.userInfo[.actionRegistry]`. Every key may be left out of a hand-written
    /// fixture: `{}` is an empty history.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        base = try container.decodeIfPresent(Value.self, forKey: .base)
        let undoable = try container.decodeIfPresent([[ActionEnvelope]].self, forKey: .undoable) ?? []
        let redoable = try container.decodeIfPresent([[ActionEnvelope]].self, forKey: .redoable) ?? []
        log = UndoLog(steps: undoable.map { $0.map(\.action) })
        redoLog = redoable.reversed().map { $0.map(\.action) }
        grouping = UndoGrouping(
            openGroups: try container.decodeIfPresent(Int.self, forKey: .openGroups) ?? 0,
            groupHasStep: try container.decodeIfPresent(Bool.self, forKey: .groupHasStep) ?? false
        )
        if base == nil, !log.isEmpty {
            throw DecodingError.dataCorruptedError(
                forKey: .base, in: container,
                debugDescription: "a history with undoable steps needs the base they apply to"
            )
        }
    }

    /// Writes `{"base": ..., "undoable": [[...]], "redoable": [[...]]}`, each action as an
    /// ``ActionEnvelope``; needs an ``ActionRegistry`` in `encoder.userInfo[.actionRegistry]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(base, forKey: .base)
        try container.encode(undoableSteps.map { $0.map(ActionEnvelope.init) }, forKey: .undoable)
        try container.encode(redoableSteps.map { $0.map(ActionEnvelope.init) }, forKey: .redoable)
        if isGrouping {
            try container.encode(grouping.openGroups, forKey: .openGroups)
            try container.encode(grouping.groupHasStep, forKey: .groupHasStep)
        }
    }
}

extension History: Equatable where Value: Equatable {
    /// Two histories are equal when their bases, steps and open groups are; actions compare
    /// with `==` when their family is `Equatable`, and by their description otherwise.
    public static func == (lhs: History, rhs: History) -> Bool {
        lhs.grouping == rhs.grouping
            && lhs.undoCount == rhs.undoCount && lhs.redoCount == rhs.redoCount
            && stepsEqual(lhs.undoableSteps, rhs.undoableSteps)
            && stepsEqual(lhs.redoLog, rhs.redoLog)
            && lhs.base == rhs.base
    }
}

private func stepsEqual(_ lhs: [[any Action]], _ rhs: [[any Action]]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { left, right in
        left.count == right.count && zip(left, right).allSatisfy(actionsEqual)
    }
}

/// Whether two actions are the same: `==` for `Equatable` families, else the same type and
/// the same description.
func actionsEqual(_ lhs: any Action, _ rhs: any Action) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    return equalIfEquatable(lhs, rhs) ?? (String(reflecting: lhs) == String(reflecting: rhs))
}
