import LayoutEngine

/// The layout direction of a BCP-47 locale, by the script ICU's likely subtags give it:
/// Arabic, Hebrew, Thaana, N'Ko and the other right-to-left scripts lay out right to left
/// (`ar`, `he`, `fa`, `ur`, `ckb`, and `az-Arab` but not `az`).
enum LocaleDirection {
    static func of(_ locale: String) -> LayoutDirection {
        ICULocale.isRightToLeft(locale) ? .rightToLeft : .leftToRight
    }
}
