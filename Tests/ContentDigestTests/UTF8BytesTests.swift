import Testing
import ContentDigest

@Suite struct UTF8BytesTests {
    /// Equal and unequal pairs around the eight-byte steps, with non-ASCII text, and strings
    /// that are canonically equivalent but spelled differently (the caches must tell them apart).
    @Test(arguments: [
        ("", "", true), ("a", "a", true), ("a", "b", false), ("1234567", "1234567", true),
        ("12345678", "12345678", true), ("12345678", "12345679", false), ("123456789", "123456780", false),
        ("Anmelden fortsetzen", "Anmelden fortsetzen", true), ("Anmelden fortsetzen", "Anmelden fortsetzeN", false),
        ("تسجيل الدخول", "تسجيل الدخول", true), ("ログイン", "ログアウト", false),
        ("\u{E9}", "e\u{301}", false), ("ab", "abc", false),
    ])
    func equalMeansSameBytes(a: String, b: String, same: Bool) {
        #expect(UTF8Bytes.equal(a, b) == same)
        #expect(UTF8Bytes.equal(b, a) == same)
        #expect(Array(a.utf8) == Array(b.utf8) || !same)
    }

    @Test(arguments: ["", "1234567", "12345678", "Anmelden fortsetzen", "تسجيل الدخول"])
    func aStringEqualsItsOwnBytesOnly(text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { #expect(UTF8Bytes.equal(text, $0)) }
        (bytes + [0x20]).withUnsafeBufferPointer { #expect(!UTF8Bytes.equal(text, $0)) }
        guard !bytes.isEmpty else { return }
        var changed = bytes
        changed[changed.count - 1] ^= 1
        changed.withUnsafeBufferPointer { #expect(!UTF8Bytes.equal(text, $0)) }
    }

    @Test func equalStringsMadeApartHaveEqualFingerprints() {
        let built = String(decoding: Array("Weiter zur Kasse ✓".utf8), as: UTF8.self)
        #expect(UTF8Bytes.equal(built, "Weiter zur Kasse ✓"))
        #expect(UTF8Bytes.fingerprint(built, seed: 7) == UTF8Bytes.fingerprint("Weiter zur Kasse ✓", seed: 7))
    }

    @Test func fingerprintsTellNearbyStringsAndSeedsApart() {
        // Every prefix of a string, and each with two seeds: no two of these collide.
        let text = "The quick brown fox jumps over the lazy dog, ça va?"
        var seen = Set<UInt64>()
        for length in 0...text.utf8.count {
            let prefix = String(decoding: Array(text.utf8.prefix(length)), as: UTF8.self)
            #expect(seen.insert(UTF8Bytes.fingerprint(prefix, seed: 0)).inserted)
            #expect(seen.insert(UTF8Bytes.fingerprint(prefix, seed: 1)).inserted)
        }
    }
}
