/// The sizes of the controls SwiftUI draws itself, each imitating iOS; every one has its
/// source in `docs/swiftui-constants.md`.
enum ControlConstants {
    /// A `Toggle`'s switch (the default `switch` style on iOS): fixed, at every Dynamic Type size.
    static let switchSize = Size(width: 51, height: 31)
    /// A `Stepper`'s − and + control: fixed, at every Dynamic Type size.
    static let stepperSize = Size(width: 94, height: 32)
    /// The disclosure chevron a `NavigationLink` row of a `List` or `Form` shows on its
    /// trailing edge: fixed, at every Dynamic Type size.
    static let disclosureChevronSize = Size(width: 8, height: 13)
    /// A linear `ProgressView`'s bar height; it is as wide as offered.
    static let progressBarHeight = 4.0
    /// A circular (indeterminate) `ProgressView`'s spinner.
    static let spinnerSize = Size(width: 20, height: 20)

    /// The padding around a `bordered` or `borderedProminent` button's label, by control
    /// size: vertical and horizontal. `mini` takes `small`'s and `extraLarge` `large`'s.
    static func borderedButtonPadding(_ size: ControlSize) -> (vertical: Double, horizontal: Double) {
        switch size {
        case .mini, .small: (6, 12)
        case .regular: (10, 15)
        case .large, .extraLarge: (16, 20)
        }
    }

    /// The least width and height of a `bordered` or `borderedProminent` button, by control size.
    static func borderedButtonMinimumLength(_ size: ControlSize) -> Double {
        switch size {
        case .mini, .small: 28
        case .regular: 32
        case .large, .extraLarge: 44
        }
    }

    /// The font a `bordered` or `borderedProminent` button's label takes by control size, where
    /// no `font` around it says otherwise: `subheadline` for `mini` and `small`, and `nil` (the
    /// font around it, `body` by default) for the others.
    static func borderedButtonFont(_ size: ControlSize) -> Font? {
        switch size {
        case .mini, .small: .style(.subheadline)
        case .regular, .large, .extraLarge: nil
        }
    }

    /// The padding around a `roundedBorder` text field's text, on every edge.
    static let roundedBorderFieldPadding = 6.0

    /// A segmented `Picker`'s least height; its segments share the width offered.
    static let segmentedControlMinimumHeight = 28.0

    /// A `wheel` picker's height; it is as wide as offered.
    static let wheelHeight = 216.0

    /// A `Slider`'s height: its thumb's diameter. The track is as wide as offered.
    static let sliderHeight = 28.0

    /// The padding around a compact `DatePicker`'s date and time, vertical and horizontal.
    static let datePickerChipPadding = (vertical: 6.0, horizontal: 12.0)
}
