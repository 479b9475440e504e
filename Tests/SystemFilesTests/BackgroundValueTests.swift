#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import Synchronization
import SystemFiles
import Testing

@Suite("BackgroundValue")
struct BackgroundValueTests {
    @Test("The work runs once, on another thread, while the caller goes on; its value is there however often it is asked for")
    func runsOnceElsewhere() {
        let runs = Atomic<Int>(0)
        let caller = pthread_self()
        let background = BackgroundValue { () -> Bool in
            runs.add(1, ordering: .relaxed)
            return pthread_equal(pthread_self(), caller) == 0
        }
        #expect(background.value() == true)
        #expect(background.value() == true)
        #expect(runs.load(ordering: .relaxed) == 1)
    }

    @Test("A value nobody asks for ends with its thread, without waiting for it")
    func droppedUnread() {
        let finished = Atomic<Bool>(false)
        do {
            _ = BackgroundValue { () -> Int in
                usleep(20_000)
                finished.store(true, ordering: .relaxed)
                return 1
            }
        }
        #expect(finished.load(ordering: .relaxed) == false)
        for _ in 0..<200 where !finished.load(ordering: .relaxed) { usleep(5_000) }
        #expect(finished.load(ordering: .relaxed) == true)
    }
}
