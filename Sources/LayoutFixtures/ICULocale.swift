internal import ICUBridge

/// What ICU knows about locales, as Swift values: CLDR plural categories, canonical and
/// maximized language tags, script direction, decimal separators.
enum ICULocale {
    /// The CLDR cardinal plural category of `value` in `locale`: "one", "few", "other", ….
    static func pluralCategory(_ value: Double, locale: String) -> String {
        text(cap: 32) { icub_plural_category(locale, value, $0, $1) } ?? "other"
    }

    /// `tag` in canonical BCP 47 form, any case and `_` or `-` accepted (`pt_br` → `pt-BR`);
    /// `nil` when ICU cannot read it.
    static func canonical(_ tag: String) -> String? {
        text(cap: 160) { icub_language_tag(dashed(tag), 0, $0, $1) }
    }

    /// `tag` with ICU's likely subtags added: `zh-HK` → `zh-Hant-HK`.
    static func maximized(_ tag: String) -> String? {
        text(cap: 160) { icub_language_tag(dashed(tag), 1, $0, $1) }
    }

    /// Whether `tag`'s script is written right to left.
    static func isRightToLeft(_ tag: String) -> Bool {
        icub_is_right_to_left(dashed(tag)) != 0
    }

    /// The decimal separator of `locale`'s numbers.
    static func decimalSeparator(_ locale: String) -> String {
        text(cap: 64) { icub_decimal_separator(dashed(locale), $0, $1) } ?? "."
    }

    /// `tag` with `-` for `_`, as ICU reads tags, and lowercased when `lowercasing` (how two
    /// spellings of one tag compare: ``LocaleFallback``). Tags are ASCII, mapped byte by byte
    /// (`replacing` cost about 7,000 instructions a tag, and a run asks for the direction of
    /// a locale for every scenario, string set and device); any other spelling as before.
    static func dashed(_ tag: String, lowercasing: Bool = false) -> String {
        guard tag.utf8.allSatisfy({ $0 < 0x80 }) else { return (lowercasing ? tag.lowercased() : tag).replacing("_", with: "-") }
        let upper = UInt8(ascii: "A")...UInt8(ascii: "Z")
        guard tag.utf8.contains(where: { $0 == UInt8(ascii: "_") || (lowercasing && upper.contains($0)) }) else { return tag }
        return String(decoding: tag.utf8.map { byte in
            byte == UInt8(ascii: "_") ? UInt8(ascii: "-") : lowercasing && upper.contains(byte) ? byte + 32 : byte
        }, as: UTF8.self)
    }

    private static func text(cap: Int32, _ call: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(cap)) { buffer in
            guard let base = buffer.baseAddress else { return nil }
            base[0] = 0
            guard call(base, cap) == 0 else { return nil }
            var length = 0
            while length < Int(cap) && base[length] != 0 { length += 1 }
            return String(decoding: UnsafeRawBufferPointer(start: base, count: length), as: UTF8.self)
        }
    }
}
