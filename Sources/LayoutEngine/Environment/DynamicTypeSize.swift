/// The user's preferred text size: SwiftUI's `DynamicTypeSize`, smallest to largest.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The position in `allCases`, 0 for `xSmall`.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
}
