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
        #expect(diff == RouteDiff(popped: [.itemForm(projectID: 1)], changed: RouteChange(depth: 1, from: .project(id: 1), to: .help), pushed: []))
    }

    @Test func stacksWithDifferentRootsChangeTheRootAndRebuildWhatIsAbove() {
        let diff = RouteDiff(from: [Screen.projects, .help], to: [.project(id: 2), .help])
        #expect(diff == RouteDiff(popped: [.help], changed: RouteChange(depth: 0, from: .projects, to: .project(id: 2)), pushed: [.help]))
    }

    @Test func aReplacedTopIsAChangeInPlaceNotAPopAndAPush() {
        let diff = RouteDiff(from: [Screen.projects, .project(id: 1)], to: [.projects, .project(id: 2)])
        #expect(diff == RouteDiff(popped: [], changed: RouteChange(depth: 1, from: .project(id: 1), to: .project(id: 2)), pushed: []))
        #expect(!diff.isEmpty)
    }

    @Test func aRouteStateDiffsFromTheOneDrawnBefore() {
        let drawn = RouteState(root: Screen.projects, path: [.project(id: 5)])
        var current = drawn
        current.push(.help)
        #expect(current.diff(from: drawn) == RouteDiff(popped: [], pushed: [.help]))
        #expect(drawn.diff(from: current) == RouteDiff(popped: [.help], pushed: []))
    }
}
