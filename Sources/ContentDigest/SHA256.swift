internal import CCrypto
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// SHA-256 (FIPS 180-4), for the hashes layoutreg records: scenario definitions and font
/// files, so that a change of either explains a change of frames. libcrypto computes it
/// (with the CPU's SHA extensions where it has them); this is the only file that sees it.
///
/// ```swift
/// SHA256.hash(Array("abc".utf8)).hex  // "ba7816bf…"
/// ```
public enum SHA256 {
    /// The digest of `bytes`, read in place when they are contiguous (`[UInt8]`, `Data`).
    public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Digest {
        if let digest = bytes.withContiguousStorageIfAvailable(hash(buffer:)) { return digest }
        return Array(bytes).withUnsafeBufferPointer(hash(buffer:))
    }

    /// libcrypto's SHA-256, fetched once. `EVP_sha256()` fetched it again at every digest,
    /// under a lock of libcrypto's that threads hashing at once (reading scenarios in parallel)
    /// waited on. A fetched algorithm is immutable and may be used from any thread; it lives as
    /// long as the process.
    nonisolated(unsafe) private static let algorithm: OpaquePointer = {
        guard let algorithm = EVP_MD_fetch(nil, "SHA256", nil) else {
            preconditionFailure("libcrypto has no SHA-256 (EVP_MD_fetch)")
        }
        return algorithm
    }()

    /// The digest of the file at `path`, read a MiB at a time into one buffer: a font or the
    /// executable read whole was as many fresh pages to fault in and zero as the file is long
    /// (a third of hashing 28 MB of fonts went to the kernel), where the digest needs each
    /// byte once.
    ///
    /// - Throws: ``FileReadError`` when the file cannot be opened or read.
    public static func hash(contentsOf path: String) throws(FileReadError) -> Digest {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileReadError(path: path, code: errno) }
        defer { close(descriptor) }
        guard let context = EVP_MD_CTX_new() else { preconditionFailure("libcrypto could not allocate a digest context") }
        defer { EVP_MD_CTX_free(context) }
        precondition(EVP_DigestInit_ex(context, algorithm, nil) == 1, "libcrypto's EVP_DigestInit_ex(SHA-256) failed")
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 64)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, code: errno)
            }
            if count == 0 { break }
            precondition(EVP_DigestUpdate(context, buffer.baseAddress, count) == 1, "libcrypto's EVP_DigestUpdate failed")
        }
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let status = digest.withUnsafeMutableBufferPointer { EVP_DigestFinal_ex(context, $0.baseAddress, &length) }
        precondition(status == 1 && length == 32, "libcrypto's EVP_DigestFinal_ex(SHA-256) failed")
        return Digest(bytes: digest)
    }

    private static func hash(buffer: UnsafeBufferPointer<UInt8>) -> Digest {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let status = digest.withUnsafeMutableBufferPointer { out in
            // An empty buffer may have no address; libcrypto reads nothing for a count of 0.
            withUnsafePointer(to: UInt8(0)) { empty in
                EVP_Digest(buffer.baseAddress ?? empty, buffer.count, out.baseAddress, &length, algorithm, nil)
            }
        }
        // SHA-256 over memory has no runtime failure; one would mean a broken libcrypto.
        precondition(status == 1 && length == 32, "libcrypto's EVP_Digest(SHA-256) failed")
        return Digest(bytes: digest)
    }
}
