import Foundation
import LayoutFixtures
import Testing
import TestSupport

/// A scenario file that must not load, the files beside it, and the exact message it gives.
struct MalformedScenario: Sendable, CustomTestStringConvertible {
    let name: String
    /// The text of `case.json`.
    let scenario: String
    /// Other files, by path relative to the scenario's folder.
    let files: [String: String]
    /// The whole message, with the temporary folder written `$TMP`.
    let message: String

    init(_ name: String, _ scenario: String, files: [String: String] = [:], _ message: String) {
        self.name = name
        self.scenario = scenario
        self.files = files
        self.message = message
    }

    var testDescription: String { name }
}

@Suite("Malformed scenarios")
struct MalformedScenarioTests {
    @Test(arguments: syntaxAndStructure + views + modifiers + matrices + strings)
    func rejected(_ malformed: MalformedScenario) throws {
        try withTemporaryDirectory { directory in
            for (path, text) in malformed.files { try directory.write(path, text) }
            let file = try directory.write("case.json", malformed.scenario)
            let message = try #require(loadError { () throws(FixtureError) in try ScenarioLoader.load(file: file) })
            let printed = message.replacingOccurrences(of: directory.path, with: "$TMP")
            #expect(printed == malformed.message)
            let location = try #require(Self.location(of: printed), "no file:line:column: prefix in \(printed)")
            #expect(location.file.hasPrefix("$TMP/"))
            #expect(location.line >= 1 && location.column >= 1)
        }
    }

    /// Loading from memory names the file it is given, at the same place.
    @Test func inMemoryTextNamesTheGivenFile() {
        let text = """
        {
          "scenario": "bad/spacing",
          "view": {"type": "HStack", "spacing": "wide"}
        }
        """
        let message = loadError { () throws(FixtureError) in try ScenarioLoader.load(text: text, file: "Fixtures/a.json") }
        #expect(message == #"Fixtures/a.json:3:41: view.spacing: expected a number, found the string "wide""#)
    }

    @Test func missingScenarioFileIsNamed() {
        let message = loadError { () throws(FixtureError) in try ScenarioLoader.load(file: "/nonexistent/x.json") }
        #expect(message == "/nonexistent/x.json: cannot read the file")
    }

    /// `file:line:column: ` at the start of a message.
    static func location(of message: String) -> (file: String, line: Int, column: Int)? {
        let parts = message.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, !parts[0].isEmpty, let line = Int(parts[1]), let column = Int(parts[2]),
              parts[3].hasPrefix(" ") else { return nil }
        return (String(parts[0]), line, column)
    }

