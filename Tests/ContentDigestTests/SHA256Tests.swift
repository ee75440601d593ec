import ContentDigest
import Foundation
import Testing

@Suite struct SHA256Tests {
    /// FIPS 180-4 examples and lengths around the 55/56/64-byte padding boundaries (the
    /// digests of "a" repeated, from Python's hashlib).
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (String(repeating: "a", count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (String(repeating: "a", count: 63), "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (String(repeating: "a", count: 65), "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
    ])
    func knownVectors(input: String, expected: String) {
        #expect(SHA256.hash(Array(input.utf8)).hex == expected)
    }

    /// Contiguous bytes are read in place, others copied first: the digest is the same.
    @Test func everyKindOfSequenceGivesTheSameDigest() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let expected = "945acdf575d6a2430bf4d6163e1d03b4b0b896fcef107c8b24bf7ff07a621fa3"
        #expect(SHA256.hash(bytes).hex == expected)
        #expect(SHA256.hash(Data(bytes)).hex == expected)
        #expect(SHA256.hash(bytes[...]).hex == expected)
        #expect(SHA256.hash((0..<1000).lazy.map { UInt8(truncatingIfNeeded: $0 &* 31) }).hex == expected)
        #expect(SHA256.hash(bytes).bytes.count == 32)
    }

    @Test func millionAs() {
        #expect(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)).hex
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// A file read a MiB at a time digests as its bytes do, at sizes around the buffer's.
    @Test(arguments: [0, 1, 55, 64, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, 3 * (1 << 20) + 12_345])
    func aFileDigestsAsItsBytes(size: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = 0x9E37_79B9_7F4A_7C15 as UInt64
        let bytes = (0..<size).map { _ -> UInt8 in
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: generator >> 56)
        }
        let file = folder.appendingPathComponent("f.bin")
        try Data(bytes).write(to: file)
        #expect(try SHA256.hash(contentsOf: file.path) == SHA256.hash(bytes))
    }

    @Test func aFileThatCannotBeReadIsNamed() {
        let error = #expect(throws: FileReadError.self) { try SHA256.hash(contentsOf: "/nonexistent/font.otf") }
        #expect(error?.description == "cannot read /nonexistent/font.otf: No such file or directory")
        #expect(throws: FileReadError.self) { try SHA256.hash(contentsOf: "/") }
    }
}
