import LayoutEngine
import LayoutFixtures
import Testing

@Suite("Matrix expansion")
struct MatrixTests {
    @Test func defaultsToOneCaseOnAnIPhone16() throws {
        let matrix = try ScenarioLoader.load(text: #"{"scenario": "s", "view": {"type": "Color"}}"#, file: "s.json").matrix
        #expect(matrix.cases.map(\.key) == ["iPhone16/en/large/base"])
        let only = try #require(matrix.cases.first)
        #expect(only.container.container == LayoutContainer(size: Size(width: 393, height: 852), scale: 3,
                                                            safeArea: EdgeInsets(top: 59, bottom: 34), idiom: .phone,
                                                            horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(only.layoutDirection == .leftToRight)
    }

    @Test func emptyMatrixObjectKeepsTheDefaults() throws {
        #expect(try loadMatrix("{}") == Matrix())
        #expect(try loadMatrix(#"{"locales": ["de"]}"#).cases.map(\.key) == ["iPhone16/de/large/base"])
    }

    /// Containers outermost, then locales, then size categories, string sets innermost.
    @Test func cartesianProductOrder() throws {
        let matrix = try loadMatrix(#"""
            {"containers": ["iPhoneSE3", "iPhone16"], "locales": ["en", "de"],
             "sizeCategories": ["large", "accessibility2"], "stringSets": ["base", "double"]}
            """#)
        #expect(matrix.count == 16)
        #expect(matrix.cases.map(\.key) == [
            "iPhoneSE3/en/large/base", "iPhoneSE3/en/large/double",
            "iPhoneSE3/en/accessibility2/base", "iPhoneSE3/en/accessibility2/double",
            "iPhoneSE3/de/large/base", "iPhoneSE3/de/large/double",
            "iPhoneSE3/de/accessibility2/base", "iPhoneSE3/de/accessibility2/double",
            "iPhone16/en/large/base", "iPhone16/en/large/double",
            "iPhone16/en/accessibility2/base", "iPhone16/en/accessibility2/double",
            "iPhone16/de/large/base", "iPhone16/de/large/double",
            "iPhone16/de/accessibility2/base", "iPhone16/de/accessibility2/double",
        ])
    }

    /// A case made from its position alone is the case the nested loops over the axes give
    /// there: containers outermost, then locales, sizes, string sets, values (by axis name,
    /// the first outermost) innermost.
    @Test func aCaseFromItsPositionIsTheCaseListedThere() throws {
        let matrix = try loadMatrix(#"""
            {"containers": ["iPhoneSE3", "iPhone16"], "locales": ["en", "ar", "ja"],
             "sizeCategories": ["large", "accessibility2"], "stringSets": ["base", "double"],
             "values": {"name": ["Al", "Bo"], "count": [0, 1, 21]}}
            """#)
        var listed: [String] = []
        for container in ["iPhoneSE3", "iPhone16"] {
            for locale in ["en", "ar", "ja"] {
                for size in ["large", "accessibility2"] {
                    for set in ["base", "double"] {
                        for count in ["0", "1", "21"] {
                            for name in ["Al", "Bo"] { listed.append("\(container)/\(locale)/\(size)/\(set)/count=\(count),name=\(name)") }
                        }
                    }
                }
            }
        }
        #expect(matrix.count == listed.count)
        #expect((0..<matrix.count).map { matrix.layoutCase(at: $0).key } == listed)
        #expect(matrix.cases.map(\.key) == listed)
        let last = matrix.layoutCase(at: matrix.count - 1)
        #expect(last.container.name == "iPhone16" && last.locale == "ja" && last.sizeCategory == .accessibility2
                && last.stringSet == .double && last.values.map(\.name) == ["count", "name"])
    }

    /// A key is its parts joined by `/`, byte for byte: short keys, long ones, names that
    /// are not ASCII (values are joined the same way: see the test above).
    @Test(arguments: [("a", "x"), ("iPhone16", "de"), ("Größe 320×568 — 日本", "ar-EG"), ("iPadMini", "zh-Hant-TW")])
    func aKeyIsItsPartsJoined(container: String, locale: String) {
        let spec = ContainerSpec(name: container, container: ContainerSpec.defaultContainer.container)
        let layoutCase = LayoutCase(container: spec, locale: locale, sizeCategory: .accessibility2, stringSet: .double)
        let joined = [container, locale, "accessibility2", "double"].joined(separator: "/")
        #expect(layoutCase.key == joined)
        #expect(Array(layoutCase.key.utf8) == Array(joined.utf8))
    }

    @Test func caseKeyAndFields() throws {
        let matrix = try loadMatrix(#"{"locales": ["de"], "sizeCategories": ["accessibility2"]}"#)
        let only = try #require(matrix.cases.first)
        #expect(only.key == "iPhone16/de/accessibility2/base")
        #expect(only.locale == "de")
        #expect(only.sizeCategory == .accessibility2)
        #expect(only.stringSet == .base)
        #expect(only.container.name == "iPhone16")
    }

    @Test(arguments: [
        ("all", DynamicTypeSize.allCases),
        ("accessibility", [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5]),
    ] as [(String, [DynamicTypeSize])])
    func sizeCategoryShorthands(_ shorthand: String, _ sizes: [DynamicTypeSize]) throws {
        #expect(try loadMatrix(#"{"sizeCategories": [""# + shorthand + #""]}"#).sizeCategories == sizes)
    }

    @Test func shorthandsMixWithNamesWithoutRepeats() throws {
        #expect(try loadMatrix(#"{"sizeCategories": ["large", "accessibility", "accessibility5"]}"#).sizeCategories
                == [.large, .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(try loadMatrix(#"{"sizeCategories": ["xSmall", "all"]}"#).sizeCategories == DynamicTypeSize.allCases)
        #expect(DynamicTypeSize.allCases.map(\.rawValue) == [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"])
    }

    @Test func customContainerDefaults() throws {
        let matrix = try loadMatrix(#"{"containers": [{"name": "card", "width": 300, "height": 200}]}"#)
        #expect(matrix.containers == [ContainerSpec(name: "card", container: LayoutContainer(
            size: Size(width: 300, height: 200), scale: 3, safeArea: .zero))])
        #expect(matrix.cases.map(\.key) == ["card/en/large/base"])
    }

    @Test func customContainerWithScaleAndSafeArea() throws {
        let matrix = try loadMatrix(#"""
            {"containers": [{"name": "sheet", "width": 320, "height": 480, "scale": 2,
                             "safeArea": {"top": 20, "leading": 4, "bottom": 10, "trailing": 6}}]}
            """#)
        #expect(matrix.containers.first?.container == LayoutContainer(
            size: Size(width: 320, height: 480), scale: 2, safeArea: EdgeInsets(top: 20, leading: 4, bottom: 10, trailing: 6)))
    }

    @Test func widthByHeightStrings() throws {
        let matrix = try loadMatrix(#"{"containers": ["320x568", "1024.5x768"]}"#)
        #expect(matrix.containers.map(\.name) == ["320x568", "1024.5x768"])
        #expect(matrix.containers.map(\.container) == [
            LayoutContainer(size: Size(width: 320, height: 568), scale: 3),
            LayoutContainer(size: Size(width: 1024.5, height: 768), scale: 3),
        ])
        #expect(ContainerSpec.parse(size: "0x10") == nil)
        #expect(ContainerSpec.parse(size: "320x") == nil)
        #expect(ContainerSpec.parse(size: "320x568x2") == nil)
    }

    @Test(arguments: ["iPhone16ProMax", "iphone16promax", "iPhone 16 Pro Max", "IPHONE 16 PRO MAX", "iPhone-16-Pro_Max"])
    func presetLookupIgnoresCaseAndSpaces(_ written: String) throws {
        #expect(DevicePreset.named(written)?.name == "iPhone16ProMax")
        let matrix = try loadMatrix(#"{"containers": [""# + written + #""]}"#)
        #expect(matrix.containers.map(\.name) == ["iPhone16ProMax"])
        #expect(matrix.containers.first?.container == LayoutContainer(size: Size(width: 440, height: 956), scale: 3,
                                                                      safeArea: EdgeInsets(top: 62, bottom: 34), idiom: .phone,
                                                                      horizontalSizeClass: .compact, verticalSizeClass: .regular))
    }

    @Test func presetTable() throws {
        let se = try #require(DevicePreset.named("iPhoneSE3"))
        #expect(se.container == LayoutContainer(size: Size(width: 375, height: 667), scale: 2, safeArea: EdgeInsets(top: 20),
                                                idiom: .phone, horizontalSizeClass: .compact, verticalSizeClass: .regular))
        let ipad = try #require(DevicePreset.named("iPadPro13"))
        #expect(ipad.container == LayoutContainer(size: Size(width: 1032, height: 1376), scale: 2,
                                                  safeArea: EdgeInsets(top: 24, bottom: 20), idiom: .pad,
                                                  horizontalSizeClass: .regular, verticalSizeClass: .regular))
        #expect(Set(DevicePreset.all.map(\.name)).count == DevicePreset.all.count)
        #expect(ContainerSpec.defaultContainer.name == "iPhone16")
    }

    @Test func presetSuggestions() {
        #expect(DevicePreset.suggestions(for: "iPhone 61") == ["iPhone16"])
        #expect(DevicePreset.suggestions(for: "iPad Mni") == ["iPadMini"])
        // Six phones are one digit away: no guess is better than six.
        #expect(DevicePreset.suggestions(for: "iPhone19") == [])
        #expect(DevicePreset.suggestions(for: "Galaxy S24") == [])
    }

    @Test func sameContainerTwiceUnderTwoSpellings() {
        let message = loadError { () throws(FixtureError) in
            try ScenarioLoader.load(text: #"{"scenario": "s", "matrix": {"containers": ["iPhone16", "iphone 16"]}, "view": {"type": "Color"}}"#,
                                    file: "s.json")
        }
        #expect(message == #"s.json:1:57: matrix.containers[1]: container "iPhone16" appears twice"#)
    }

    @Test(arguments: ["ar", "he", "fa", "ur", "ar-EG", "he_IL", "fa-IR", "ur-PK", "AR"])
    func rightToLeftLocales(_ locale: String) throws {
        let matrix = try loadMatrix(#"{"locales": [""# + locale + #""]}"#)
        #expect(matrix.cases.first?.layoutDirection == .rightToLeft)
    }

    @Test(arguments: ["en", "de", "de-CH", "ja", "zh-Hans", "arn", "hr", "fr-CA"])
    func leftToRightLocales(_ locale: String) throws {
        let matrix = try loadMatrix(#"{"locales": [""# + locale + #""]}"#)
        #expect(matrix.cases.first?.layoutDirection == .leftToRight)
    }

    @Test func environmentForACase() throws {
        let scenario = try ScenarioLoader.load(text: #"""
            {"scenario": "s",
             "strings": {"en": {"login": "Log in"}, "ar": {"login": "تسجيل الدخول"}},
             "matrix": {"containers": ["iPadMini", "iPhone16"], "locales": ["en", "ar"],
                        "sizeCategories": ["accessibility2"], "stringSets": ["base", "bounded"]},
             "view": {"type": "Text", "key": "login"}}
            """#, file: "s.json")
        let cases = scenario.matrix.cases
        #expect(cases.count == 8)
        let ipadArabicBounded = try #require(cases.first { $0.key == "iPadMini/ar/accessibility2/bounded" })
        var ipad = EnvironmentValues(dynamicTypeSize: .accessibility2, layoutDirection: .rightToLeft, displayScale: 2,
                                     localizedStrings: LocalizedStrings(["login": "[# تسجيل الدخول #]"]), locale: "ar",
                                     horizontalSizeClass: .regular, verticalSizeClass: .regular)
        ipad.idiom = .pad
        #expect(scenario.environment(for: ipadArabicBounded) == ipad)
        let phoneEnglish = try #require(cases.first { $0.key == "iPhone16/en/accessibility2/base" })
        #expect(scenario.environment(for: phoneEnglish) == EnvironmentValues(
            dynamicTypeSize: .accessibility2, layoutDirection: .leftToRight, displayScale: 3,
            localizedStrings: LocalizedStrings(["login": "Log in"]), locale: "en", horizontalSizeClass: .compact,
            verticalSizeClass: .regular))
    }
}

@Suite struct MatrixCaseKeyTests {
    @Test func containsExactlyTheKeysOfItsCases() throws {
        let scenario = try ScenarioLoader.load(text: """
            {"scenario": "s", "matrix": {"containers": ["iPhone16", {"name": "a/b", "width": 100, "height": 100}],
             "locales": ["en", "ar"], "sizeCategories": ["large", "accessibility3"], "stringSets": ["base", "double"]},
             "view": {"type": "Color"}}
            """, file: "s.json")
        let matrix = scenario.matrix
        for c in matrix.cases { #expect(matrix.contains(caseKey: c.key)) }
        for key in ["iPhone16/de/large/base", "iPhone17/en/large/base", "a/b/en/xLarge/base", "a/b/en/large/bounded",
                    "en/large/base", "a/en/large/base", ""] {
            #expect(!matrix.contains(caseKey: key), "\(key)")
        }
    }
}
