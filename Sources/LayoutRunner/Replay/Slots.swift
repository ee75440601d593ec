/// A fixed number of result slots written from many threads.
///
/// `@unchecked Sendable` is safe here because every slot is written by exactly one
/// iteration of a parallel loop (``Lanes``), and read only after the loop, or its
/// ``SharedLoop/finish()``, has returned (which happens-after every iteration), or after
/// ``CaseProgress`` has said, under its lock, that the iteration writing it is done. The
/// thread that wrote a slot may empty it once its readers say they are done with it
/// (`record`'s store rows and decisions, see ``RecordWindow/release(afterLayingOut:)``).
final class Slots<Value: Sendable>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value>

    init(count: Int, initial: Value) {
        buffer = UnsafeMutableBufferPointer<Value>.allocate(capacity: count)
        buffer.initialize(repeating: initial)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    subscript(i: Int) -> Value {
        get { buffer[i] }
        set { buffer[i] = newValue }
    }

    var values: [Value] { Array(buffer) }
}
