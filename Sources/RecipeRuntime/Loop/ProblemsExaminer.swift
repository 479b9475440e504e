import RecipeApp
import Synchronization
import SystemFiles

/// Runs the doctor on the data on a thread of its own, and wakes the runtime's `poll` when it is done:
/// the runtime applies `Action.problemsExamined` with the findings then.
///
/// The doctor reads every file afresh, a second or more on a large collection: never on the key path.
/// One examination runs at a time. Each is asked for on behalf of one load of the data (`load`, the
/// identity of the catalog's index): asked again for the same load while it runs (every key on the
/// screen asks until the findings come), nothing more is done; asked for a newer load (the data
/// reloaded meanwhile), it runs again when the first ends, whose findings are then handed back marked
/// out of date. So the last findings are always of the data as it is now, and no examination is wasted.
/// Used from the runtime's thread only; the thread shares `Shared` and the wake pipe's write end.
package final class ProblemsExaminer: ProblemsExamining {
    private final class Shared: Sendable {
        let finished = Mutex<DoctorFindings?>(nil)
    }

    private let shared = Shared()
    private var wake: WakePipe?
    /// An examination: of which data, and for which load of it.
    private struct Request {
        var dataPath: String
        var isCollection: Bool
        var load: ObjectIdentifier
    }

    /// The examination running now, and the one asked for a newer load after it started, if any.
    private var running: Request?
    private var queued: Request?
    private let startThread: (@escaping @Sendable () -> Void) -> Bool

    /// `startThread` starts the work on a thread (a test's may run it at once); false when none could be had.
    package init(startThread: @escaping (@escaping @Sendable () -> Void) -> Bool = { DetachedThread.start(stackSize: 16 << 20, $0) }) {
        self.startThread = startThread
    }


    /// What the session's `poll` watches; -1 before the first examination, or without a pipe.
    package var wakeDescriptor: Int32 { wake?.readEnd ?? -1 }

    package func start(dataPath: String, isCollection: Bool, load: ObjectIdentifier) -> Bool {
        let request = Request(dataPath: dataPath, isCollection: isCollection, load: load)
        if let running {
            if running.load != load || running.dataPath != dataPath { queued = request }
            return true
        }
        if wake == nil { wake = try? WakePipe() }
        guard let writeEnd = wake?.writeEnd else { return false }
        let shared = shared
        running = request
        let started = startThread {
            // Behind the keys: the examination must not slow the app it runs in.
            DetachedThread.lowerPriorityOfCurrentThread()
            let findings = ProblemsExaminer.examine(dataPath: dataPath, isCollection: isCollection)
            shared.finished.withLock { $0 = findings }
            WakePipe.wake(writeEnd: writeEnd)
        }
        if !started { running = nil }
        return started
    }

    package func takeFinished() -> DoctorFindings? {
        guard let wake, running != nil else { return nil }
        WakePipe.drain(readEnd: wake.readEnd)
        guard var findings = shared.finished.withLock({ taken in defer { taken = nil }; return taken }) else { return nil }
        running = nil
        if let next = queued {
            queued = nil
            // Of the data before its reload: shown as out of date while the new load is examined.
            findings.isCurrent = false
            // Without a thread for it, the screen asks again at its next key, and is examined at once then.
            _ = start(dataPath: next.dataPath, isCollection: next.isCollection, load: next.load)
        }
        return findings
    }

    /// The doctor's findings on the data at `dataPath`, as `recipe-tui doctor` would print them now.
    package static func examine(dataPath: String, isCollection: Bool) -> DoctorFindings {
        let outcome: DoctorFindings.Outcome
        do {
            outcome = .report(try DataDoctor.examine(dataAt: dataPath))
        } catch {
            outcome = .failed(reason: error.description)
        }
        return DoctorFindings(dataPath: dataPath, isCollection: isCollection, outcome: outcome)
    }
}
