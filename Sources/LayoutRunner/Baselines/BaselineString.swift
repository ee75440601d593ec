import ContentDigest

/// A string a case's `Text` showed when its baseline was approved: the text's path, the key
/// it was looked up by (`nil` for a verbatim text) and the string, so that a failing case can
/// name the strings that changed since as its cause.
///
/// A baseline file keeps each case's strings as digests, and each distinct string once in
/// a table at the top of the file, so that the old text of a string that changed is known.
public struct BaselineString: Hashable, Sendable {
    public var path: String
    public var key: String?
    public var text: String

    public init(path: String, key: String?, text: String) {
        self.path = path
        self.key = key
        self.text = text
    }

    /// Twelve hexadecimal digits of a fingerprint of the key and the text: the same in every
    /// process, and different for a different key or text but with odds of about one in
    /// 2^48 per pair.
    public var digest: String { Self.digest(key: key, text: text) }

    static func digest(key: String?, text: String) -> String {
        // The fingerprint of "k" + key (or "v"), a zero byte and the text, made in one buffer:
        // a record writes a digest for every text of every case.
        var bytes: [UInt8] = []
        bytes.reserveCapacity((key?.utf8.count ?? 0) + text.utf8.count + 2)
        if let key {
            bytes.append(UInt8(ascii: "k"))
            bytes.append(contentsOf: key.utf8)
        } else {
            bytes.append(UInt8(ascii: "v"))
        }
        bytes.append(0)
        bytes.append(contentsOf: text.utf8)
        let value = bytes.withUnsafeBufferPointer { UTF8Bytes.fingerprint($0) } >> 16
        return String(unsafeUninitializedCapacity: 12) { out in
            for i in 0..<12 {
                let digit = UInt8(truncatingIfNeeded: value >> (4 * UInt64(i))) & 15
                out[11 - i] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") - 10 + digit
            }
            return 12
        }
    }
}
