extension RecordHistory: Codable where Changes: Codable {
    enum CodingKeys: String, CodingKey {
        case undoable, redoable, limit, openGroups, groupHasStep
    }

    /// Reads a history written by ``encode(to:)``. Every key may be left out of a hand-written
    /// fixture: `{}` is an empty history with the default limit.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(limit: try container.decodeIfPresent(Int.self, forKey: .limit) ?? 100)
        undoable = try container.decodeIfPresent([Changes].self, forKey: .undoable) ?? []
        redoable = try container.decodeIfPresent([Changes].self, forKey: .redoable) ?? []
        grouping = UndoGrouping(
            openGroups: try container.decodeIfPresent(Int.self, forKey: .openGroups) ?? 0,
            groupHasStep: try container.decodeIfPresent(Bool.self, forKey: .groupHasStep) ?? false
        )
    }

    /// Writes `{"undoable": [...], "redoable": [...]}`, with the limit when it is not 100 and
    /// the open groups while grouping.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(undoable, forKey: .undoable)
        try container.encode(redoable, forKey: .redoable)
        if limit != 100 { try container.encode(limit, forKey: .limit) }
        if isGrouping {
            try container.encode(grouping.openGroups, forKey: .openGroups)
            try container.encode(grouping.groupHasStep, forKey: .groupHasStep)
        }
    }
}
