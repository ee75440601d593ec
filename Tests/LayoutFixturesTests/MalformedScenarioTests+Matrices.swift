/// Matrices that must not load: device presets, containers, size categories, string sets,
/// locales, empty axes.
extension MalformedScenarioTests {
    static let matrices: [MalformedScenario] = [
        MalformedScenario("unknown device preset", """
            {
              "scenario": "bad/preset",
              "matrix": {"containers": ["iPhone16", "iPhone16Prro"]},
              "view": {"type": "Color"}
            }
            """, #"$TMP/case.json:3:41: matrix.containers[1]: unknown device preset "iPhone16Prro" (did you mean "iPhone16Pro"?); run `layoutreg list --presets` for the list, or give {"name", "width", "height"}"#),
        MalformedScenario("device preset with swapped digits", """
            {
              "scenario": "bad/preset",
              "matrix": {"containers": ["iPhone 61"]},
              "view": {"type": "Color"}
            }
            """, #"$TMP/case.json:3:29: matrix.containers[0]: unknown device preset "iPhone 61" (did you mean "iPhone16"?); run `layoutreg list --presets` for the list, or give {"name", "width", "height"}"#),
        MalformedScenario("custom container without height", """
            {
              "scenario": "bad/container",
              "matrix": {"containers": [{"name": "card", "width": 300}]},
              "view": {"type": "Color"}
            }
            """, #"$TMP/case.json:3:29: matrix.containers[0]: missing required key "height""#),
        MalformedScenario("unknown size category", """
            {
              "scenario": "bad/size",
              "matrix": {"sizeCategories": ["large", "accessibility6"]},
              "view": {"type": "Color"}
            }
            """, #"$TMP/case.json:3:42: matrix.sizeCategories[1]: unknown size category "accessibility6"; expected one of "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5", "all", "accessibility", "extraSmall", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge""#),
        MalformedScenario("unknown string set", """
            {
              "scenario": "bad/set",
              "matrix": {"stringSets": ["base", "pseudo"]},
              "view": {"type": "Color"}
            }
            """, #"$TMP/case.json:3:37: matrix.stringSets[1]: expected one of "base", "double", "accented", "bounded", "expanded", found the string "pseudo""#),
        MalformedScenario("duplicate locale", """
            {
              "scenario": "bad/locales",
              "matrix": {"locales": ["en", "de", "en"]},
              "view": {"type": "Color"}
            }
            """, #"$TMP/case.json:3:38: matrix.locales[2]: locale "en" appears twice"#),
        MalformedScenario("locale with a space", """
            {
              "scenario": "bad/locales",
              "matrix": {"locales": ["en US"]},
              "view": {"type": "Color"}
            }
            """, #"$TMP/case.json:3:26: matrix.locales[0]: expected a BCP-47 locale code such as "en", "de-CH" or "zh-Hans", found "en US""#),
        MalformedScenario("empty matrix axis", """
            {
              "scenario": "bad/locales",
              "matrix": {"locales": []},
              "view": {"type": "Color"}
            }
            """, "$TMP/case.json:3:25: matrix.locales: expected at least one value; leave the key out for the default"),
    ]
}
