import AppCore
import Foundation
import UDFKit

/// What happened when people imported a file. Reduced by ``AppCore/AppState/importReducer``.
///
/// An import is one action, so it is saved in one transaction and refused as a whole: either
/// every project, item and activity of the file is added, or nothing is. It is what a store
/// that stays open imports through (the full-screen program's demo data), as one undo step;
/// the `import` command, which exits once the rows are saved, writes the same rows with
/// ``AppData/importChange(_:at:)`` and ``DataStorage/writeImport(_:)`` instead, without a
/// million undo steps (docs/persistence.md, "Import").
///
/// ```swift
/// let file = try ExportDocument.decode(bytes).data()
/// store.dispatch(ImportAction.dataImported(file, at: .now))
/// ```
public enum ImportAction: Action, Equatable, Codable {
    /// The projects, items and running activities of `data` were added. New projects keep
    /// their dates; a project that existed already and gains items or an activity has its
    /// `updatedAt` moved to `at`.
    case dataImported(AppData, at: Date)
}

extension AppState {
    /// Applies an import as one undo step, or refuses all of it and sets
    /// ``AppState/lastError`` to the reason the first refused part gave; the data is then
    /// left as it was.
    ///
    /// The parts are AppCore's own actions, applied through ``AppState/reducer`` between
    /// `HistoryAction.groupBegan` and `groupEnded`, so that one undo takes the whole import
    /// back (and an undo of an earlier step, which rebuilds the data from the history,
    /// keeps it).
    ///
    /// They are applied once, to a copy of the state that replaces it only if every part
    /// was accepted (a million items are a million reducer calls: checking first and
    /// applying after took twice as long). ``AppData/importRefusal(_:at:)`` says which part
    /// was refused, when a caller wants to tell.
    public static let importReducer = Reducer<AppState>(ImportAction.self) { state, action in
        switch action {
        case .dataImported(let imported, let at):
            var trial = state
            trial.lastError = nil
            AppState.reducer.reduce(&trial, HistoryAction.groupBegan)
            var parts = ImportParts(imported)
            if let refusal = trial.applyImport(&parts, at: at, into: state.data, reducer: AppState.reducer) {
                state.lastError = refusal.reason
                return
            }
            AppState.reducer.reduce(&trial, HistoryAction.groupEnded)
            state = trial
        }
    }
}

/// Why an import was refused: the ``AppError`` of the first part that was refused, and
/// which part that was.
///
/// ```swift
/// if let refusal = data.importRefusal(imported, at: .now) {
///     print(refusal)   // "item 00000000-0000-0000-0000-000000000101: This project does not exist; …"
/// }
/// ```
public struct ImportRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// A part of an import.
    public enum Part: Hashable, Sendable {
        /// A project, named by its title.
        case project(id: ProjectID, title: String)
        /// An item.
        case item(id: ItemID)
        /// The running activity of a project.
        case activity(projectID: ProjectID)
    }

    /// The error the reducer gave.
    public var reason: AppError
    /// The part that was refused.
    public var part: Part
    /// Whether the id the reducer found taken was taken by an earlier part of the same file,
    /// not by the data: a file that holds one id twice.
    public var isRepeatedInFile = false

    /// The part and the reason, in one line.
    public var description: String {
        let reason = isRepeatedInFile ? "the file holds this id twice." : self.reason.message
        return switch part {
        case .project(_, let title): "project \(InputExcerpt.quoted(title, quote: "\"")): \(reason)"
        case .item(let id): "item \(id): \(reason)"
        case .activity(let projectID): "the activity of project \(projectID): \(reason)"
        }
    }
}
