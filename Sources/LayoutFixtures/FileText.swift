import ContentDigest
import Foundation

/// Reads text files the way Apple's tools write them: UTF-8, or UTF-16 with a byte-order mark.
enum FileText {
    static func read(_ path: String) throws(FixtureError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FixtureError(file: path, "cannot read the file")
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            var i = 2
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
