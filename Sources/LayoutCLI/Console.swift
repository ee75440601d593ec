#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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
    private let lock = Mutex<Bool>(false)
    /// Whether standard error is a terminal, where a progress line can be redrawn in place.
    public let errorIsTerminal: Bool

    public init(out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void, errorIsTerminal: Bool = false) {
        writeOut = out
        writeError = error
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and standard error.
    public static func standard() -> Console {
        Console(out: { write(text: $0, to: 1) }, error: { write(text: $0, to: 2) }, errorIsTerminal: isatty(2) == 1)
    }

    /// Writes all of `text` to a file descriptor, unbuffered, so that output and errors
    /// interleave as they happen.
    private static func write(text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    public func print(_ text: String) {
        let safe = TerminalText.escaped(text, keepingLines: true)
        lock.withLock { shown in
            clear(&shown)
            writeOut(safe.hasSuffix("\n") ? safe : safe + "\n")
        }
    }

    public func printError(_ text: String) {
        let safe = TerminalText.escaped(text, keepingLines: true)
        lock.withLock { shown in
            clear(&shown)
            writeError(safe.hasSuffix("\n") ? safe : safe + "\n")
        }
    }

    /// Draws `line` over the previous progress line on a terminal (carriage return, erase to
    /// the end of the line); nothing when standard error is not one. The next message
    /// erases it first. The line is escaped; only the control sequences around it are not.
    public func progress(_ line: String) {
        guard errorIsTerminal else { return }
        let safe = TerminalText.escaped(line, keepingLines: false)
        lock.withLock { shown in
            writeError("\r" + safe + "\u{1B}[K")
            shown = true
        }
    }

    /// Erases the progress line, if one is shown.
    public func endProgress() {
        lock.withLock { clear(&$0) }
    }

    private func clear(_ shown: inout Bool) {
        guard shown else { return }
        writeError("\r\u{1B}[K")
        shown = false
    }
}

/// POSIX `write(2)`, named apart from ``Console``'s own `write`: Glibc's on Linux, Darwin's on macOS.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
