/// The modifiers a fixture may name that never change a frame: they draw, style, describe
/// for accessibility or react to input. They are accepted, with any JSON value, so that a
/// screen can be written as it is in Swift without deleting half of its chain first.
///
/// The value is not read: `{"opacity": 0.5}`, `{"shadow": {"radius": 4}}` and
/// `{"onTapGesture": true}` all mean the same to the layout, which is nothing.
enum LayoutNeutralModifier {
    /// The names, grouped as the doc lists them.
    static let names: [String] = [
        // Colour and style.
        "foregroundStyle", "foregroundColor", "tint", "accentColor", "opacity", "shadow", "blur", "border",
        "brightness", "contrast", "saturation", "grayscale", "colorMultiply", "blendMode", "mask",
        "compositingGroup", "drawingGroup", "symbolVariant", "symbolRenderingMode",
        // Drawn transforms: SwiftUI moves the pixels, never the frame.
        "rotationEffect", "scaleEffect", "zIndex",
        // Hit testing and input.
        "contentShape", "allowsHitTesting", "disabled", "onTapGesture", "onLongPressGesture", "gesture",
        "simultaneousGesture", "highPriorityGesture", "keyboardShortcut", "contextMenu", "help",
        // Accessibility.
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
        "accessibilityHidden", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityElement",
        "accessibilitySortPriority", "accessibilityAction",
        // Life cycle, state and animation.
        "onAppear", "onDisappear", "onChange", "onSubmit", "task", "animation", "transition", "tag",
        "refreshable", "sheet", "alert", "confirmationDialog", "fullScreenCover", "popover",
        "navigationDestination",
        // Text input traits.
        "textContentType", "keyboardType", "textInputAutocapitalization", "autocorrectionDisabled",
        "submitLabel", "textSelection", "privacySensitive",
    ]
}
