import Digest
import Testing

@Suite struct SHA256Tests {
    /// FIPS 180-4 examples and lengths around the 55/56/64-byte padding boundaries.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    ])
    func knownVectors(input: String, expected: String) {
        #expect(SHA256.hash(Array(input.utf8)).hex == expected)
    }

    @Test func incrementalEqualsOneShot() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var hasher = SHA256()
        for chunk in stride(from: 0, to: bytes.count, by: 37) {
            hasher.update(Array(bytes[chunk..<min(chunk + 37, bytes.count)]))
        }
        #expect(hasher.finalize() == SHA256.hash(bytes))
    }

    @Test func millionAs() {
        #expect(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)).hex
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
