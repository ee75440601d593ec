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
