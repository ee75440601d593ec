extension SHA256 {
    /// A 32-byte SHA-256 digest.
    public struct Digest: Hashable, Sendable, CustomStringConvertible {
        /// The 32 bytes, most significant first.
        public let bytes: [UInt8]

        /// The digest as 64 lowercase hexadecimal digits.
        public var hexString: String {
            let digits = Array("0123456789abcdef".utf8)
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count * 2)
            for byte in bytes {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0x0F)])
            }
            return String(decoding: text, as: UTF8.self)
        }

        public var description: String { hexString }
    }
}
