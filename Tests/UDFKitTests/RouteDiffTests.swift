import Testing
import UDFKit

@Suite struct RouteDiffTests {
    @Test func identicalStacksHaveAnEmptyDiff() {
        let diff = RouteDiff(from: [Screen.projects, .project(id: 1)], to: [.projects, .project(id: 1)])
        #expect(diff == RouteDiff(popped: [], pushed: []))
        #expect(diff.isEmpty)
    }

    @Test func twoEmptyStacksHaveAnEmptyDiff() {
        #expect(RouteDiff<Screen>(from: [], to: []).isEmpty)
    }

    @Test func fromAnEmptyStackEverythingIsPushedBottomFirst() {
        let diff = RouteDiff(from: [], to: [Screen.projects, .project(id: 1), .help])
        #expect(diff == RouteDiff(popped: [], pushed: [.projects, .project(id: 1), .help]))
    }

    @Test func toAnEmptyStackEverythingIsPoppedTopFirst() {
        let diff = RouteDiff(from: [Screen.projects, .project(id: 1), .help], to: [])
        #expect(diff == RouteDiff(popped: [.help, .project(id: 1), .projects], pushed: []))
    }

    @Test func pushingOnTopKeepsTheCommonPrefix() {
        let diff = RouteDiff(from: [Screen.projects], to: [.projects, .project(id: 1), .itemForm(projectID: 1)])
        #expect(diff == RouteDiff(popped: [], pushed: [.project(id: 1), .itemForm(projectID: 1)]))
    }

    @Test func branchingAfterACommonPrefixPopsTheOldBranchAndPushesTheNew() {
        let diff = RouteDiff(
            from: [Screen.projects, .project(id: 1), .itemForm(projectID: 1)],
            to: [.projects, .help]
        )
        #expect(diff == RouteDiff(popped: [.itemForm(projectID: 1), .project(id: 1)], pushed: [.help]))
    }

    @Test func stacksWithDifferentRootsAreReplacedWhole() {
        let diff = RouteDiff(from: [Screen.projects, .help], to: [.project(id: 2), .help])
        #expect(diff == RouteDiff(popped: [.help, .projects], pushed: [.project(id: 2), .help]))
    }

    @Test func theSameRouteWithOtherDataIsPoppedAndPushed() {
        let diff = RouteDiff(from: [Screen.projects, .project(id: 1)], to: [.projects, .project(id: 2)])
        #expect(diff == RouteDiff(popped: [.project(id: 1)], pushed: [.project(id: 2)]))
    }

    @Test func aRouteStateDiffsFromTheOneDrawnBefore() {
        let drawn = RouteState(root: Screen.projects, path: [.project(id: 5)])
        var current = drawn
        current.push(.help)
        #expect(current.diff(from: drawn) == RouteDiff(popped: [], pushed: [.help]))
        #expect(drawn.diff(from: current) == RouteDiff(popped: [.help], pushed: []))
    }
}
