// Synced: a shopping list that each device keeps in its own store and syncs with a server in
// the background. Every action applies at once on the device and waits in an outbox until the
// server has it; the outbox goes in order, each action numbered by its device, so a batch sent
// twice (a lost answer, a retry) is applied once. The server applies each action with the
// same rules, against its own list: one the server's list now refuses (the entry was removed,
// or renamed, elsewhere) comes back as a conflict the person resolves, never dropped. What the
// others did comes back as actions too. udf-tui syncs its file with PostgreSQL this way.
//
//   $ swift run --package-path Examples Synced
//   phone: Milk added · synced · [ ] Milk
//   ...

import UDFKit

/// One entry of the list.
struct Entry: Codable, Equatable, Sendable, Identifiable {
    let id: String
    var text: String
    var isDone = false
}

/// What a person does. A rename carries the text it replaces, so that a rename of an entry
/// someone else renamed meanwhile is a conflict, not a silent overwrite.
enum ListAction: Action, Codable, Equatable {
    case added(id: String, text: String)
    case checked(id: String)
    case renamed(id: String, from: String, to: String)
    case removed(id: String)
}

/// The rules, written once: the device checks an action with them before keeping it, and the
/// server checks it again against its own list before applying it.
enum ListRules {
    /// Why `action` cannot apply to `list`, or nil when it can.
    static func refusal(of action: ListAction, in list: IdentifiedList<Entry>) -> String? {
        switch action {
        case .added(let id, _): list.contains(id: id) ? "\(id) is already on the list" : nil
        case .checked(let id), .removed(let id): list.contains(id: id) ? nil : "\(id) was removed elsewhere"
        case let .renamed(id, from, _):
            switch list[id: id]?.text {
            case nil: "\(id) was removed elsewhere"
            case from: nil
            case let other?: "\(id) was renamed elsewhere to \(other)"
            }
        }
    }

    /// Applies `action` to `list` if the rules allow it.
    static func apply(_ action: ListAction, to list: inout IdentifiedList<Entry>) {
        guard refusal(of: action, in: list) == nil else { return }
        switch action {
        case let .added(id, text): list.append(Entry(id: id, text: text))
        case .checked(let id): list[id: id]?.isDone = true
        case let .renamed(id, _, text): list[id: id]?.text = text
        case .removed(let id): list.remove(id: id)
        }
    }
}

/// An action as it travels: numbered by the device that made it.
struct Numbered: Codable, Equatable, Sendable {
    var device: String
    var number: Int
    var action: ListAction
}

/// An action of this device that the server refused, with its reason.
struct Conflict: Equatable, Sendable {
    var action: Numbered
    var reason: String
}
