/// A string's UTF-8 bytes as caches and parsers compare them (the text measurer's keys, the
/// baseline files' view names): equal byte for byte, and fingerprinted for hashing.
///
/// `String`'s own `==` and hashing compare canonical equivalence (normalising as they go),
/// and the generic paths over `utf8` went a byte at a time: together they were most of a
/// text cache lookup's cost, and a fifth of reading a baseline file.
public enum UTF8Bytes {
    /// Whether `a` and `b` have the same UTF-8 bytes. Strings that share storage (the same
    /// catalog string, case after case) are equal without reading them.
    public static func equal(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return reading(a) { x in reading(b) { y in equal(x, y) } }
    }

    /// Whether `string` has exactly the UTF-8 bytes `bytes`.
    public static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard string.utf8.count == bytes.count else { return false }
        return reading(string) { equal($0, bytes) }
    }

    /// `body` of `string`'s UTF-8 bytes, read in place. A native string is read where it is,
    /// without copying the `String`: `withUTF8` needs a `var`, and that copy retained the
    /// storage, which for a catalog string every lane compares moved its reference count
    /// between cores at each lookup. Only a bridged or foreign string is copied.
    @inline(__always)
    private static func reading<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = string
        return copy.withUTF8(body)
    }

    /// Whether two byte buffers hold the same bytes, compared eight at a time.
    public static func equal(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        guard x.count == y.count else { return false }
        guard let p = x.baseAddress, let q = y.baseAddress, p != q else { return true }
        let raw = UnsafeRawPointer(p), other = UnsafeRawPointer(q)
        var i = 0
        while i + 8 <= x.count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) != other.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i += 8
        }
        while i < x.count {
            if x[i] != y[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether `bytes` are valid UTF-8, read eight at a time through ASCII.
    ///
    /// Bytes are valid UTF-8 exactly when each run of bytes over 0x7F between ASCII bytes is:
    /// an ASCII byte is a character of its own, and every byte of a longer sequence is over
    /// 0x7F. So only those runs go to the standard library's decoder. A baseline file is ASCII
    /// but for its table of strings and a `×` in each finding, and checking all of it read
    /// every byte at about nine instructions each (2% of a run).
    public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var i = 0
        while i < bytes.count {
            if i + 8 <= bytes.count, base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            guard bytes[i] >= 0x80 else {
                i += 1
                continue
            }
            var end = i + 1
            while end < bytes.count && bytes[end] >= 0x80 { end += 1 }
            let run = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + i, count: end - i)
            guard isValidRun(run) else { return false }
            i = end
        }
        return true
    }

    /// Whether `run` is valid UTF-8, by the standard library's decoder, which is inlined
    /// here: `String(validating:)` made a string of each run, and looked up its generic
    /// metadata, about 900 instructions a run (a baseline file has one for each `×`).
    private static func isValidRun(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
        var bytes = run.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// A 64-bit fingerprint of `string`'s bytes, eight at a time, mixed with `seed`: the same
    /// bytes give the same number in every process. For hashing only, not for identity.
    public static func fingerprint(_ string: String, seed: UInt64 = 0) -> UInt64 {
        reading(string) { fingerprint($0, seed: seed) }
    }

    /// The fingerprint of `bytes`: the same as that of a string of those bytes.
    public static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64 = 0) -> UInt64 {
        var h = seed ^ 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return mix(h) }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= bytes.count {
            h = mix(h ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < bytes.count {
            tail |= UInt64(bytes[i]) << shift
            shift += 8
            i += 1
        }
        return mix(h ^ tail)
    }

    /// SplitMix64's finaliser: every input bit reaches every output bit.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension UTF8Bytes {
    /// Where `bytes` stop being valid UTF-8: the 1-based line and column (in Unicode scalars,
    /// as editors and StrictJSON count them) of the first byte that is not part of a
    /// well-formed scalar, and that byte; `nil` for valid text.
    public static func firstInvalid(in bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                return (line, column, bytes[offset])
            case .emptyInput:
                return nil
            }
        }
    }
}
