import LayoutEngine

/// The layout direction of a BCP-47 locale, by its language: Arabic, Hebrew, Persian, Urdu
/// and the other right-to-left scripts' languages lay out right to left.
enum LocaleDirection {
    private static let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

    static func of(_ locale: String) -> LayoutDirection {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeft.contains(language) ? .rightToLeft : .leftToRight
    }
}
