@testable import LayoutFixtures
import Testing

/// CLDR's cardinal plural categories, through ICU, for languages whose rules differ.
@Suite("Strings: plural categories")
struct PluralRuleTests {
    static let operands: [Double] = [0, 1, 2, 3, 5, 11, 21, 101, 1.5]

    /// For each locale, the category of each of `operands`, in order.
    static let table: [(String, [PluralCategory])] = [
        ("en", [.other, .one, .other, .other, .other, .other, .other, .other, .other]),
        ("fr", [.one, .one, .other, .other, .other, .other, .other, .other, .one]),
        ("ru", [.many, .one, .few, .few, .many, .many, .one, .one, .other]),
        ("pl", [.many, .one, .few, .few, .many, .many, .many, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .few, .many, .many, .other, .other]),
        ("cy", [.zero, .one, .two, .few, .other, .other, .other, .other, .other]),
        ("ja", [.other, .other, .other, .other, .other, .other, .other, .other, .other]),
    ]

    @Test(arguments: table)
    func categories(_ locale: String, _ expected: [PluralCategory]) {
        #expect(Self.operands.map { PluralCategory.of($0, locale: locale) } == expected)
    }

    static let posts = StringVariant.plural([.one: .unit("%lld post"), .few: .unit("%lld posty"),
                                             .many: .unit("%lld postów"), .other: .unit("%lld posta")])

    /// The form of each category, `other` where the catalog has none.
    @Test(arguments: [(1.0, "%lld post"), (3, "%lld posty"), (22, "%lld posty"), (25, "%lld postów"), (1.5, "%lld posta")])
    func polishForms(_ value: Double, _ form: String) {
        #expect(Self.posts.resolve(idiom: .other, operand: value, locale: "pl") == form)
    }

    /// A `zero` form is used for 0 in every language, although CLDR gives English 0 `other`.
    @Test func zeroFormInEnglish() {
        let variant = StringVariant.plural([.zero: .unit("No posts"), .one: .unit("%lld post"), .other: .unit("%lld posts")])
        #expect(variant.resolve(idiom: .other, operand: 0, locale: "en") == "No posts")
        #expect(variant.resolve(idiom: .other, operand: 1, locale: "en") == "%lld post")
        #expect(variant.resolve(idiom: .other, operand: 2, locale: "en") == "%lld posts")
    }
}
