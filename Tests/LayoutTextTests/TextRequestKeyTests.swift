import LayoutEngine
import Testing
@testable import LayoutText

@Suite struct TextRequestKeyTests {
    @Test func equalRequestsHashAlikeWhateverTheSignOfZero() {
        let font = ResolvedFont(pointSize: 17, weight: .regular)
        func key(_ width: Double) -> TextRequestKey {
            TextRequestKey(TextRequest(string: "OK", font: font, proposal: ProposedViewSize(width: width, height: nil),
                                       lineLimit: nil, layoutDirection: .leftToRight, displayScale: 3))
        }
        #expect(key(0) == key(-0.0))
        #expect(key(0).hashValue == key(-0.0).hashValue)
        #expect(key(0) != key(1))
    }

    /// A lane looks a request up by its fingerprint and `matches`, without making its key: the
    /// two must agree with the key's own fingerprint and equality.
    @Test(arguments: [("en", "en"), ("en", "ja"), ("", "")])
    func aRequestMatchesExactlyTheKeyItWouldMake(locales: (String, String)) {
        let font = ResolvedFont(pointSize: 17, weight: .regular)
        let request = TextRequest(string: "Passwort vergessen", font: font, proposal: ProposedViewSize(width: 120, height: nil),
                                  lineLimit: 2, layoutDirection: .leftToRight, displayScale: 3)
        let key = TextRequestKey(request, locale: locales.0)
        #expect(TextRequestKey.fingerprint(of: request, locale: locales.0) == key.fingerprint)
        #expect(key.matches(request, locale: locales.1) == (locales.0 == locales.1))
        var wider = request
        wider.proposal.width = 121
        #expect(!key.matches(wider, locale: locales.0))
        #expect(TextRequestKey.fingerprint(of: wider, locale: locales.0) != key.fingerprint)
        var other = request
        other.string = "Passwort vergessen?"
        #expect(!key.matches(other, locale: locales.0))
    }
}
