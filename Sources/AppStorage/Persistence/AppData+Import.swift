import AppCore
import Foundation
import UDFKit

extension AppData {
    /// Why `imported` cannot be added to this data, or nil if it can.
    ///
    /// O(size of `imported`): the parts are tried on the few entities they touch.
    public func importRefusal(_ imported: AppData, at: Date) -> ImportRefusal? {
        var trial = AppState(data: footprint(of: ImportAction.dataImported(imported, at: at)))
        var parts = ImportParts(imported)
        return trial.applyImport(&parts, at: at, into: self, reducer: AppState.reducer)
    }

    /// The records of this data an import reads: the projects, items and activities it names.
    /// O(size of the import).
    func footprint(of action: ImportAction) -> AppData {
        switch action {
        case .dataImported(let imported, _):
            let projectIDs = imported.projects.map(\.id) + imported.items.map(\.projectID) + imported.activities.map(\.id)
            return AppData(projects: Self.existing(projectIDs, in: projects), items: Self.existing(imported.items.map(\.id), in: items),
                           activities: Self.existing(imported.activities.map(\.id), in: activities))
        }
    }

    /// The elements of `list` with these ids, each once.
    private static func existing<Element>(_ ids: [Element.ID], in list: IdentifiedList<Element>) -> IdentifiedList<Element> {
        var found = IdentifiedList<Element>()
        for id in ids { if let element = list[id: id] { found.append(element) } }
        return found
    }

    /// The rows that add `parts` to this data, as AppCore's reducers accept them; or the
    /// first part they refuse, and nothing to write.
    ///
    /// What a command's import writes through ``DataStorage/writeImport(_:)``: one pass of
    /// ``AppCore/AppState/unrecordedDataReducer`` over a trial state that holds every project
    /// and activity but only the items whose ids the file reuses (none, unless it is
    /// refused), so that a million items cost one reduction, no undo steps and no second
    /// copy of the data. The item slices are emptied as they are applied.
    ///
    /// ```swift
    /// switch data.importChange(&parts, at: now) {
    /// case .success(let change): try storage.writeImport(change)
    /// case .failure(let refusal): print(refusal)
    /// }
    /// ```
    package func importChange(_ parts: inout ImportParts, at: Date) -> Result<DataChange, ImportRefusal> {
        let reused = parts.itemSlices.joined().compactMap { items[id: $0.id] }
        let footprint = AppData(projects: projects, items: SampleData.list(reused), activities: activities)
        var trial = AppState(data: footprint)
        trial.data.items.reserveCapacity(reused.count + parts.itemCount)
        if let refusal = trial.applyImport(&parts, at: at, into: self, reducer: AppState.unrecordedDataReducer) {
            return .failure(refusal)
        }
        guard reused.isEmpty else { return .success(DataChange(from: footprint, to: trial.data)) }
        // Every item is new: they are the trial's whole array, inserted in its order.
        let inserted = trial.data.items.array
        trial.data.items = []
        var change = DataChange(from: AppData(projects: projects, activities: activities), to: trial.data)
        change.insertedItems = inserted
        return .success(change)
    }
}

/// The projects, items and running activities of a file to import, as read.
///
/// The items come in slices, as a streamed reading of a large file decodes them, and
/// ``AppData/importChange(_:at:)`` empties each slice once applied: a million items are
/// never held twice.
package struct ImportParts: Sendable {
    /// The projects, in the file's order.
    package var projects: [Project]
    /// The items, in the file's order, in slices.
    package var itemSlices: [[Item]]
    /// The running activities.
    package var activities: [Activity]
    /// How many items the slices held when read.
    package let itemCount: Int
    /// What the file is, which decides the rules its records meet.
    package let kind: Kind

    /// What a file to import is.
    package enum Kind: Sendable {
        /// A backup (a JSON export): every record comes back exactly as it was saved
        /// (``AppCore/ProjectAction/projectRestored(_:)``…), text an earlier release wrote
        /// included.
        case backup
        /// New records typed into a sheet (CSV): each project and item is created as the
        /// forms and commands create them (``AppCore/ProjectAction/projectCreated(id:title:units:frequency:at:)``,
        /// ``AppCore/ItemAction/itemAdded(id:projectID:amount:timestamp:notes:at:)``), under
        /// the rules of new text.
        case sheet
    }

    /// Parts read from a file.
    package init(projects: [Project], itemSlices: [[Item]], activities: [Activity], kind: Kind = .backup) {
        self.projects = projects
        self.itemSlices = itemSlices
        self.activities = activities
        self.kind = kind
        itemCount = itemSlices.reduce(0) { $0 + $1.count }
    }

    /// The parts of `data`, its items in one slice (sharing its buffer).
    package init(_ data: AppData, kind: Kind = .backup) {
        self.init(projects: data.projects.array, itemSlices: [data.items.array], activities: data.activities.array, kind: kind)
    }
}

extension AppState {
    /// Applies the AppCore actions that add `parts` to `data` (this state's data, or a
    /// footprint of it) through `reducer`, one at a time; the first part refused, or nil.
    ///
    /// A backup's projects and items are restored as the file holds them
    /// (``AppCore/ProjectAction/projectRestored(_:)``, ``AppCore/ItemAction/itemRestored(_:at:)``):
    /// dates, versions, targets and notes; a sheet's are created (``ImportParts/Kind``). A
    /// project that was there already and gains items has its `updatedAt` moved to `at`.
    /// Each item slice is emptied once applied.
    mutating func applyImport(_ parts: inout ImportParts, at: Date, into data: AppData, reducer: Reducer<AppState>) -> ImportRefusal? {
        func refusal(_ part: ImportRefusal.Part) -> ImportRefusal? {
            guard let error = lastError else { return nil }
            let repeated = switch error {
            case .duplicateProject(let id): data.projects[id: id] == nil
            case .duplicateItem(let id): data.items[id: id] == nil
            default: false
            }
            return ImportRefusal(reason: error, part: part, isRepeatedInFile: repeated)
        }
        let restored = Set(parts.projects.lazy.filter { data.projects[id: $0.id] == nil }.map(\.id))
        for project in parts.projects {
            reducer.reduce(&self, parts.kind == .backup ? ProjectAction.projectRestored(project) : ProjectAction.projectCreated(
                id: project.id, title: project.title, units: project.units, frequency: project.frequency, at: project.createdAt
            ))
            if let refused = refusal(.project(id: project.id, title: project.title)) { return refused }
        }
        for index in parts.itemSlices.indices {
            let slice = parts.itemSlices[index]
            parts.itemSlices[index] = []
            for item in slice {
                reducer.reduce(&self, parts.kind == .backup ? ItemAction.itemRestored(item, at: restored.contains(item.projectID) ? nil : at) : ItemAction.itemAdded(
                    id: item.id, projectID: item.projectID, amount: item.amount, timestamp: item.timestamp, notes: item.notes, at: at
                ))
                if let refused = refusal(.item(id: item.id)) { return refused }
            }
        }
        for activity in parts.activities {
            reducer.reduce(&self, ActivityAction.activityRestored(activity, at: restored.contains(activity.projectID) ? nil : at))
            if let refused = refusal(.activity(projectID: activity.projectID)) { return refused }
        }
        return nil
    }
}
