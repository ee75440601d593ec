/// A view's arguments as a front end gives them, by SwiftUI's argument labels: what a
/// ``ViewKind`` reads. An absent label reads as `nil`, so that the kind states its default;
/// a label given and never asked for, or a value of the wrong type or out of range, is an
/// error the front end reports at its place in the source.
package protocol ViewArguments {
    func bool(_ label: String) throws -> Bool?
    /// Whether `label` is given as `null`: SwiftUI's `nil` (`fontWeight(nil)`), apart from a
    /// label not given at all.
    func isNull(_ label: String) -> Bool
    /// A whole number in `range`.
    func integer(_ label: String, in range: ClosedRange<Int>) throws -> Int?
    /// A finite number in `range`.
    func number(_ label: String, in range: ClosedRange<Double>) throws -> Double?
    /// A length in points, at least `minimum`.
    func length(_ label: String, atLeast minimum: Double) throws -> Double?
    /// A list of lengths in points (a stepper's or slider's `in` bounds).
    func lengths(_ label: String) throws -> [Double]?
    /// A string; inside a `ForEach`, `{"item": true}` reads as the row's item.
    func string(_ label: String) throws -> String?
    /// One of `Choice`'s names; another is an error naming the closest.
    func choice<Choice: RawRepresentable & CaseIterable>(_ label: String, as type: Choice.Type) throws -> Choice?
        where Choice.RawValue == String
    /// A Dynamic Type size, by its SwiftUI name (`xxxLarge`) or its UIKit one.
    func dynamicTypeSize(_ label: String) throws -> DynamicTypeSize?
    /// A view given as an argument (a section's `header`).
    func view(_ label: String) throws -> ViewNode?
    /// A title, localized (`key`) or not (`verbatim`): exactly one of the two.
    func title() throws -> TextContent?
    /// Whether `label` is given, without reading it: for a key another reader reads (`children`).
    func contains(_ label: String) -> Bool
    /// An error at `label`'s value, or at the view when `label` is `nil`.
    func error(at label: String?, _ message: String) -> any Error
}

extension ViewArguments {
    /// A length in points, positive or negative, within ``LayoutLimits/maximumCoordinate``.
    package func length(_ label: String) throws -> Double? {
        try length(label, atLeast: -LayoutLimits.maximumCoordinate)
    }
}

extension ViewArguments {
    /// A point of `x` and `y` lengths, each 0 when not given: `offset(x:y:)`, `position(x:y:)`.
    package func point() throws -> Point {
        Point(x: try length("x") ?? 0, y: try length("y") ?? 0)
    }
}
