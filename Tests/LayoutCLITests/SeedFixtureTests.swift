import Foundation
import StrictJSON
import Testing

/// The shipped seed scenarios, laid out with the real text system through `layoutreg layout`:
/// the widths the seed articles sync are equal in every language and text size.
@Suite struct SeedFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/seeds").path

    static let cases: [(locale: String, size: String)] = [
        ("en", "large"), ("de", "large"), ("ar", "large"), ("en", "accessibility3"), ("de", "accessibility3"),
        ("ar", "accessibility3"), ("ja", "xxxLarge"),
    ]

    /// The named frames of one case, as `[x, y, width, height]`.
    func frames(_ scenario: String, locale: String, size: String, container: String = "iPhoneSE3",
                stringSet: String = "base") throws -> [String: [Double]] {
        let run = layoutreg("layout", "\(Self.fixtures)/\(scenario).json", "--container", container, "--locale", locale,
                            "--size-category", size, "--string-set", stringSet)
        #expect(run.code == 0, "\(run.err)")
        var byName: [String: [Double]] = [:]
        for frame in try JSONParser.parse(run.out).object?["frames"]?.array ?? [] {
            guard let f = frame.object, let name = f["id"]?.stringValue ?? f["path"]?.stringValue else { continue }
            byName[name] = ["x", "y", "width", "height"].compactMap { f[$0]?.doubleValue }
        }
        return byName
    }

    @Test(arguments: cases)
    func loginButtonsShareTheWidestWidth(locale: String, size: String) throws {
        for scenario in ["login-preference-sync", "login-lazy-hgrid", "login-infinite-frames"] {
            let f = try frames(scenario, locale: locale, size: size)
            let login = try #require(f["login"]), forgot = try #require(f["forgot"])
            #expect(login[2] == forgot[2], "\(scenario) \(locale) \(size): \(login) vs \(forgot)")
            #expect(login[0] == forgot[0], "\(scenario) \(locale) \(size): left edges differ")
        }
        // Without syncing, "Log in" is narrower than "I forgot my password".
        let plain = try frames("login-buttons", locale: locale, size: size)
        #expect(try #require(plain["login"])[2] < (try #require(plain["forgot"]))[2])
    }

    @Test(arguments: cases)
    func sizeButtonsShareTheWidestWidth(locale: String, size: String) throws {
        let synced = try frames("size-picker-synced", locale: locale, size: size)
        let widths = try ["S", "M", "L", "XL"].map { try #require(synced["size-\($0)"])[2] }
        #expect(Set(widths).count == 1, "\(widths)")
        let plain = try frames("size-picker", locale: locale, size: size)
        #expect(try #require(plain["size-XL"])[2] > (try #require(plain["size-S"]))[2])
        #expect(widths[0] == (try #require(plain["size-XL"]))[2], "synced to the widest, XL")
    }

    @Test(arguments: cases)
    func iconsLineUpAcrossRowsWhenLabelsAreSynced(locale: String, size: String) throws {
        let synced = try frames("aligned-labels-synced", locale: locale, size: size)
        #expect(try #require(synced["first-label"])[2] == (try #require(synced["second-label"]))[2])
        #expect(try #require(synced["first-icon"])[0] == (try #require(synced["second-icon"]))[0])
        let plain = try frames("aligned-labels", locale: locale, size: size)
        #expect(try #require(plain["first-icon"])[0] != (try #require(plain["second-icon"]))[0])
    }

    @Test func rightToLeftPutsTheIconsOnTheLeftOfTheLabels() throws {
        let ltr = try frames("aligned-labels-synced", locale: "en", size: "large")
        let rtl = try frames("aligned-labels-synced", locale: "ar", size: "large")
        #expect(try #require(ltr["first-icon"])[0] > (try #require(ltr["first-label"]))[0])
        #expect(try #require(rtl["first-icon"])[0] < (try #require(rtl["first-label"]))[0])
    }

    @Test(arguments: ["en", "de", "ar"])
    func flexibleRowTurnsVerticalAtAccessibilitySizes(locale: String) throws {
        let regular = try frames("row-flexible-stack", locale: locale, size: "large")
        let title = try #require(regular["title"]), play = try #require(regular["play"])
        #expect(play[1] < title[1] + title[3], "side by side at large")
        let large = try frames("row-flexible-stack", locale: locale, size: "accessibility3")
        let bigTitle = try #require(large["title"]), bigPlay = try #require(large["play"])
        #expect(bigPlay[1] >= bigTitle[1] + bigTitle[3] + 16, "below the title, 16 apart, at accessibility3")
    }

    @Test func weightedStacksShareTheirLengthByWeight() throws {
        let f = try frames("weighted-hstack", locale: "en", size: "large", container: "iPhone16")
        let w5 = try #require(f["w5"])[2], w2 = try #require(f["w2"])[2], w3 = try #require(f["w3"])[2]
        // (393 − 32 padding) = 361 shared 5:2:3, each snapped to 1/3 pt.
        #expect(abs(w5 - 180.5) < 0.34 && abs(w2 - 72.2) < 0.34 && abs(w3 - 108.3) < 0.34, "\([w5, w2, w3])")
    }

    @Test func doubledStringsAreLongerThanBase() throws {
        let base = try frames("login-buttons", locale: "de", size: "large")
        let doubled = try frames("login-buttons", locale: "de", size: "large", stringSet: "double")
        #expect(try #require(doubled["login"])[2] > (try #require(base["login"]))[2])
    }
}
