/// Modifiers that must not load: unknown names and labels, wrong arguments, references
/// (state, proxy) and `If` conditions.
extension MalformedScenarioTests {
    static let modifiers: [MalformedScenario] = [
        MalformedScenario("modifier with two keys", """
            {
              "scenario": "bad/modifier",
              "view": {"type": "Text", "verbatim": "a", "modifiers": [
                {"padding": 8, "frame": {"width": 100}}
              ]}
            }
            """, #"$TMP/case.json:4:5: view.modifiers[0]: a modifier is an object with one key, its name; found "padding", "frame": write each modifier as its own object, in the order of the Swift chain"#),
        MalformedScenario("unknown modifier", """
            {
              "scenario": "bad/modifier",
              "view": {"type": "Text", "verbatim": "a", "modifiers": [{"paddin": 8}]}
            }
            """, #"$TMP/case.json:3:60: view.modifiers[0].paddin: unknown modifier "paddin" (did you mean "padding"?); known modifiers: padding, frame, layoutPriority, background, overlay, alignmentGuide, weighted, preference, id, ignoresSafeArea, safeAreaInset, safeAreaPadding, containerRelativeFrame, listRowInsets, navigationTitle, navigationBarTitleDisplayMode, toolbar, clipShape, contentMargins, scrollPosition, tabItem, font, lineLimit, minimumScaleFactor, tracking, truncationMode, monospacedDigit, textCase, fontWeight, bold, italic, fontDesign, allowsTightening, lineSpacing, kerning, environment, dynamicTypeSize, buttonStyle, controlSize, buttonBorderShape, textFieldStyle, labelStyle, imageScale, pickerStyle, datePickerStyle, listStyle, listRowSeparator, listSectionSpacing, fixedSize, aspectRatio, scaledToFit, scaledToFill, clipped, cornerRadius, hidden, offset, position, and 65 accepted with no effect on layout (docs/fixture-format.md)"#),
        MalformedScenario("unknown modifier, nothing close", """
            {
              "scenario": "bad/modifier",
              "view": {"type": "Text", "verbatim": "a", "modifiers": [{"sparkle": true}]}
            }
            """, #"$TMP/case.json:3:60: view.modifiers[0].sparkle: unknown modifier "sparkle"; known modifiers: padding, frame, layoutPriority, background, overlay, alignmentGuide, weighted, preference, id, ignoresSafeArea, safeAreaInset, safeAreaPadding, containerRelativeFrame, listRowInsets, navigationTitle, navigationBarTitleDisplayMode, toolbar, clipShape, contentMargins, scrollPosition, tabItem, font, lineLimit, minimumScaleFactor, tracking, truncationMode, monospacedDigit, textCase, fontWeight, bold, italic, fontDesign, allowsTightening, lineSpacing, kerning, environment, dynamicTypeSize, buttonStyle, controlSize, buttonBorderShape, textFieldStyle, labelStyle, imageScale, pickerStyle, datePickerStyle, listStyle, listRowSeparator, listSectionSpacing, fixedSize, aspectRatio, scaledToFit, scaledToFill, clipped, cornerRadius, hidden, offset, position, and 65 accepted with no effect on layout (docs/fixture-format.md)"#),
        MalformedScenario("a modifier of labelled arguments given one value", """
            {
              "scenario": "bad/offset",
              "view": {"type": "Text", "verbatim": "a", "modifiers": [{"offset": 5}]}
            }
            """, #"$TMP/case.json:3:70: view.modifiers[0].offset: expected an object of offset's arguments, as in {"offset": {…}}"#),
        MalformedScenario("a modifier of one value given labels", """
            {
              "scenario": "bad/kerning",
              "view": {"type": "Text", "verbatim": "a", "modifiers": [{"kerning": {"x": 1}}]}
            }
            """, #"$TMP/case.json:3:71: view.modifiers[0].kerning: expected a length in points, as in {"kerning": 1.5}"#),
        MalformedScenario("a labelled modifier's unknown label", """
            {
              "scenario": "bad/position",
              "view": {"type": "Text", "verbatim": "a", "modifiers": [{"position": {"x": 1, "z": 2}}]}
            }
            """, #"$TMP/case.json:3:81: view.modifiers[0].position: unknown key "z"; allowed keys: "x", "y""#),
        MalformedScenario("padding is a word", """
            {
              "scenario": "bad/padding",
              "view": {"type": "Text", "verbatim": "a", "modifiers": [{"padding": "wide"}]}
            }
            """, #"$TMP/case.json:3:71: view.modifiers[0].padding: expected true, a number, or {"edges": …, "length": …}, found the string "wide""#),
        MalformedScenario("padding on an absolute edge", """
            {
              "scenario": "bad/padding",
              "view": {"type": "Text", "verbatim": "a", "modifiers": [{"padding": {"edges": "left", "length": 4}}]}
            }
            """, #"$TMP/case.json:3:81: view.modifiers[0].padding.edges: expected one of "all", "horizontal", "vertical", "top", "bottom", "leading", "trailing", found the string "left""#),
        MalformedScenario("frame mixes width and minWidth", """
            {
              "scenario": "bad/frame",
              "view": {"type": "Color", "modifiers": [{"frame": {"width": 100, "minWidth": 50}}]}
            }
            """, "$TMP/case.json:3:68: view.modifiers[0].frame.minWidth: a frame has either width/height or min/ideal/max lengths, not both"),
        MalformedScenario("state reference to a number", """
            {
              "scenario": "bad/reference",
              "view": {"type": "Color", "modifiers": [{"frame": {"width": {"state": 3}}}]}
            }
            """, "$TMP/case.json:3:73: view.modifiers[0].frame.width.state: expected a string, found the number 3"),
        MalformedScenario("proxy reference to depth", """
            {
              "scenario": "bad/reference",
              "view": {"type": "GeometryReader", "children": [
                {"type": "Color", "modifiers": [{"frame": {"maxWidth": {"proxy": "depth"}}}]}
              ]}
            }
            """, #"$TMP/case.json:4:70: view.children[0].modifiers[0].frame.maxWidth.proxy: expected one of "width", "height", found the string "depth""#),
        MalformedScenario("empty reference", """
            {
              "scenario": "bad/reference",
              "view": {"type": "Color", "modifiers": [{"frame": {"width": {}}}]}
            }
            """, #"$TMP/case.json:3:63: view.modifiers[0].frame.width: a reference is {"state": key}, {"proxy": "width" or "height", "multiplier": number} or {"scaled": number, "relativeTo": text style}"#),
        MalformedScenario("If condition without an operator", """
            {
              "scenario": "bad/if",
              "view": {"type": "If", "condition": {"dynamicTypeSize": "accessibility1"}, "then": {"type": "Color"}}
            }
            """, #"$TMP/case.json:3:59: view.condition.dynamicTypeSize: a dynamicTypeSize condition starts with one of <= >= < > ==, as in ">=accessibility1""#),
        MalformedScenario("If condition with a misspelt size", """
            {
              "scenario": "bad/if",
              "view": {"type": "If", "condition": {"dynamicTypeSize": ">=acessibility1"}, "then": {"type": "Color"}}
            }
            """, #"$TMP/case.json:3:59: view.condition.dynamicTypeSize: unknown Dynamic Type size "acessibility1" (did you mean "accessibility1"?); sizes: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"#),
        MalformedScenario("unknown font style", """
            {
              "scenario": "bad/font",
              "view": {"type": "Text", "verbatim": "a", "modifiers": [{"font": "huge"}]}
            }
            """, #"$TMP/case.json:3:68: view.modifiers[0].font: expected one of "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2", found the string "huge""#),
    ]
}
