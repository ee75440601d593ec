import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The threads that run the lanes of a parallel loop besides the caller's (``Lanes``), kept for
/// the life of the process, so that in loop after loop lane `k` runs on the same thread.
///
/// What a lane keeps between its chunks is kept per thread: the text caches
/// (`ThreadLanes`), the resolved strings (``CaseStrings/Pool``), the blocks a thread frees
/// itself (``LaneReleases``). Dispatch's pool runs a loop's lanes on whichever of its threads
/// is free, so nothing kept a lane on one thread from window to window: under valgrind, three
/// threads laid out every text of a generated matrix run with `--jobs 2`, which then did 7.9%
/// more work than `--jobs 1` (5.6% on kept threads).
///
/// Idle threads wait in a stack: a loop takes the ones it needs from its top and puts them back
/// in the order it took them, so a process whose loops run one at a time (a command) hands
/// lane `k` the same thread every time. Loops that run at once (tests) or one inside another's
/// lane take other threads; the pool grows to as many as ever ran at once, and they wait for
/// work when idle. ``Lanes`` runs a loop inside a lane on that lane's thread alone
/// (``isInLane``), so that a command's `--jobs N` is N threads.
final class LaneThreads: Sendable {
    static let shared = LaneThreads()

    /// The threads not running a lane now, the next to hand out last.
    private let idle = Mutex<[Worker]>([])

    /// Whether the calling thread is running a lane of some loop now: the caller of ``run(_:_:)``
    /// until it returns, a thread of a pool always.
    static var isInLane: Bool { LaneMark.isSet }

    /// Runs `lane(0)` on the calling thread and `lane(1)` … `lane(count - 1)` each on a thread
    /// of the pool, and returns once every one has.
    func run(_ count: Int, _ lane: @Sendable (Int) -> Void) {
        let wasInLane = LaneMark.isSet
        LaneMark.isSet = true
        defer { LaneMark.isSet = wasInLane }
        guard count > 1 else {
            if count == 1 { lane(0) }
            return
        }
        let workers = take(count - 1)
        // A worker drops the closure before it says it is done, so none of its references
        // outlives this call.
        withoutActuallyEscaping(lane) { lane in
            for (k, worker) in workers.enumerated() { worker.start { lane(k + 1) } }
            lane(0)
            for worker in workers { worker.waitUntilDone() }
        }
        give(workers)
    }

    private func take(_ count: Int) -> [Worker] {
        let taken: [Worker] = idle.withLock { idle in
            let n = min(count, idle.count)
            defer { idle.removeLast(n) }
            return idle.suffix(n).reversed()
        }
        return taken + (taken.count..<count).map { _ in Worker() }
    }

    private func give(_ workers: [Worker]) {
        idle.withLock { $0.append(contentsOf: workers.reversed()) }
    }

    /// One thread of the pool: it waits for a closure, runs it, drops it, and says so.
    private final class Worker: Sendable {
        private let job = Mutex<(@Sendable () -> Void)?>(nil)
        private let started = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)

        init() {
            let thread = Thread { [self] in
                LaneMark.isSet = true
                while true {
                    started.wait()
                    runJob()
                    done.signal()
                }
            }
            // 8 MiB, glibc's default for a thread's stack: deep view trees recurse.
            thread.stackSize = 8 << 20
            thread.name = "layoutreg lane"
            thread.start()
        }

        /// Hands `work` to the thread; it must be idle.
        func start(_ work: @escaping @Sendable () -> Void) {
            job.withLock { job in
                assert(job == nil, "a lane thread runs one closure at a time")
                job = work
            }
            started.signal()
        }

        func waitUntilDone() {
            done.wait()
        }

        /// Runs the closure handed over and lets it go on return, before `done` is signalled.
        private func runJob() {
            guard let work = job.withLock({ job in defer { job = nil }; return job }) else {
                preconditionFailure("a lane thread was woken with nothing to run")
            }
            work()
        }
    }

    /// Whether the calling thread runs a lane, in thread-specific storage: set or not, no value.
    private enum LaneMark {
        static var isSet: Bool {
            get { pthread_getspecific(key) != nil }
            set {
                let status = pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil)
                precondition(status == 0, "pthread_setspecific failed: \(status)")
            }
        }

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key, nil)
            precondition(status == 0, "pthread_key_create failed: \(status)")
            return key
        }()
    }
}
