import Dispatch
import Foundation
import Synchronization

/// Files written now and flushed to disk on a thread of their own, so that the thread that
/// wrote them does not sleep while the disk catches up.
///
/// `record` stages each scenario's new file on the lane beside the layouts (the store's), and
/// flushing it there put that lane to sleep for each file: 0.2 s of a 3.6 s `record --jobs 2`
/// of 100,800 cases (84 files), the other lane idle at the window's end meanwhile. The flushes
/// take no CPU to speak of, so the thread they run on is no lane: `--jobs 1` is one thread
/// that computes all the same.
///
/// ``finish()`` waits for every flush and throws the first that failed, in the order the files
/// were written: call it before anything relies on the files being on disk (the journal that
/// moves them into place).
final class FileFlushes: Sendable {
    private let queue = DispatchQueue(label: "layoutreg.file-flushes")
    private let pending = DispatchGroup()
    /// The first file, in the order written, that could not be flushed, and why.
    private let failure = Mutex<(order: Int, error: RunnerError)?>(nil)
    private let written = Atomic<Int>(0)

    /// Writes `bytes` to a new file at `path` (replacing one there) and queues its flush.
    /// Bytes in one buffer are written from it, not copied, as ``DurableFile/write(_:to:)`` does.
    func write(_ bytes: some Collection<UInt8>, to path: String) throws(RunnerError) {
        let descriptor = try DurableFile.writeUnflushed(bytes, to: path)
        let order = written.add(1, ordering: .relaxed).newValue
        enqueue { [self] in
            let flushed = fsync(descriptor) == 0
            let reason = flushed ? "" : DurableFile.reason()
            close(descriptor)
            guard !flushed else { return }
            failure.withLock { failure in
                if failure.map({ order < $0.order }) ?? true {
                    failure = (order, RunnerError("cannot write \(path): \(reason)"))
                }
            }
        }
    }

    /// Queues `body` behind the flushes queued so far: other writing back to disk that no
    /// lane should sleep through (the store's WAL, ``LayoutStore/writeBackLog()``).
    func enqueue(_ body: @escaping @Sendable () -> Void) {
        pending.enter()
        queue.async { [pending] in
            defer { pending.leave() }
            body()
        }
    }

    /// Waits until every file written is flushed (or failed to be); throws the first failure.
    func finish() throws(RunnerError) {
        pending.wait()
        if let error = failure.withLock({ $0?.error }) { throw error }
    }
}
