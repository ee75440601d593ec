import Foundation
import Synchronization
@testable import LayoutRunner
import TestSupport
import Testing

/// Files written at once and flushed to disk on another thread: what `record` stages.
@Suite struct FileFlushesTests {
    @Test func writesEachFileWhole() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let flushes = FileFlushes()
        let texts = (0..<20).map { String(repeating: "frame \($0)\n", count: 1_000 * ($0 + 1)) }
        for (i, text) in texts.enumerated() { try flushes.write(text.utf8, to: folder.path + "/\(i).baseline") }
        try flushes.finish()
        for (i, text) in texts.enumerated() { #expect(folder.read("\(i).baseline") == text) }
    }

    /// Work queued beside the files (the store's WAL) is done by the time `finish` returns.
    @Test func finishWaitsForQueuedWork() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let flushes = FileFlushes()
        let done = Mutex<[Int]>([])
        for i in 0..<3 {
            flushes.enqueue {
                Thread.sleep(forTimeInterval: 0.02)
                done.withLock { $0.append(i) }
            }
            try flushes.write("\(i)".utf8, to: folder.path + "/\(i).baseline")
        }
        try flushes.finish()
        #expect(done.withLock { $0 } == [0, 1, 2])
    }

    /// A file that cannot be created fails at once, naming it.
    @Test func aFileThatCannotBeWrittenFailsWhereItIsWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let flushes = FileFlushes()
        let path = folder.path + "/missing/a.baseline"
        #expect(throws: RunnerError.self) { try flushes.write("x".utf8, to: path) }
        try flushes.finish()
    }

    /// A flush that fails is `finish`'s error, naming the file: Linux refuses to flush
    /// `/dev/null`, which takes writes.
    @Test func aFlushThatFailsIsFinishsError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let flushes = FileFlushes()
        try flushes.write("kept".utf8, to: folder.path + "/a.baseline")
        try flushes.write("lost".utf8, to: "/dev/null")
        let error = #expect(throws: RunnerError.self) { try flushes.finish() }
        #expect(error?.description.contains("/dev/null") == true)
        #expect(folder.read("a.baseline") == "kept")
    }
}
