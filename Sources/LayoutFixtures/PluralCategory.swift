/// CLDR's plural categories, the forms of a `plural` variation.
public enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    case zero, one, two, few, many, other

    /// The category `value` takes in `locale` by CLDR's rules (through ICU).
    public static func of(_ value: Double, locale: String) -> PluralCategory {
        PluralCategory(rawValue: ICULocale.pluralCategory(value, locale: locale)) ?? .other
    }
}
