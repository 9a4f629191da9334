import Foundation
import Testing
import UDFKit

enum Screen: Hashable, Sendable, Codable {
    case projects
    case project(id: Int)
    case itemForm(projectID: Int)
    case help
}

struct NavigatorState: Equatable, Sendable {
    var route = RouteState(root: Screen.projects)
    var log: [String] = []
}

let navigatorReducer = Reducer<NavigatorState>.combine(
    .lift(\.route, RouteState<Screen>.reducer),
    .lift(\.log, logReducer)
)

@Suite struct RouteStateTests {
    @Test func routeActionsFlowThroughAnAppStoreWithoutWrapping() {
        let store = Store(initialState: NavigatorState(), reducer: navigatorReducer)
        store.dispatch(RouteAction<Screen>.pushed(.project(id: 7)))
        store.dispatch(RouteAction<Screen>.pushed(.itemForm(projectID: 7)))
        store.dispatch(LogAction.noted("opened the form"))
        #expect(store.state == NavigatorState(
            route: RouteState(root: .projects, path: [.project(id: 7), .itemForm(projectID: 7)]),
            log: ["opened the form"]
        ))
        #expect(store.state.route.top == .itemForm(projectID: 7))
    }

    @Test func poppingRemovesTheTopButNeverTheRoot() {
        var route = RouteState(root: Screen.projects, path: [.project(id: 1)])
        RouteState.reducer.reduce(&route, RouteAction<Screen>.popped)
        RouteState.reducer.reduce(&route, RouteAction<Screen>.popped)
        #expect(route.stack == [.projects])
        #expect(route.top == .projects)
    }

    @Test func poppingToRootKeepsOnlyTheRoot() {
        var route = RouteState(root: Screen.projects, path: [.project(id: 1), .itemForm(projectID: 1), .help])
        RouteState.reducer.reduce(&route, RouteAction<Screen>.poppedToRoot)
        #expect(route == RouteState(root: .projects))
    }

    @Test func replacingTheTopSwapsOnlyTheLastRoute() {
        var route = RouteState(root: Screen.projects, path: [.itemForm(projectID: 3)])
        RouteState.reducer.reduce(&route, RouteAction<Screen>.topReplaced(.project(id: 3)))
        #expect(route.stack == [.projects, .project(id: 3)])

        var alone = RouteState(root: Screen.projects)
        RouteState.reducer.reduce(&alone, RouteAction<Screen>.topReplaced(.help))
        #expect(alone.stack == [.help])
    }

    @Test func replacingTheStackSetsRootAndPath() {
        var route = RouteState(root: Screen.projects, path: [.help])
        RouteState.reducer.reduce(&route, RouteAction<Screen>.stackReplaced(root: .projects, path: [.project(id: 9), .itemForm(projectID: 9)]))
        #expect(route.stack == [.projects, .project(id: 9), .itemForm(projectID: 9)])
        #expect(Array(route.path) == [.project(id: 9), .itemForm(projectID: 9)])
        #expect(route.root == .projects)
    }

    @Test func removingRoutesOfADeletedRecordKeepsTheRoot() {
        var route = RouteState(root: Screen.project(id: 2), path: [.project(id: 2), .help, .itemForm(projectID: 2)])
        route.removeAll { $0 == .project(id: 2) || $0 == .itemForm(projectID: 2) }
        #expect(route.stack == [.project(id: 2), .help])
    }

    @Test func aRouteStateRoundTripsThroughJSONAsItsStack() throws {
        let route = RouteState(root: Screen.projects, path: [.project(id: 4)])
        let json = try JSONEncoder().encode(route)
        #expect(String(decoding: json, as: UTF8.self) == #"{"stack":[{"projects":{}},{"project":{"id":4}}]}"#)
        #expect(try JSONDecoder().decode(RouteState<Screen>.self, from: json) == route)
    }

    @Test func anEmptyStackDoesNotDecode() {
        #expect {
            try JSONDecoder().decode(RouteState<Screen>.self, from: Data(#"{"stack":[]}"#.utf8))
        } throws: { error in
            String(describing: error).contains("a route stack needs at least its root")
        }
    }

    @Test func routeActionsEncodeTheirRouteUnderAReadableKey() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let actions: [RouteAction<Screen>] = [
            .pushed(.project(id: 1)), .popped, .topReplaced(.help),
            .stackReplaced(root: .projects, path: [.help]),
        ]
        let json = String(decoding: try encoder.encode(actions), as: UTF8.self)
        #expect(json == #"[{"pushed":{"route":{"project":{"id":1}}}},{"popped":{}},{"topReplaced":{"route":{"help":{}}}},{"stackReplaced":{"path":[{"help":{}}],"root":{"projects":{}}}}]"#)
        #expect(try JSONDecoder().decode([RouteAction<Screen>].self, from: Data(json.utf8)) == actions)
    }
}
