import Testing
import UDFKit
import UDFKitTesting

/// The promises of `Middleware`, `MiddlewareContext` and `Middleware.lift`.
@Suite struct MiddlewarePromises {
    @Test func middlewareRunsInOrderAndMayPassDropOrReplaceAnAction() {
        let seen = Log<String>()
        let first = Middleware<Int> { _, action, next in
            seen.append("first \(action)")
            next(action)
        }
        let second = Middleware<Int> { _, action, next in
            seen.append("second \(action)")
            switch action as? Tally {
            case .added(let amount)? where amount < 0: return
            case .cleared?: next(Tally.added(100))
            default: next(action)
            }
        }
        let store = Store(initialState: 1, reducer: tally, middleware: [first, second])
        store.dispatch(Tally.added(-5))
        store.dispatch(Tally.cleared)
        #expect(store.state == 101)
        #expect(seen.values == ["first added(-5)", "second added(-5)", "first cleared", "second cleared"])
    }

    @Test func theContextReadsTheStateBeforeNextAndAfterIt() {
        let seen = Log<String>()
        let reader = Middleware<Int> { context, action, next in
            let before = context.state
            next(action)
            seen.append("\(before ?? -1) -> \(context.state ?? -1)")
        }
        let store = Store(initialState: 1, reducer: tally, middleware: [reader])
        store.dispatch(Tally.added(2))
        #expect(seen.values == ["1 -> 3"])
    }

    @Test func anActionAMiddlewareDispatchesIsAppliedAfterTheOneItIsProcessing() {
        let seen = Log<Int>()
        let echo = Middleware<Int> { context, action, next in
            next(action)
            if case .added(1)? = action as? Tally {
                context.dispatch(Tally.added(10))
                seen.append(context.state ?? -1)
            }
        }
        let store = Store(initialState: 0, reducer: tally, middleware: [echo])
        store.dispatch(Tally.added(1))
        #expect(seen.values == [1])
        #expect(store.state == 11)
    }

    @Test func anEffectRunByTheContextDoesNotPassTheMiddlewareAgain() async {
        let seen = Log<String>()
        let starter = Middleware<Int> { context, action, next in
            seen.append(action is Effect ? "effect" : "\(action)")
            next(action)
            if case .cleared? = action as? Tally {
                context.run(.run { send in send(Tally.added(5)) })
            }
        }
        let store = Store(initialState: 0, reducer: tally, middleware: [starter])
        store.dispatch(Tally.cleared)
        #expect(await eventually { store.state == 5 })
        #expect(seen.values == ["cleared", "added(5)"])
    }

    @Test func aContextKeptPastItsStoreReadsNilAndItsDispatchAndRunDoNothing() {
        let kept = Log<MiddlewareContext<Int>>()
        let keeper = Middleware<Int> { context, action, next in
            kept.append(context)
            next(action)
        }
        var store: Store<Int>? = Store(initialState: 0, reducer: tally, middleware: [keeper])
        weak let watched = store
        store?.dispatch(Tally.added(1))
        let reader = kept.values[0].stateReader()
        #expect(reader() == 1)
        store = nil
        #expect(watched == nil)
        #expect(kept.values[0].state == nil)
        #expect(reader() == nil)
        kept.values[0].dispatch(Tally.added(1))
        kept.values[0].run(.run { _ in })
    }

    @Test func aLiftedMiddlewareReadsItsPartAndDispatchesIntoTheWholeStore() {
        let scorer = Middleware<Int> { context, action, next in
            next(action)
            if action is Tally, let score = context.state {
                context.dispatch(Note.written("score \(score)"))
            }
        }
        let store = Store(initialState: Board(), reducer: board, middleware: [.lift(\.score, scorer)])
        store.dispatch(Tally.added(2))
        #expect(store.state == Board(score: 2, notes: ["score 2"]))
    }
}
