#if canImport(Glibc)
import Glibc
#endif
import LayoutReport
import Synchronization

/// Where a command writes: standard output for results, standard error for messages and
/// progress. Tests pass a console that collects both. Progress arrives from worker threads:
/// the lock keeps each message whole and the two streams in one order.
///
/// Everything printed passes through ``TerminalText/escaped(_:keepingLines:)``: whatever a
/// message quotes from a fixture, a name or a file, no control character reaches the
/// terminal (an escape sequence would be obeyed, not shown).
public final class Console: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeError: @Sendable (String) -> Void
    private let lock = Mutex<Void>(())

    public init(out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
        writeOut = out
        writeError = error
    }

    /// The process's standard output and standard error.
    public static func standard() -> Console {
        Console(out: { write(text: $0, to: 1) }, error: { write(text: $0, to: 2) })
    }

    /// Writes all of `text` to a file descriptor, unbuffered, so that output and errors
    /// interleave as they happen.
    private static func write(text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    public func print(_ text: String) {
        let safe = TerminalText.escaped(text, keepingLines: true)
        lock.withLock { _ in writeOut(safe.hasSuffix("\n") ? safe : safe + "\n") }
    }

    public func printError(_ text: String) {
        let safe = TerminalText.escaped(text, keepingLines: true)
        lock.withLock { _ in writeError(safe.hasSuffix("\n") ? safe : safe + "\n") }
    }
}
