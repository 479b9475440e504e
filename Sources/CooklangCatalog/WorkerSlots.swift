/// Slots that two workers fill, each at its own indexes, so that they never write the same memory.
final class WorkerSlots<Value>: @unchecked Sendable {
    // @unchecked: each index is written by one worker only, and read after `concurrentPerform` returns.
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    /// Every slot's value, in order; each must have been stored.
    func values() -> [Value] {
        slots.map { $0! }
    }
}
