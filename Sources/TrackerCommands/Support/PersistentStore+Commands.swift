import AppCore
import AppStorage
import UDFKit

extension PersistentStore {
    /// Applies an action for a command: returns once it is on disk, or throws the reason it
    /// was refused or not saved.
    package func run(_ action: some Action) throws(CommandError) {
        switch apply(action) {
        case .applied: return
        case .refused(let error): throw .refused(error)
        case .failed(let error): throw .notSaved(error, at: database.location)
        }
    }

    /// The data in the store.
    package var data: AppData { store.state.data }
}
