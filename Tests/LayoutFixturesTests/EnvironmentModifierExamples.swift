import LayoutEngine
@testable import LayoutFixtures
import Testing

/// Reading examples of the environment, style and face modifiers (part of
/// `ModifierRoundTripTests.examples`), and their errors.
enum EnvironmentModifierExamples {
    static let all: [ModifierExample] = [
        ModifierExample(#"{"italic": true}"#, .italic(true)),
        ModifierExample(#"{"italic": false}"#, .italic(false)),
        ModifierExample(#"{"fontDesign": "rounded"}"#, .fontDesign(.rounded)),
        ModifierExample(#"{"fontDesign": null}"#, .fontDesign(nil)),
        ModifierExample(#"{"allowsTightening": true}"#, .allowsTightening(true)),
        ModifierExample(#"{"environment": {"dynamicTypeSize": "xxxLarge"}}"#,
                        .environmentValues(EnvironmentPatch(dynamicTypeSize: .xxxLarge))),
        ModifierExample(#"{"environment": {"dynamicTypeSize": "accessibilityExtraLarge", "layoutDirection": "rightToLeft"}}"#,
                        .environmentValues(EnvironmentPatch(dynamicTypeSize: .accessibility3, layoutDirection: .rightToLeft))),
        ModifierExample(#"{"environment": {"locale": "de", "defaultMinListRowHeight": 50}}"#,
                        .environmentValues(EnvironmentPatch(locale: "de", defaultMinListRowHeight: 50))),
        ModifierExample(#"{"dynamicTypeSize": "large"}"#, .dynamicTypeSize(.fixed(.large))),
        ModifierExample(#"{"dynamicTypeSize": {"max": "xxxLarge"}}"#, .dynamicTypeSize(DynamicTypeClamp(upper: .xxxLarge))),
        ModifierExample(#"{"dynamicTypeSize": {"min": "small", "max": "accessibility2"}}"#,
                        .dynamicTypeSize(DynamicTypeClamp(lower: .small, upper: .accessibility2))),
        ModifierExample(#"{"buttonStyle": "borderedProminent"}"#, .buttonStyle(.borderedProminent)),
        ModifierExample(#"{"buttonStyle": "plain"}"#, .buttonStyle(.plain)),
        ModifierExample(#"{"controlSize": "large"}"#, .controlSize(.large)),
        ModifierExample(#"{"controlSize": "mini"}"#, .controlSize(.mini)),
        ModifierExample(#"{"buttonBorderShape": "capsule"}"#, .buttonBorderShape(.capsule)),
        ModifierExample(#"{"textFieldStyle": "roundedBorder"}"#, .textFieldStyle(.roundedBorder)),
        ModifierExample(#"{"labelStyle": "iconOnly"}"#, .labelStyle(.iconOnly)),
        ModifierExample(#"{"imageScale": "large"}"#, .imageScale(.large)),
        ModifierExample(#"{"pickerStyle": "segmented"}"#, .pickerStyle(.segmented)),
        ModifierExample(#"{"datePickerStyle": "wheel"}"#, .datePickerStyle(.wheel)),
    ]
}

@Suite struct EnvironmentModifierErrorTests {
    @Test(arguments: [
        (#"{"environment": {"dynamicTypeSize": "xxLage"}}"#, #"did you mean "xxLarge""#),
        (#"{"environment": {"layoutDirection": "rtl"}}"#, #""leftToRight", "rightToLeft""#),
        (#"{"environment": {}}"#, "sets one or more of"),
        (#"{"environment": {"locale": "de DE"}}"#, "BCP 47"),
        (#"{"dynamicTypeSize": {"min": "xxxLarge", "max": "small"}}"#, "above its max"),
        (#"{"dynamicTypeSize": {}}"#, "either end optional"),
        (#"{"buttonStyle": "bordred"}"#, #""bordered""#),
        (#"{"controlSize": "huge"}"#, #""extraLarge""#),
        (#"{"pickerStyle": "wheels"}"#, #""wheel""#),
    ])
    func rejected(_ json: String, _ message: String) {
        do {
            _ = try loadView(#"{"type": "Color", "modifiers": ["# + json + "]}")
            Issue.record("\(json) was read")
        } catch {
            #expect(String(describing: error).contains(message), "\(error)")
        }
    }
}

@Suite struct ConditionErrorTests {
    @Test(arguments: [
        (#"{"layoutDirection": "rightToLeft", "locale": "ar"}"#, "tests one of"),
        (#"{"idom": "pad"}"#, #"did you mean "idiom""#),
        (#"{"idiom": "tablet"}"#, #""pad""#),
        (#"{"locale": ""}"#, "BCP 47"),
    ])
    func rejected(_ condition: String, _ message: String) {
        do {
            _ = try loadView(#"{"type": "If", "condition": "# + condition + #", "then": {"type": "Color"}}"#)
            Issue.record("\(condition) was read")
        } catch {
            #expect(String(describing: error).contains(message), "\(error)")
        }
    }
}
