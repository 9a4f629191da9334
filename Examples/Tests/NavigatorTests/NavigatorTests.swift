@testable import Navigator
import Synchronization
import Testing
import UDFKit
import UDFKitTesting

@Suite struct NavigatorTests {
    @Test func routeEventsAndAppEventsShareOneStore() async {
        let store = TestStore(initialState: MailState(), reducer: mailReducer)
        await store.send(RouteAction<Screen>.pushed(.message(id: 42))) {
            $0.route = RouteState(root: .inbox, path: [.message(id: 42)])
        }
        await store.send(MailAction.messageRead(id: 42)) { $0.unread = [43] }
        await store.send(RouteAction<Screen>.pushed(.reply(to: 42))) {
            $0.route = RouteState(root: .inbox, path: [.message(id: 42), .reply(to: 42)])
        }
        await store.send(RouteAction<Screen>.poppedToRoot) { $0.route = RouteState(root: .inbox) }
    }

    @Test func replyIsOnlyPossibleFromAMessage() {
        #expect(actions(for: "reply", in: RouteState(root: .inbox)) == nil)
        let reply = actions(for: "reply", in: RouteState(root: .inbox, path: [.message(id: 7)]))
        #expect(reply?.first as? RouteAction<Screen> == .pushed(.reply(to: 7)))
    }

    @Test func theRendererTearsDownAndBuildsWhatTheDiffSays() {
        let printed = Mutex<[String]>([])
        runNavigator(lines: ["open 42", "reply", "settings", "back", "home", "bogus", "quit", "open 1"]) { line in
            printed.withLock { $0.append(line) }
        }
        #expect(printed.withLock { $0 } == [
            "inbox",
            "  build message 42", "inbox › message 42",
            "  build reply to 42", "inbox › message 42 › reply to 42",
            "  tear down reply to 42", "  change message 42 to settings", "inbox › settings",
            "  tear down settings", "inbox",
            "? open ID · reply · settings · back · home · quit",
        ])
    }
}
