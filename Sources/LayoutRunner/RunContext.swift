import Foundation

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

    public init(host: String, user: String, gitCommit: String?, engineVersion: String, fontHashes: String,
                fontDigest: String = "") {
        self.host = host
        self.user = user
        self.gitCommit = gitCommit
        self.engineVersion = engineVersion
        self.fontHashes = fontHashes
        self.fontDigest = fontDigest
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
    static func gitHead() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--verify", "--quiet", "HEAD"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let head = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return head.isEmpty ? nil : head
    }

    /// Now, as ISO-8601 in UTC with milliseconds: `2026-11-29T21:03:04.512Z`.
    public static func timestamp(_ date: Date = Date()) -> String {
        let millis = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        var seconds = time_t(millis / 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ v: Int32, _ width: Int) -> String {
            let s = String(v)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(millis % 1000), 3))Z"
    }
}
