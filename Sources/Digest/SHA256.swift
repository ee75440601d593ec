/// SHA-256 (FIPS 180-4), for the hashes layoutreg records: scenario definitions and font
/// files, so that a change of either explains a change of frames.
///
/// ```swift
/// var hasher = SHA256()
/// hasher.update(Array("abc".utf8))
/// hasher.finalize().hex  // "ba7816bf…"
/// ```
public struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    public init() {
        buffer.reserveCapacity(64)
    }

    /// The digest of `bytes` in one call.
    public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Digest {
        var hasher = SHA256()
        hasher.update(Array(bytes))
        return hasher.finalize()
    }

    public mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        var i = 0
        if !buffer.isEmpty {
            let take = min(64 - buffer.count, bytes.count)
            buffer.append(contentsOf: bytes[0..<take])
            i = take
            if buffer.count == 64 {
                let block = buffer
                block.withUnsafeBufferPointer { compress($0, blocks: 1) }
                buffer.removeAll(keepingCapacity: true)
            }
        }
        let blocks = (bytes.count - i) / 64
        if blocks > 0 {
            bytes.withUnsafeBufferPointer { pointer in
                compress(UnsafeBufferPointer(rebasing: pointer[i..<(i + blocks * 64)]), blocks: blocks)
            }
            i += blocks * 64
        }
        if i < bytes.count { buffer.append(contentsOf: bytes[i...]) }
    }

    public mutating func finalize() -> Digest {
        let bitLength = length &* 8
        var tail = buffer
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { compress($0, blocks: $0.count / 64) }
        buffer.removeAll()
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return Digest(bytes: words.flatMap { w in (0..<4).map { UInt8(truncatingIfNeeded: w >> UInt32(24 - 8 * $0)) } })
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Runs the compression function over `blocks` consecutive 64-byte blocks of `p`. The
    /// round constants, the message schedule and the working state stay in locals for the
    /// whole call: hashing a font file is a few hundred thousand blocks.
    private mutating func compress(_ p: UnsafeBufferPointer<UInt8>, blocks: Int) {
        @inline(__always) func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
        var (h0, h1, h2, h3, h4, h5, h6, h7) = state
        SHA256.k.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                for block in 0..<blocks {
                    let offset = block * 64
                    for t in 0..<16 {
                        let b = offset + 4 * t
                        w[t] = UInt32(p[b]) << 24 | UInt32(p[b + 1]) << 16 | UInt32(p[b + 2]) << 8 | UInt32(p[b + 3])
                    }
                    for t in 16..<64 {
                        let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                        let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    for t in 0..<64 {
                        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                        let ch = (e & f) ^ (~e & g)
                        let t1 = h &+ s1 &+ ch &+ k[t] &+ w[t]
                        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                        let maj = (a & b) ^ (a & c) ^ (b & c)
                        h = g; g = f; f = e; e = d &+ t1
                        d = c; c = b; b = a; a = t1 &+ s0 &+ maj
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                }
            }
        }
        state = (h0, h1, h2, h3, h4, h5, h6, h7)
    }
}

/// A message digest: its bytes and their lower-case hexadecimal form.
public struct Digest: Hashable, Sendable, CustomStringConvertible {
    public let bytes: [UInt8]

    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public var description: String { hex }
}
