/// The sizes of the controls SwiftUI draws itself, each imitating iOS; every one has its
/// source in `docs/swiftui-constants.md`.
enum ControlConstants {
    /// A `Toggle`'s switch (the default `switch` style on iOS): fixed, at every Dynamic Type size.
    static let switchSize = Size(width: 51, height: 31)
    /// A `Stepper`'s − and + control: fixed, at every Dynamic Type size.
    static let stepperSize = Size(width: 94, height: 32)
}
