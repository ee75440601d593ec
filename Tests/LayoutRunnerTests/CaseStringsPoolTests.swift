import Foundation
import Testing
@testable import LayoutRunner

/// A lane takes back the strings cache it gave, and never another lane's: a string two lanes
/// retain moves its reference count between their cores at every text.
@Suite("Case strings pool")
struct CaseStringsPoolTests {
    /// `body`'s result, computed on a new thread.
    static func onAnotherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let result = Slots<T?>(count: 1, initial: nil)
        let thread = Thread {
            result[0] = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return result[0]!
    }

    @Test func aThreadTakesBackItsOwnCacheAndNoOtherThreads() {
        let pool = CaseStrings.Pool()
        #expect(pool.take() == nil)
        let mine = CaseStrings.Box()
        pool.give(mine)
        // Another thread finds no cache of its own idle: it gets a new one, not this thread's.
        let theirs = Self.onAnotherThread { () -> CaseStrings.Box? in
            let box = pool.take()
            pool.give(CaseStrings.Box())
            return box
        }
        #expect(theirs == nil)
        #expect(pool.take() === mine)
        // Two at once on one thread (a chunk inside a chunk) are two caches; both come back.
        #expect(pool.take() == nil)
        let second = CaseStrings.Box()
        pool.give(second)
        pool.give(mine)
        #expect(pool.take() === mine)
        #expect(pool.take() === second)
        #expect(pool.take() == nil)
    }

    /// Threads come and go in a long process: the pool keeps at most its capacity of idle
    /// caches, letting go of other threads' first, and a thread keeps its own.
    @Test func idleCachesAreBounded() {
        let pool = CaseStrings.Pool(capacity: 3)
        let mine = CaseStrings.Box()
        // Ten threads alive at once (a thread that ended may lend its id to the next one),
        // each giving back a cache of its own.
        let given = DispatchSemaphore(value: 0), end = DispatchSemaphore(value: 0)
        for _ in 0..<10 {
            Thread {
                pool.give(pool.take() ?? CaseStrings.Box())
                given.signal()
                end.wait()
            }.start()
        }
        for _ in 0..<10 { given.wait() }
        #expect(pool.idleCount == 3)
        for _ in 0..<10 { end.signal() }
        pool.give(mine)
        #expect(pool.idleCount == 3)
        #expect(pool.take() === mine)
    }
}