    static let syntaxAndStructure: [MalformedScenario] = [
        MalformedScenario("invalid JSON: trailing comma", """
            {
              "scenario": "bad/syntax",
              "view": {"type": "Text", "verbatim": "a",}
            }
            """, #"$TMP/case.json:3:44: view: expected a string key after ',', found '}' (trailing commas are not allowed)"#),
        MalformedScenario("invalid JSON: duplicate key", """
            {
              "scenario": "bad/dup",
              "view": {"type": "Color"},
              "view": {"type": "Text"}
            }
            """, #"$TMP/case.json:4:3: view: duplicate key "view" (first at line 3, column 3)"#),
        MalformedScenario("not an object", "[1]\n", "$TMP/case.json:1:1: expected an object, found an array"),
        MalformedScenario("missing scenario", """
            {
              "view": {"type": "Text", "verbatim": "a"}
            }
            """, #"$TMP/case.json:1:1: missing required key "scenario""#),
        MalformedScenario("empty scenario name", #"{"scenario": "", "view": {"type": "Color"}}"#,
                          "$TMP/case.json:1:2: scenario: the scenario name is empty"),
        MalformedScenario("missing view", """
            {
              "scenario": "bad/no-view"
            }
            """, #"$TMP/case.json:1:1: missing required key "view""#),
        MalformedScenario("misspelt view key", """
            {
              "scenario": "bad/veiw",
              "veiw": {"type": "Color"}
            }
            """, #"$TMP/case.json:3:3: unknown key "veiw" (did you mean "view"?); allowed keys: "lints", "matrix", "scenario", "strings", "summary", "tolerance", "view""#),
        MalformedScenario("unknown top-level key", """
            {
              "scenario": "bad/top-key",
              "sumary": "typo",
              "view": {"type": "Text", "verbatim": "a"}
            }
            """, #"$TMP/case.json:3:3: unknown key "sumary" (did you mean "summary"?); allowed keys: "lints", "matrix", "scenario", "strings", "summary", "tolerance", "view""#),
        MalformedScenario("negative tolerance", """
            {
              "scenario": "bad/tolerance",
              "tolerance": -1,
              "view": {"type": "Color"}
            }
            """, "$TMP/case.json:3:16: tolerance: expected a number from 0.0 to 1000.0, found -1"),
    ]

    static let views: [MalformedScenario] = [
        MalformedScenario("item outside a ForEach", """
            {
              "scenario": "bad/item",
              "view": {"type": "Text", "verbatim": {"item": true}}
            }
            """, #"$TMP/case.json:3:40: view.verbatim: {"item": true} and {"index": true} stand for a ForEach row's item and position, only inside a ForEach's content"#),
        MalformedScenario("ForEach with items and count", """
            {
              "scenario": "bad/foreach",
              "view": {"type": "ForEach", "items": ["a"], "count": 2, "content": {"type": "Color"}}
            }
            """, #"$TMP/case.json:3:47: view.count: a ForEach has either "items" or "count", not both"#),
        MalformedScenario("view without type", """
            {
              "scenario": "bad/type",
              "view": {"type": "VStack", "children": [{"children": []}]}
            }
            """, #"$TMP/case.json:3:43: view.children[0]: missing required key "type""#),
        MalformedScenario("misspelt type key", """
            {
              "scenario": "bad/type",
              "view": {"tpye": "Text", "verbatim": "a"}
            }
            """, #"$TMP/case.json:3:12: view.tpye: unknown key "tpye" (did you mean "type"?); a view needs "type""#),
        MalformedScenario("unknown view type", """
            {
              "scenario": "bad/type",
              "view": {"type": "HStak", "children": []}
            }
            """, #"$TMP/case.json:3:20: view.type: unknown view type "HStak" (did you mean "HStack"?); known types: Text, Image, Color, Spacer, Divider, HStack, VStack, ZStack, Group, Button, GeometryReader, LazyVGrid, LazyHGrid, Grid, GridRow, ViewThatFits, WeightedHStack, WeightedVStack, FlexibleStack, ForEach, LazyHStack, LazyVStack, ScrollView, List, Form, Section, NavigationStack, If, Toggle, Stepper, ProgressView, TextField, SecureField, Label, Link, Menu, ShareLink, Slider, Picker, DatePicker, TabView, Tab, NavigationLink, LabeledContent, Rectangle, RoundedRectangle, Capsule, Circle, Ellipse"#),
        MalformedScenario("unknown view type, nothing close", """
            {
              "scenario": "bad/type",
              "view": {"type": "Carousel", "children": []}
            }
            """, #"$TMP/case.json:3:20: view.type: unknown view type "Carousel"; known types: Text, Image, Color, Spacer, Divider, HStack, VStack, ZStack, Group, Button, GeometryReader, LazyVGrid, LazyHGrid, Grid, GridRow, ViewThatFits, WeightedHStack, WeightedVStack, FlexibleStack, ForEach, LazyHStack, LazyVStack, ScrollView, List, Form, Section, NavigationStack, If, Toggle, Stepper, ProgressView, TextField, SecureField, Label, Link, Menu, ShareLink, Slider, Picker, DatePicker, TabView, Tab, NavigationLink, LabeledContent, Rectangle, RoundedRectangle, Capsule, Circle, Ellipse"#),
        MalformedScenario("a TextField axis that is not one", """
            {
              "scenario": "bad/control",
              "view": {"type": "TextField", "key": "Bio", "axis": "diagonal"}
            }
            """, #"$TMP/case.json:3:55: view.axis: expected one of "horizontal", "vertical", found the string "diagonal""#),
        MalformedScenario("a SecureField with an axis", """
            {
              "scenario": "bad/control",
              "view": {"type": "SecureField", "key": "PIN", "axis": "vertical"}
            }
            """, #"$TMP/case.json:3:57: view.axis: a SecureField has no axis in SwiftUI; a multi-line field is a TextField"#),
        MalformedScenario("a LabeledContent with a value and value views", """
            {
              "scenario": "bad/control",
              "view": {"type": "LabeledContent", "key": "Name", "value": "Al", "children": []}
            }
            """, #"$TMP/case.json:3:62: view.value: a LabeledContent has either a "value" or value views ("children"), not both"#),
        MalformedScenario("a LabeledContent without a label", """
            {
              "scenario": "bad/control",
              "view": {"type": "LabeledContent", "value": "Al"}
            }
            """, #"$TMP/case.json:3:11: view: a LabeledContent needs "key", "verbatim" or a "label" view"#),
        MalformedScenario("a NavigationLink's destination that is not a view", """
            {
              "scenario": "bad/control",
              "view": {"type": "NavigationLink", "destination": "Detail", "children": []}
            }
            """, #"$TMP/case.json:3:53: view.destination: expected an object, found the string "Detail""#),
        MalformedScenario("unknown key on a view", """
            {
              "scenario": "bad/spacng",
              "view": {"type": "HStack", "spacng": 8, "children": []}
            }
            """, #"$TMP/case.json:3:30: view: unknown key "spacng" (did you mean "spacing"?); allowed keys: "alignment", "allow", "children", "id", "modifiers", "spacing", "type""#),
        MalformedScenario("spacing is a string", """
            {
              "scenario": "bad/spacing",
              "view": {"type": "HStack", "spacing": "wide"}
            }
            """, #"$TMP/case.json:3:41: view.spacing: expected a number, found the string "wide""#),
        MalformedScenario("alignment is a number", """
            {
              "scenario": "bad/alignment",
              "view": {"type": "VStack", "alignment": 3}
            }
            """, #"$TMP/case.json:3:43: view.alignment: expected one of "leading", "center", "trailing", found the number 3"#),
        MalformedScenario("unknown ZStack alignment", """
            {
              "scenario": "bad/alignment",
              "view": {"type": "ZStack", "alignment": "middle"}
            }
            """, #"$TMP/case.json:3:43: view.alignment: expected one of "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing", found the string "middle""#),
        MalformedScenario("VStack alignment on an HStack", """
            {
              "scenario": "bad/alignment",
              "view": {"type": "HStack", "alignment": "leading"}
            }
            """, #"$TMP/case.json:3:43: view.alignment: expected one of "top", "center", "bottom", "firstTextBaseline", "lastTextBaseline", found the string "leading""#),
        MalformedScenario("Text with neither key nor verbatim", """
            {
              "scenario": "bad/text",
              "view": {"type": "VStack", "children": [
                {"type": "Text", "lineLimit": 2}
              ]}
            }
            """, #"$TMP/case.json:4:5: view.children[0]: a Text needs "key" (localized) or "verbatim", or "runs" to join texts"#),
        MalformedScenario("Text with both key and verbatim", """
            {
              "scenario": "bad/text",
              "view": {"type": "Text", "key": "login", "verbatim": "Log in"}
            }
            """, #"$TMP/case.json:3:44: view.verbatim: a Text has either "key" or "verbatim", not both"#),
        MalformedScenario("Text with both key and runs", """
            {
              "scenario": "bad/runs",
              "view": {"type": "Text", "key": "a", "runs": [{"type": "Text", "key": "b"}]}
            }
            """, #"$TMP/case.json:3:28: view.key: a Text has either "key" or "verbatim", or "runs", not both"#),
        MalformedScenario("Text run with a misspelt modifier", """
            {
              "scenario": "bad/runs",
              "view": {"type": "Text", "runs": [
                {"type": "Text", "key": "a"},
                {"type": "Text", "key": "b", "modifiers": [{"blod": true}]}
              ]}
            }
            """, #"$TMP/case.json:5:49: view.runs[1].modifiers[0].blod: unknown modifier "blod" for a run of a concatenated Text (did you mean "bold"?); a run takes font, fontWeight, bold, italic, fontDesign, monospacedDigit, kerning, tracking, textCase and the modifiers with no effect on layout"#),
        MalformedScenario("Text run with a paragraph modifier", """
            {
              "scenario": "bad/runs",
              "view": {"type": "Text", "runs": [{"type": "Text", "key": "a", "modifiers": [{"lineLimit": 1}]}]}
            }
            """, #"$TMP/case.json:3:81: view.runs[0].modifiers[0].lineLimit: "lineLimit" applies to the whole paragraph, not to a run: write it on the outer Text; a run takes font, fontWeight, bold, italic, fontDesign, monospacedDigit, kerning, tracking, textCase and the modifiers with no effect on layout"#),
        MalformedScenario("Text run with a layout modifier", """
            {
              "scenario": "bad/runs",
              "view": {"type": "Text", "runs": [{"type": "Text", "key": "a", "modifiers": [{"fram": {"width": 4}}]}]}
            }
            """, #"$TMP/case.json:3:81: view.runs[0].modifiers[0].fram: unknown modifier "fram" for a run of a concatenated Text; a run takes font, fontWeight, bold, italic, fontDesign, monospacedDigit, kerning, tracking, textCase and the modifiers with no effect on layout"#),
        MalformedScenario("Text run that is not a Text", """
            {
              "scenario": "bad/runs",
              "view": {"type": "Text", "runs": [{"type": "Image", "systemName": "star"}]}
            }
            """, #"$TMP/case.json:3:46: view.runs[0].type: a run of a concatenated Text is a Text, as `+` joins only texts; found "Image""#),
        MalformedScenario("Text run with a lineLimit", """
            {
              "scenario": "bad/runs",
              "view": {"type": "Text", "runs": [{"type": "Text", "key": "a", "lineLimit": 2}]}
            }
            """, #"$TMP/case.json:3:66: view.runs[0].lineLimit: a run of a concatenated Text has no "lineLimit": the runs make one paragraph, so write it on the outer Text"#),
        MalformedScenario("Text with no runs", """
            {
              "scenario": "bad/runs",
              "view": {"type": "Text", "runs": []}
            }
            """, #"$TMP/case.json:3:36: view.runs: a concatenated Text has at least one run, as in [{"type": "Text", "key": "a"}]"#),
        MalformedScenario("Text lineLimit 0", """
            {
              "scenario": "bad/lineLimit",
              "view": {"type": "Text", "verbatim": "a", "lineLimit": 0}
            }
            """, "$TMP/case.json:3:58: view.lineLimit: expected an integer from 1 to 10000, found 0"),
        MalformedScenario("children on a Text", """
            {
              "scenario": "bad/leaf",
              "view": {"type": "Text", "verbatim": "a", "children": []}
            }
            """, "$TMP/case.json:3:45: view.children: a Text has no children"),
        MalformedScenario("Image without width", """
            {
              "scenario": "bad/image",
              "view": {"type": "Image", "height": 20}
            }
            """, #"$TMP/case.json:3:11: view: missing required key "width""#),
        MalformedScenario("when outside a FlexibleStack", """
            {
              "scenario": "bad/when",
              "view": {"type": "HStack", "children": [
                {"type": "Spacer", "when": "horizontal"}
              ]}
            }
            """, #"$TMP/case.json:4:24: view.children[0].when: "when" is only for the children of a FlexibleStack"#),
        MalformedScenario("when with an unknown axis", """
            {
              "scenario": "bad/when",
              "view": {"type": "FlexibleStack", "children": [
                {"type": "Spacer", "when": "diagonal"}
              ]}
            }
            """, #"$TMP/case.json:4:32: view.children[0].when: expected one of "horizontal", "vertical", found the string "diagonal""#),
        MalformedScenario("grid item with two sizes", """
            {
              "scenario": "bad/grid",
              "view": {"type": "LazyVGrid", "columns": [
                {"fixed": 80},
                {"fixed": 80, "flexible": {"minimum": 10}}
              ]}
            }
            """, #"$TMP/case.json:5:5: view.columns[1]: a grid item has exactly one of "fixed", "flexible", "adaptive"; found "fixed", "flexible""#),
        MalformedScenario("flexible minimum above maximum", """
            {
              "scenario": "bad/grid",
              "view": {"type": "LazyVGrid", "columns": [
                {"flexible": {"minimum": 100, "maximum": 50}}
              ]}
            }
            """, "$TMP/case.json:4:18: view.columns[0].flexible: minimum 100 is larger than maximum 50"),
        MalformedScenario("flexible default minimum above maximum", """
            {
              "scenario": "bad/grid",
              "view": {"type": "LazyHGrid", "rows": [{"flexible": {"maximum": 5}}]}
            }
            """, "$TMP/case.json:3:55: view.rows[0].flexible: the default minimum 10 is larger than maximum 5"),
        MalformedScenario("adaptive without minimum", """
            {
              "scenario": "bad/grid",
              "view": {"type": "LazyVGrid", "columns": [{"adaptive": {}}]}
            }
            """, #"$TMP/case.json:3:58: view.columns[0].adaptive: missing required key "minimum""#),
    ]

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

    static let strings: [MalformedScenario] = [
        MalformedScenario("missing strings file", """
            {
              "scenario": "bad/strings",
              "strings": "strings/Missing.xcstrings",
              "view": {"type": "Text", "key": "login"}
            }
            """, "$TMP/case.json:3:14: strings: strings file not found: strings/Missing.xcstrings (looked for $TMP/strings/Missing.xcstrings)"),
        MalformedScenario("strings file of another kind", """
            {
              "scenario": "bad/strings",
              "strings": "Login.json",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Login.json": "{}"],
            "$TMP/case.json:3:14: strings: strings must be a .xcstrings String Catalog or a folder of <locale>.lproj/*.strings files; found Login.json"),
        MalformedScenario("strings is a number", """
            {
              "scenario": "bad/strings",
              "strings": 3,
              "view": {"type": "Text", "key": "login"}
            }
            """, "$TMP/case.json:3:14: strings: expected the path of a .xcstrings String Catalog or of a folder of <locale>.lproj/*.strings files, or an object {locale: {key: text}}, found the number 3"),
        MalformedScenario("inline strings with a number", """
            {
              "scenario": "bad/inline",
              "strings": {"en": {"login": 3}},
              "view": {"type": "Text", "key": "login"}
            }
            """, "$TMP/case.json:3:31: strings.en.login: expected a string, found the number 3"),
        MalformedScenario("malformed .xcstrings", """
            {
              "scenario": "bad/xcstrings",
              "strings": "Login.xcstrings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Login.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "login" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } }
                  }
                }
              },
              "version" : "1.0",
            }
            """], "$TMP/Login.xcstrings:11:1: expected a string key after ',', found '}' (trailing commas are not allowed)"),
        MalformedScenario(".xcstrings unit without value", """
            {
              "scenario": "bad/xcstrings",
              "strings": "Login.xcstrings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Login.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "login" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "valeu" : "Anmelden" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """], #"$TMP/Login.xcstrings:6:33: strings.login.localizations.de.stringUnit: missing required key "value""#),
        MalformedScenario("malformed .strings: missing semicolon", """
            {
              "scenario": "bad/lproj",
              "strings": "Strings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Strings/de.lproj/Login.strings": """
            /* Login button */
            "login" = "Anmelden";
            "forgot" = "Passwort vergessen?"
            "signup" = "Registrieren";
            """], #"$TMP/Strings/de.lproj/Login.strings:3:33: expected ';' after the value of "forgot""#),
        MalformedScenario("malformed .strings: unterminated string", """
            {
              "scenario": "bad/lproj",
              "strings": "Strings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Strings/en.lproj/Login.strings": #"""
            "login" = "Log in";
            "forgot" = "Forgot \"password?;
            """#], "$TMP/Strings/en.lproj/Login.strings:2:12: unterminated string"),
        MalformedScenario("malformed .strings: bad escape", """
            {
              "scenario": "bad/lproj",
              "strings": "Strings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Strings/en.lproj/Login.strings": #"""
            "login" = "Caf\U00G9";
            """#], #"$TMP/Strings/en.lproj/Login.strings:1:19: expected four hexadecimal digits after \U"#),
        MalformedScenario("strings folder without .lproj", """
            {
              "scenario": "bad/lproj",
              "strings": "Strings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Strings/readme.txt": "x"],
            "$TMP/case.json:3:14: strings: no <locale>.lproj/*.strings files in Strings (looked in $TMP/Strings)"),
    ]
}
