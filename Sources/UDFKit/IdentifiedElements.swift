/// A collection whose elements can be read and replaced by id, in O(1) or close to it.
///
/// ``Reducer/forEach(_:action:_:)`` lifts an element reducer into any such collection.
/// ``IdentifiedList`` conforms; conform another identified collection (for example
/// `IdentifiedArray` from swift-identified-collections) with a one-line extension, since
/// UDFKit depends on nothing:
///
/// ```swift
/// extension IdentifiedArray: @retroactive IdentifiedElements {}
/// ```
public protocol IdentifiedElements {
    /// The type of the ids that name elements.
    associatedtype ID: Hashable
    /// The type of the elements.
    associatedtype Member

    /// The element with the given id, or `nil`; setting `nil` removes it.
    subscript(id id: ID) -> Member? { get set }
}

/// An action addressed to one element of an identified collection.
///
/// Dispatch it to reach a reducer lifted with ``Reducer/forEach(_:action:_:)``.
///
/// ```swift
/// store.dispatch(ElementAction(id: 42, action: TodoAction.completed))
/// ```
public struct ElementAction<ID: Hashable & Sendable, Family: Action>: Action {
    /// The id of the element the action is for.
    public var id: ID
    /// The action to apply to that element.
    public var action: Family

    /// Creates an action for the element with id `id`.
    public init(id: ID, action: Family) {
        self.id = id
        self.action = action
    }
}

extension ElementAction: Equatable where Family: Equatable {}
extension ElementAction: Codable where ID: Codable, Family: Codable {}
