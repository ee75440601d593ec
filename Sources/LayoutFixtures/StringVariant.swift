/// A localization of a key as a catalog writes it: a string, or variations of it by plural
/// category or device, nested as Xcode nests them (`device` outside, `plural` inside).
public indirect enum StringVariant: Hashable, Sendable {
    case unit(String)
    case plural([PluralCategory: StringVariant])
    case device([DeviceIdiom: StringVariant])

    /// The form for `idiom` (falling back to `other`, then the first form written) and for a
    /// plural operand (`nil` when the text has no number: the `other` form stands for all).
    ///
    /// A `zero` form is used for 0 in every language, as iOS does with `.stringsdict`
    /// files, although CLDR gives 0 the category `other` (or `one`) in most.
    func resolve(idiom: DeviceIdiom, operand: Double?, locale: String) -> String {
        switch self {
        case let .unit(text): return text
        case let .device(forms):
            guard let form = forms[idiom] ?? forms[.other] ?? DeviceIdiom.allCases.lazy.compactMap({ forms[$0] }).first else { return "" }
            return form.resolve(idiom: idiom, operand: operand, locale: locale)
        case let .plural(forms):
            var category = PluralCategory.other
            if let operand {
                category = operand == 0 && forms[.zero] != nil ? .zero : PluralCategory.of(operand, locale: locale)
            }
            guard let form = forms[category] ?? forms[.other] ?? PluralCategory.allCases.lazy.compactMap({ forms[$0] }).first else { return "" }
            return form.resolve(idiom: idiom, operand: operand, locale: locale)
        }
    }

    /// Whether a plural variation is part of it (whose form then depends on an argument).
    var hasPlural: Bool {
        switch self {
        case .unit: false
        case .plural: true
        case let .device(forms): forms.values.contains { $0.hasPlural }
        }
    }

    /// Whether it is a variation rather than one string.
    var isVariation: Bool {
        if case .unit = self { return false }
        return true
    }

    /// Every string it holds.
    var units: [String] {
        switch self {
        case let .unit(text): [text]
        case let .plural(forms): PluralCategory.allCases.flatMap { forms[$0]?.units ?? [] }
        case let .device(forms): DeviceIdiom.allCases.flatMap { forms[$0]?.units ?? [] }
        }
    }

    /// A text that is the same for the same variant in every process (a dictionary's own
    /// description follows its hash order, which changes per process): for definition hashes.
    var canonicalText: String {
        switch self {
        case let .unit(text): return "\"" + text + "\""
        case let .plural(forms):
            return "plural{" + PluralCategory.allCases.compactMap { c in forms[c].map { c.rawValue + ":" + $0.canonicalText } }
                .joined(separator: ",") + "}"
        case let .device(forms):
            return "device{" + DeviceIdiom.allCases.compactMap { d in forms[d].map { d.rawValue + ":" + $0.canonicalText } }
                .joined(separator: ",") + "}"
        }
    }
}
