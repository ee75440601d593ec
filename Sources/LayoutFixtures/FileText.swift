import ContentDigest
import Foundation

/// Reads text files the way Apple's tools write them: UTF-8, or UTF-16 with or without a
/// byte-order mark (without one, the zero bytes of its ASCII say which end is first).
enum FileText {
    static func read(_ path: String) throws(FixtureError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FixtureError(file: path, "cannot read the file")
        }
        let bytes = [UInt8](data)
        let bom = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        // A file of text starts with an ASCII character (a quote, a slash, a space): in UTF-16
        // one of its two bytes is zero, which UTF-8 text never has.
        let bareUTF16 = !bom && bytes.count >= 2 && bytes.count % 2 == 0 && (bytes[0] == 0) != (bytes[1] == 0)
        if bom || bareUTF16 {
            let littleEndian = bom ? bytes[0] == 0xFF : bytes[1] == 0
            var units: [UInt16] = []
            var i = bom ? 2 : 0
            while i + 1 < bytes.count {
                let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
                units.append(littleEndian ? a | b << 8 : a << 8 | b)
                i += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let (line, column, byte) = UTF8Bytes.firstInvalid(in: bytes) ?? (1, 1, 0)
            throw FixtureError("\(path):\(line):\(column): invalid UTF-8 (byte 0x\(hex(byte))); "
                               + "save the file as UTF-8 (or UTF-16 with a byte-order mark)")
        }
        return text
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
