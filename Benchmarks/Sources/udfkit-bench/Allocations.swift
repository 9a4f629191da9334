import MallocInterposerSwift
import UDFKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts heap allocations with ordo-one's malloc interposer, which only sees them when its
/// library is preloaded: the benchmark re-executes itself once with it in the environment.
/// A count the optimiser cannot see through, so the control array really is allocated.
nonisolated(unsafe) var opaqueCount = 3

enum Allocations {
    static let preloadVariable: String = {
        #if canImport(Darwin)
        "DYLD_INSERT_LIBRARIES"
        #else
        "LD_PRELOAD"
        #endif
    }()

    /// Re-executes the process with the interposer preloaded, if it is not already and the
    /// library sits next to the executable. Returns only when it did not re-execute.
    static func preloadInterposer() {
        guard getenv("UDFKIT_BENCH_PRELOADED") == nil else { return }
        let executable = CommandLine.arguments[0]
        let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        #if canImport(Darwin)
        let library = folder + "/libMallocInterposerSwift.dylib"
        #else
        let library = folder + "/libMallocInterposerSwift.so"
        #endif
        guard access(library, R_OK) == 0 else { return }
        setenv(preloadVariable, library, 1)
        setenv("UDFKIT_BENCH_PRELOADED", "1", 1)
        var arguments = CommandLine.arguments.map { strdup($0) }
        arguments.append(nil)
        execv(executable, &arguments)
    }

    /// Mallocs per operation of `body`, run `operations` times after a warm-up.
    static func perOperation(_ operations: Int, _ body: () -> Void) -> Double {
        for _ in 0..<1_000 { body() }
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        for _ in 0..<operations { body() }
        MallocInterposerSwift.unhook()
        return Double(MallocInterposerSwift.getStatistics().mallocCount) / Double(operations)
    }

    /// Prints the allocations of a steady-state dispatch, with a control that must count one.
    static func report() {
        guard getenv("UDFKIT_BENCH_PRELOADED") != nil else {
            print("allocations=unmeasured reason=interposer-not-preloaded")
            return
        }
        let control = perOperation(100_000) { blackHole(ContiguousArray(repeating: 7, count: opaqueCount)) }
        let store = Store(initialState: 0, reducer: Reducer(Tick.self, tick))
        let bare = perOperation(100_000) { store.dispatch(Tick.incremented) }
        let watched = Store(initialState: 0, reducer: Reducer(Tick.self, tick))
        _ = watched.subscribe(to: \.self) { blackHole($0) }
        let subscribed = perOperation(100_000) { watched.dispatch(Tick.incremented) }
        // An action with a string (not trivial) passing a store whose reducer includes an
        // undoable one that does not handle it: nothing may be boxed for the history.
        let undoable = Store(initialState: HistoryScenarios.Document(items: 10), reducer: .combine(
            .undoable(Reducer(InventoryAction.self, inventory), data: \.inventory, history: \.history),
            Reducer(Label.self) { _, _ in }
        ))
        let label = Label.named("opaque")
        let pastUndoable = perOperation(100_000) { undoable.dispatch(label) }
        print("allocations control_array=\(format(control)) dispatch=\(format(bare)) dispatch_with_subscriber=\(format(subscribed)) dispatch_past_undoable=\(format(pastUndoable))")
    }
}

/// An action that is not trivial: it holds a string.
enum Label: Action { case named(String) }
