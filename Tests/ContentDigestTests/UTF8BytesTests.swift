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

    /// Bytes are valid exactly when the standard library says so: sequences cut at every place
    /// with ASCII around them, and random bytes, mostly ASCII, across the eight-byte steps.
    @Test func validatingTheRunsOverASCIIIsValidatingTheWhole() {
        func valid(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }
        var samples: [[UInt8]] = [[], Array("plain ascii, longer than eight".utf8), [0xC3], [0x41, 0xFF, 0x41]]
        let text = Array("Zuriick: 返回 🇩🇪 تسجيل × 2".utf8)
        for cut in 0...text.count {
            samples.append(Array("frame\t1.0\t".utf8) + Array(text[..<cut]) + Array("\tframe 1.0\t2.0\n".utf8))
            samples.append(Array(text[cut...]))
        }
        // The edges of the table of well-formed sequences: overlong forms, surrogates, past
        // U+10FFFF, bytes that never occur, cut and continued sequences.
        let leads: [UInt8] = [0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF]
        let follows: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0]
        for lead in leads {
            for second in follows {
                for third in [nil, 0x80, 0xBF, 0x41] as [UInt8?] {
                    for fourth in [nil, 0x80, 0xBF] as [UInt8?] {
                        samples.append([0x61, lead, second] + [third, fourth].compactMap { $0 } + [0x62])
                    }
                }
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<2_000 {
            samples.append((0..<Int(next() % 40)).map { _ in
                // Mostly ASCII, some lead and continuation bytes.
                let r = UInt8(truncatingIfNeeded: next())
                return r < 200 ? r & 0x7F : r
            })
        }
        var invalid = 0
        for bytes in samples {
            #expect(bytes.withUnsafeBytes(UTF8Bytes.isValid) == valid(bytes), "\(bytes)")
            if !valid(bytes) { invalid += 1 }
        }
        #expect(invalid > 100 && invalid < samples.count - 100, "both kinds are tried")
    }
}
