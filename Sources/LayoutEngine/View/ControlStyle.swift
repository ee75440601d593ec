/// The values the controls' style modifiers set (`ButtonStyleModifier`, `ControlSizeModifier`,
/// … in `View/Modifiers/`), which the controls inside read.

/// `PrimitiveButtonStyle`'s built-in styles on iOS.
public enum ButtonStyleKind: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case automatic, plain, borderless, bordered, borderedProminent
}

/// `ControlSize`, smallest to largest.
public enum ControlSize: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case mini, small, regular, large, extraLarge
}

/// `ButtonBorderShape`'s shapes.
public enum ButtonBorderShapeKind: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case automatic, capsule, roundedRectangle, circle
}

/// `TextFieldStyle`'s built-in styles on iOS.
public enum TextFieldStyleKind: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case automatic, plain, roundedBorder
}

/// `LabelStyle`'s built-in styles.
public enum LabelStyleKind: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case automatic, titleAndIcon, titleOnly, iconOnly
}

/// `Image.Scale`: a symbol's size relative to its font.
public enum ImageScale: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case small, medium, large
}

/// `PickerStyle`'s built-in styles on iOS.
public enum PickerStyleKind: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// `DatePickerStyle`'s built-in styles on iOS.
public enum DatePickerStyleKind: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case automatic, compact, graphical, wheel
}
