import LayoutEngine
import StrictJSON

/// Reads the modifiers that set the environment of a subtree or the style of its controls,
/// and the text modifiers that choose a face (`italic`, `fontDesign`): registered in
/// ``ModifierReader/readers`` with the others (`environment` in its place among them).
enum EnvironmentModifierReader {
    static let readers: [(name: String, read: @Sendable (JSONReader) throws -> Modifier)] = [
        ("italic", { .italic(try $0.bool()) }),
        ("fontDesign", { .fontDesign(try $0.nullable { try $0.string(as: Font.Design.self) }) }),
        ("allowsTightening", { .allowsTightening(try $0.bool()) }),
        ("dynamicTypeSize", dynamicTypeSize),
        ("buttonStyle", { .controlStyle(.buttonStyle(try $0.string(as: ButtonStyleKind.self))) }),
        ("controlSize", { .controlStyle(.controlSize(try $0.string(as: ControlSize.self))) }),
        ("buttonBorderShape", { .controlStyle(.buttonBorderShape(try $0.string(as: ButtonBorderShapeKind.self))) }),
        ("textFieldStyle", { .controlStyle(.textFieldStyle(try $0.string(as: TextFieldStyleKind.self))) }),
        ("labelStyle", { .controlStyle(.labelStyle(try $0.string(as: LabelStyleKind.self))) }),
        ("imageScale", { .controlStyle(.imageScale(try $0.string(as: ImageScale.self))) }),
        ("pickerStyle", { .controlStyle(.pickerStyle(try $0.string(as: PickerStyleKind.self))) }),
        ("datePickerStyle", { .controlStyle(.datePickerStyle(try $0.string(as: DatePickerStyleKind.self))) }),
    ]

    /// `{"dynamicTypeSize": "xxxLarge", "layoutDirection": "rightToLeft", "locale": "ar",
    /// "defaultMinListRowHeight": 60}`: any of the four.
    static func environment(_ reader: JSONReader) throws -> Modifier {
        try reader.object { o in
            var patch = EnvironmentPatch()
            if let size = o.optional("dynamicTypeSize") { patch.dynamicTypeSize = try sizeName(size) }
            patch.layoutDirection = try o.optional("layoutDirection")?.string(as: LayoutDirection.self)
            if let locale = o.optional("locale") {
                let code = try locale.string()
                guard !code.isEmpty, code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw locale.error("a locale is a BCP 47 code such as \"de\" or \"pt-BR\"")
                }
                patch.locale = code
            }
            patch.defaultMinListRowHeight = try o.optional("defaultMinListRowHeight")?.length(atLeast: 0)
            if patch == EnvironmentPatch() {
                throw o.error("an environment sets one or more of dynamicTypeSize, layoutDirection, locale, "
                              + "defaultMinListRowHeight")
            }
            // As it was before the others existed: one modifier of its own.
            if patch == EnvironmentPatch(defaultMinListRowHeight: patch.defaultMinListRowHeight),
               let height = patch.defaultMinListRowHeight {
                return .defaultMinListRowHeight(height)
            }
            return .environmentValues(patch)
        }
    }

    /// `"large"` (`dynamicTypeSize(.large)`), or a range `{"min": "small", "max": "xxxLarge"}`
    /// (`dynamicTypeSize(.small ... .xxxLarge)`; either end may be left out, as in `...xxxLarge`).
    private static func dynamicTypeSize(_ reader: JSONReader) throws -> Modifier {
        if case .string = reader.value.kind { return .dynamicTypeSize(.fixed(try sizeName(reader))) }
        return try reader.object { o in
            let lower = try o.optional("min").map(sizeName) ?? .xSmall
            let upper = try o.optional("max").map(sizeName) ?? .accessibility5
            if !o.contains("min"), !o.contains("max") {
                throw o.error("a Dynamic Type range is {\"min\": size, \"max\": size}, either end optional")
            }
            if lower > upper, let key = o.optional("min") {
                throw key.error("the range's min \(lower.rawValue) is above its max \(upper.rawValue)")
            }
            return .dynamicTypeSize(DynamicTypeClamp(lower: lower, upper: upper))
        }
    }

    /// A Dynamic Type size by its SwiftUI or UIKit name.
    static func sizeName(_ reader: JSONReader) throws -> DynamicTypeSize {
        let name = try reader.string()
        guard let size = SizeCategories.size(named: name) else {
            var message = "unknown Dynamic Type size \"\(name)\""
            if let guess = EditDistance.closest(to: name, among: SizeCategories.sizeNames) {
                message += " (did you mean \"\(guess)\"?)"
            }
            throw reader.error(message + "; sizes: " + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return size
    }
}
