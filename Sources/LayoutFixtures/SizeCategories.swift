import LayoutEngine

/// Reads the names of text sizes that fixtures and the command line accept: SwiftUI's
/// `DynamicTypeSize` names, UIKit's `UIContentSizeCategory` names as aliases of them (people
/// coming from UIKit type `extraExtraLarge`), and in a matrix the shorthands `all` and
/// `accessibility`.
public enum SizeCategories {
    /// UIKit's content size categories with the SwiftUI size each is (Apple's
    /// `DynamicTypeSize.init(_ uiSizeCategory:)` pairs them in this order). `small`, `medium`
    /// and `large` are spelled alike in both and are not repeated here.
    public static let uiKitNames: [(name: String, size: DynamicTypeSize)] = [
        ("extraSmall", .xSmall), ("extraLarge", .xLarge), ("extraExtraLarge", .xxLarge),
        ("extraExtraExtraLarge", .xxxLarge), ("accessibilityMedium", .accessibility1),
        ("accessibilityLarge", .accessibility2), ("accessibilityExtraLarge", .accessibility3),
        ("accessibilityExtraExtraLarge", .accessibility4), ("accessibilityExtraExtraExtraLarge", .accessibility5),
    ]

    /// One size by its SwiftUI or UIKit name.
    public static func size(named name: String) -> DynamicTypeSize? {
        DynamicTypeSize(rawValue: name) ?? uiKitNames.first { $0.name == name }?.size
    }

    /// Every name of one size: SwiftUI's first, then UIKit's.
    public static let sizeNames = DynamicTypeSize.allCases.map(\.rawValue) + uiKitNames.map(\.name)

    static func expand(_ name: String) -> [DynamicTypeSize]? {
        switch name {
        case "all": DynamicTypeSize.allCases
        case "accessibility": DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
        default: size(named: name).map { [$0] }
        }
    }

    static let names = DynamicTypeSize.allCases.map(\.rawValue) + ["all", "accessibility"] + uiKitNames.map(\.name)
}
