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
        let value = UTF8Bytes.fingerprint((key.map { "k" + $0 } ?? "v") + "\u{0}" + text) >> 16
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8](repeating: 0, count: 12)
        for i in 0..<12 { out[11 - i] = digits[Int((value >> (4 * UInt64(i))) & 15)] }
        return String(decoding: out, as: UTF8.self)
    }
}
