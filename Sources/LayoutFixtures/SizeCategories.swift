import LayoutEngine

/// Reads the `sizeCategories` names of a matrix: SwiftUI's `DynamicTypeSize` names and the
/// shorthands `all` and `accessibility`.
enum SizeCategories {
    static func expand(_ name: String) -> [DynamicTypeSize]? {
        switch name {
        case "all": DynamicTypeSize.allCases
        case "accessibility": DynamicTypeSize.allCases.filter(\.isAccessibilitySize)
        default: DynamicTypeSize(rawValue: name).map { [$0] }
        }
    }

    static let names = DynamicTypeSize.allCases.map(\.rawValue) + ["all", "accessibility"]
}
