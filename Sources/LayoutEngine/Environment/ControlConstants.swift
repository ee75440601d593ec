/// The sizes of the controls SwiftUI draws itself, each imitating iOS; every one has its
/// source in `docs/swiftui-constants.md`.
enum ControlConstants {
    /// A `Toggle`'s switch (the default `switch` style on iOS): fixed, at every Dynamic Type size.
    static let switchSize = Size(width: 51, height: 31)
    /// A `Stepper`'s − and + control: fixed, at every Dynamic Type size.
    static let stepperSize = Size(width: 94, height: 32)
    /// A linear `ProgressView`'s bar height; it is as wide as offered.
    static let progressBarHeight = 4.0
    /// A circular (indeterminate) `ProgressView`'s spinner.
    static let spinnerSize = Size(width: 20, height: 20)
}
