#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies one version of a file without reading it: its size, inode, and last
/// modification and status-change times in nanoseconds, as `stat` reports them. A digest
/// remembered with a stamp is still the file's digest while the stamp is the same (the rule
/// git's index uses), so unchanged files need not be read again.
public struct FileStamp: Hashable, Sendable {
    public var size: Int64
    public var inode: UInt64
    public var modifiedNanoseconds: Int64
    public var changedNanoseconds: Int64

    public init(size: Int64, inode: UInt64, modifiedNanoseconds: Int64, changedNanoseconds: Int64) {
        self.size = size
        self.inode = inode
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changedNanoseconds = changedNanoseconds
    }

    /// The stamp of the file at `path`, or `nil` when it cannot be read.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        self.init(size: Int64(info.st_size), inode: UInt64(info.st_ino),
                  modifiedNanoseconds: Self.nanoseconds(modified), changedNanoseconds: Self.nanoseconds(changed))
    }

    /// Whether the file changed so recently (within `window` seconds of `now`, or after it)
    /// that a rewrite in the same clock tick could leave its stamp unchanged: a digest read now
    /// must not be remembered with this stamp.
    public func isRecent(now: Int64 = FileStamp.now(), window: Int64 = 2) -> Bool {
        let limit = now - window * 1_000_000_000
        return modifiedNanoseconds >= limit || changedNanoseconds >= limit
    }

    /// The wall clock in nanoseconds since 1970, as file times are kept.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
