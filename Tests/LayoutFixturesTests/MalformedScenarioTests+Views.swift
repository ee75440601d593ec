/// Views that must not load: unknown types and keys, wrong property values, `ForEach` rows,
/// texts and their runs, images, `when` outside a `FlexibleStack`, grid items.
extension MalformedScenarioTests {
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
}
