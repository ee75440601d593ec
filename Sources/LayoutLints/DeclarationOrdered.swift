/// A set of names that sorts in the order it declares them, as the lint kinds and severities
/// do: fixtures and reports spell each by its raw value.
public protocol DeclarationOrdered: CaseIterable, Comparable, RawRepresentable<String> {
    /// The position in `allCases`, by a switch: `allCases` is an array made at every use.
    var order: Int { get }
}

extension DeclarationOrdered {
    public static func < (a: Self, b: Self) -> Bool {
        a.order < b.order
    }

    /// The names, in declaration order, for messages that list them.
    public static var names: [String] { allCases.map(\.rawValue) }
}
