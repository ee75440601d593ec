/// A file's SHA-256 (lower-case hexadecimal) and the stamp the file had when it was read.
public struct FileDigest: Hashable, Sendable {
    public var path: String
    public var stamp: FileStamp
    public var sha256: String

    public init(path: String, stamp: FileStamp, sha256: String) {
        self.path = path
        self.stamp = stamp
        self.sha256 = sha256
    }
}
