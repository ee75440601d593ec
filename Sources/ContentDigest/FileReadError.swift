#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A file that could not be opened or read, with the system's reason.
public struct FileReadError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// The `errno` of the failed call.
    public var code: Int32

    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// `cannot read /path: No such file or directory`.
    public var description: String {
        "cannot read \(path): " + String(cString: strerror(code))
    }
}
