@testable import LayoutFixtures
import Testing

/// Every specifier iOS strings use, filled as C's printf (and so Foundation) fills it.
@Suite("Strings: format arguments")
struct StringFormatterTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var format: String
        var arguments: [FormatValue]
        var expected: String
        var testDescription: String { "\(format) \(arguments) → \(expected)" }
        init(_ format: String, _ arguments: [FormatValue], _ expected: String) {
            (self.format, self.arguments, self.expected) = (format, arguments, expected)
        }
    }

    static let examples: [Example] = [
        Example("%@", [.string("Al")], "Al"),
        Example("%@ posts", [.integer(3)], "3 posts"),
        Example("%@", [.number(1.5)], "1.5"),
        Example("%d", [.integer(-42)], "-42"),
        Example("%i", [.integer(7)], "7"),
        Example("%ld", [.integer(1_000_000)], "1000000"),
        Example("%lld new posts", [.integer(1_000_000)], "1000000 new posts"),
        Example("%lld", [.integer(-9_000_000_000)], "-9000000000"),
        Example("%u", [.integer(-1)], "4294967295"),
        Example("%lu", [.integer(42)], "42"),
        Example("%llu", [.integer(-1)], "18446744073709551615"),
        Example("%d", [.integer(5_000_000_000)], "705032704"),  // 32 bits, as on iOS
        Example("%hd", [.integer(70_000)], "4464"),
        Example("%f", [.number(1.5)], "1.500000"),
        Example("%f", [.integer(2)], "2.000000"),
        Example("%.1f", [.number(1.25)], "1.2"),  // an exact tie rounds to even
        Example("%.1f", [.number(0.35)], "0.3"),  // 0.34999999999999997…
        Example("%.0f", [.number(2.5)], "2"),
        Example("%.2f", [.number(0.125)], "0.12"),
        Example("%.2f", [.number(2.675)], "2.67"),
        Example("%.2f", [.integer(3)], "3.00"),
        Example("%.1f", [.number(-0.04)], "-0.0"),
        Example("%8.3f", [.number(3.14159)], "   3.142"),
        Example("%e", [.number(12345.678)], "1.234568e+04"),
        Example("%.2e", [.number(0.000123)], "1.23e-04"),
        Example("%E", [.number(0)], "0.000000E+00"),
        Example("%g", [.number(0.0001)], "0.0001"),
        Example("%g", [.number(0.00001234)], "1.234e-05"),
        Example("%g", [.number(1_234_567)], "1.23457e+06"),
        Example("%g", [.number(100)], "100"),
        Example("%g", [.number(1.5)], "1.5"),
        Example("%.3g", [.number(999.5)], "1e+03"),
        Example("100%%", [], "100%"),
        Example("%1$@ and %2$@", [.string("a"), .string("b")], "a and b"),
        Example("%2$@ before %1$@", [.string("a"), .string("b")], "b before a"),
        Example("%1$lld of %1$lld", [.integer(4)], "4 of 4"),
        Example("[%5d]", [.integer(42)], "[   42]"),
        Example("[%-5d]", [.integer(42)], "[42   ]"),
        Example("%05d", [.integer(-42)], "-0042"),
        Example("%+d", [.integer(5)], "+5"),
        Example("% d", [.integer(5)], " 5"),
        Example("%.3d", [.integer(7)], "007"),
        Example("%x", [.integer(255)], "ff"),
        Example("%#X", [.integer(255)], "0XFF"),
        Example("%o", [.integer(8)], "10"),
        Example("%s", [.string("hi")], "hi"),
        Example("%.2s", [.string("hello")], "he"),
        Example("%c", [.string("xyz")], "x"),
        Example("[%6@]", [.string("ab")], "[    ab]"),
    ]

    @Test(arguments: examples)
    func specifier(_ example: Example) {
        let result = StringFormatter.format(example.format, example.arguments)
        #expect(result.text == example.expected)
        #expect(result.warnings.isEmpty)
    }

    /// `%f`, `%e` and `%g` take the locale's decimal separator; integers are never grouped.
    @Test func decimalSeparatorOfTheLocale() {
        let comma = ICULocale.decimalSeparator("de")
        #expect(comma == ",")
        #expect(ICULocale.decimalSeparator("en") == ".")
        #expect(StringFormatter.format("%.1f km, %lld m", [.number(1.5), .integer(1_500_000)], decimalSeparator: comma).text
                == "1,5 km, 1500000 m")
    }

    @Test func unknownSpecifierIsShownWithAWarning() {
        let result = StringFormatter.format("%k and %@", [.string("x")])
        #expect(result.text == "%k and x")
        #expect(result.warnings == [#"unknown format specifier "%k" in "%k and %@"; shown as written"#])
    }

    @Test(arguments: [
        ("%@ and %@", [FormatValue.string("a")], "a and %@", #""%@ and %@" takes 2 arguments, given 1"#),
        ("%1$@ %3$@", [.string("a"), .string("b")], "a %3$@", #""%1$@ %3$@" takes 3 arguments, given 2"#),
    ])
    func tooFewArguments(_ format: String, _ arguments: [FormatValue], _ text: String, _ warning: String) {
        let result = StringFormatter.format(format, arguments)
        #expect(result.text == text)
        #expect(result.warnings == [warning])
    }

    /// A plural form may leave its number out: no warning.
    @Test func formWithoutItsNumber() {
        #expect(StringFormatter.format("No new posts", [.integer(0)]) == .init(text: "No new posts", warnings: []))
    }

    @Test func wrongKindOfArgument() {
        let result = StringFormatter.format("%lld", [.string("Al")])
        #expect(result.text == "Al")
        #expect(result.warnings == [#"%lld takes an integer, given the string "Al" in "%lld""#])
    }
}
