import Foundation
import StrictJSON

/// Where and when a run or an approval happens: what the store keeps as provenance.
public struct RunContext: Hashable, Sendable {
    public var host: String
    public var user: String
    public var gitCommit: String?
    public var engineVersion: String
    /// Every font file's SHA-256, one `hash  file` line each (as `sha256sum` prints them):
    /// kept with every run and approval, so that a change of fonts explains a change of frames.
    public var fontHashes: String
    /// One digest of all the font files, for baseline file headers.
    public var fontDigest: String
    /// The SHA-256 of the layoutreg executable, where `run --incremental` needs it: a case
    /// laid out by another build is laid out again, whatever its engine version says.
    public var buildDigest: String

    public init(host: String, user: String, gitCommit: String?, engineVersion: String, fontHashes: String,
                fontDigest: String = "", buildDigest: String = "") {
        self.host = host
        self.user = user
        self.gitCommit = gitCommit
        self.engineVersion = engineVersion
        self.fontHashes = fontHashes
        self.fontDigest = fontDigest
        self.buildDigest = buildDigest
    }

    /// This machine, this user, and the commit checked out in the current folder, if any.
    public static func current(engineVersion: String, fontHashes: String, fontDigest: String) -> RunContext {
        let env = ProcessInfo.processInfo.environment
        return RunContext(host: ProcessInfo.processInfo.hostName,
                          user: env["LAYOUTREG_USER"] ?? env["USER"] ?? env["LOGNAME"] ?? accountName() ?? "unknown",
                          gitCommit: env["LAYOUTREG_COMMIT"] ?? gitHead(), engineVersion: engineVersion,
                          fontHashes: fontHashes, fontDigest: fontDigest)
    }

    /// The login name of the process's user, from the password database.
    static func accountName() -> String? {
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }

    /// `git rev-parse HEAD`, or `nil` outside a repository or without git.
    ///
    /// Spawned directly rather than through Foundation's `Process`, which took 55 ms to start
    /// git (a tenth of a `run` of the shipped fixtures) where git itself takes 2 ms.
    static func gitHead() -> String? {
        guard let output = spawn(["git", "rev-parse", "--verify", "--quiet", "HEAD"]) else { return nil }
        let head = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return head.isEmpty ? nil : head
    }

    /// Runs `arguments` (the program found on `PATH`) with standard error discarded; its
    /// standard output if it exits with status 0, else `nil`.
    package static func spawn(_ arguments: [String]) -> [UInt8]? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(ends[1])
        defer { close(ends[0]) }
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count > 0 {
                output += chunk[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally with status 0: the whole wait status is 0.
        return status == 0 ? output : nil
    }

    /// Now, as ISO-8601 in UTC with milliseconds: `2026-11-29T21:03:04.512Z`.
    public static func timestamp(_ date: Date = Date()) -> String {
        let millis = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        var seconds = time_t(millis / 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ v: Int32, _ width: Int) -> String { TextColumns.pad(String(v), width, alignRight: true, fill: "0") }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(millis % 1000), 3))Z"
    }
}
