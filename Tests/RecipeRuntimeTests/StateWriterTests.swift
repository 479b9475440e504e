import Foundation
import RecipeNavigation
import Synchronization
import Testing

@testable import RecipeApp
@testable import RecipeRuntime

/// The background writer: the latest place is written, a key never hangs on it, and waiting for it at quit is bounded.
@Suite("StateWriter")
struct StateWriterTests {
    /// The places a fake save was given, and a gate it can be held at.
    final class Recorder: Sendable {
        let saved = Mutex<[NavigationModel]>([])
        let gate = DispatchSemaphore(value: 0)
        let held: Bool
        init(held: Bool = false) { self.held = held }

        var save: StateWriter.Save {
            { [self] navigation throws(StateStore.SaveError) in
                if held { gate.wait() }
                saved.withLock { $0.append(navigation) }
            }
        }
    }

    let first = NavigationModel(selectedCategory: "dessert")
    let second = NavigationModel(selectedCategory: "drink")

    @Test("The latest place submitted is written, and flush reports it done")
    func writesTheLatestPlace() {
        let recorder = Recorder()
        let writer = StateWriter(save: recorder.save)
        writer.submit(first)
        writer.submit(second)
        #expect(writer.flush(within: .seconds(10)))
        #expect(recorder.saved.withLock { $0.last } == second)
    }

    @Test("With no thread to be had, a submission saves on the caller's thread at once instead of hanging")
    func noThreadSavesInPlace() {
        let recorder = Recorder()
        let writer = StateWriter(save: recorder.save, startThread: { _ in false })
        writer.submit(first)
        #expect(recorder.saved.withLock { $0 } == [first])
        writer.submit(second)
        #expect(recorder.saved.withLock { $0 } == [first, second])
        #expect(writer.flush(within: .milliseconds(1)))
    }

    @Test("A failure on the caller's thread is reported once, like one on the writer's thread")
    func noThreadFailureIsReported() {
        let writer = StateWriter(save: { _ throws(StateStore.SaveError) in throw StateStore.SaveError(description: "disk full") }, startThread: { _ in false })
        writer.submit(first)
        #expect(writer.takeFailure()?.description == "disk full")
        #expect(writer.takeFailure() == nil)
    }

    @Test("Waiting for a save the disk holds up (fsync stalled) gives up after the limit, and succeeds once it completes")
    func flushIsBounded() {
        let recorder = Recorder(held: true)
        let writer = StateWriter(save: recorder.save)
        writer.submit(first)
        let start = ContinuousClock.now
        #expect(!writer.flush(within: .milliseconds(200)))
        let waited = ContinuousClock.now - start
        #expect(waited >= .milliseconds(190) && waited < .seconds(3), "waited \(waited)")
        recorder.gate.signal()
        #expect(writer.flush(within: .seconds(10)))
        #expect(recorder.saved.withLock { $0 } == [first])
    }
}
