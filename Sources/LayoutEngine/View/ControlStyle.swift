/// The style modifiers of controls, by SwiftUI's names: each sets a value of the environment
/// that the controls inside read (`buttonStyle(.bordered)` on a `VStack` styles every button
/// in it).
public enum ControlStyle: Hashable, Sendable {
    case buttonStyle(ButtonStyleKind)
    case controlSize(ControlSize)
    /// `buttonBorderShape(_:)`: drawing only; accepted so that chains copy as they are.
    case buttonBorderShape(ButtonBorderShapeKind)
    case textFieldStyle(TextFieldStyleKind)
    case labelStyle(LabelStyleKind)
    case imageScale(ImageScale)
    case pickerStyle(PickerStyleKind)
    case datePickerStyle(DatePickerStyleKind)
}

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
