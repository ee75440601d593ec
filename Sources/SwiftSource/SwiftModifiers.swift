import LayoutFixtures
internal import SwiftSyntax
import StrictJSON

/// The modifiers the translator knows: the fixture format's, by their own names (one list,
/// the format's), and the Swift-only ones that never change a frame and have no JSON entry.
enum SwiftModifiers {
    /// Swift modifiers with no frame of their own and no place in the format: what the
    /// engine draws the same either way, previews' settings, and what the format's
    /// state/preference pair already says.
    static let dropped: Set<String> = [
        "onPreferenceChange", "previewDisplayName", "previewLayout", "previewDevice", "previewInterfaceOrientation",
        "fill", "stroke", "strokeBorder", "navigationBarBackButtonHidden", "statusBarHidden",
        // Drawn, or read only when the user acts: none moves a frame at rest.
        "listRowBackground", "scrollContentBackground", "scrollIndicators", "scrollDismissesKeyboard",
        "toolbarBackground", "toolbarColorScheme", "environmentObject", "redacted", "symbolEffect",
        "contentTransition", "sensoryFeedback", "onReceive", "onOpenURL", "focused", "swipeActions",
        "interactiveDismissDisabled", "presentationDetents", "presentationDragIndicator", "onDrag", "onDrop",
        "draggable", "dropDestination", "buttonRepeatBehavior", "accessibility", "accessibilityRepresentation",
        "accessibilityShowsLargeContentViewer", "preferredColorScheme", "listSectionSeparator", "photosPicker",
        "fileImporter", "fileExporter", "searchSuggestions", "onKeyPress", "defaultScrollAnchor",
    ]
    /// Environment keys that change only the drawing (or what a tap does): `.environment(\.colorScheme, .dark)`.
    static let drawnEnvironmentKeys: Set<String> = [
        "colorScheme", "colorSchemeContrast", "managedObjectContext", "openURL", "isEnabled", "redactionReasons",
        "symbolRenderingMode", "editMode", "backgroundStyle",
    ]
    /// The format's button styles, by their Swift names.
    static let buttonStyles: Set<String> = ["automatic", "plain", "borderless", "bordered", "borderedProminent"]
    /// The button styles that lay a button out as its label alone.
    static let plainButtonStyles: Set<String> = ["plain", "borderless", "automatic"]
    /// Modifiers that are spelled differently in Swift and read here by their Swift name.
    static let swiftOnly: Set<String> = ["resizable", "scaledToFit", "scaledToFill", "multilineTextAlignment", "buttonStyle", "modifier",
                                          "toggleStyle", "formStyle"]

    static func isModifier(_ name: String) -> Bool {
        SwiftViewSource.modifierNames.contains(name) || dropped.contains(name) || swiftOnly.contains(name)
    }
}

extension SwiftEvaluator {
    /// `base.name(arguments)`: the format's modifier, a `View` extension of the file inlined
    /// with `self` as `base`, or a precise "unsupported". Each concern's modifiers are
    /// translated in a file of their own: layout, text, styles, navigation and lists.
    func modifier(_ name: String, _ call: FunctionCallExprSyntax, _ node: some SyntaxProtocol, _ base: [JSONValue],
                  _ scope: Scope) throws -> SwiftValue {
        if let function = declarations.viewExtensions[name] {
            return try inline(function, call, root, scope, receiver: base)
        }
        let m = ModifierCall(self, name: name, call: call, node: node, base: base, scope: scope)
        if let value = try layoutModifier(m) { return value }
        if let value = try textModifier(m) { return value }
        if let value = try styleModifier(m) { return value }
        if let value = try navigationModifier(m) { return value }
        if let value = try environmentModifier(m) { return value }
        if SwiftModifiers.dropped.contains(name) { return .views(base) }
        if SwiftViewSource.modifierNames.contains(name), !SwiftViewSource.layoutModifierNames.contains(name) {
            return m.add(bool(true, m.at))
        }
        // The completeness test keeps every modifier of the format translated; a name of the
        // format is never its own "did you mean".
        if SwiftViewSource.modifierNames.contains(name) {
            throw m.unsupported("the modifier .\(name), which the fixture format has and this Swift front end does not translate yet")
        }
        var message = "the modifier .\(name)"
        let known = SwiftViewSource.modifierNames + Array(SwiftModifiers.swiftOnly)
        if let guess = EditDistance.closest(to: name, among: known) { message += " (did you mean .\(guess)?)" }
        throw m.unsupported(message + "; supported: "
                            + SwiftViewSource.layoutModifierNames.joined(separator: ", ")
                            + ", and those that never change a frame (docs/fixture-format.md)")
    }
}
