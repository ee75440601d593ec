/// The kind of a view and its own properties, by SwiftUI's names.
public enum ViewContent: Hashable, Sendable {
    case text(TextContent, lineLimit: Int? = nil, multilineTextAlignment: TextAlignment = .leading)
    /// An image of an intrinsic size; a resizable image takes the proposed size.
    case image(width: Double, height: Double, resizable: Bool)
    case rectangle
    case color
    case spacer(minLength: Double?)
    case divider
    case hStack(alignment: VerticalAlignment, spacing: Double?)
    case vStack(alignment: HorizontalAlignment, spacing: Double?)
    case zStack(alignment: Alignment)
    /// Its modifiers apply to each child, as in SwiftUI.
    case group
    /// A plain-style button: its children are its label, with no extra padding.
    case button
    case geometryReader
    case lazyVGrid(columns: [GridItem], spacing: Double?)
    case lazyHGrid(rows: [GridItem], spacing: Double?)
    case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
    case gridRow(alignment: VerticalAlignment?)
    case viewThatFits(in: Axis.Set)
    /// A `GeometryReader` around a stack with no spacing whose `weighted` children share its length.
    case weightedStack(axis: Axis)
    /// An `HStack` (spacing 8), or a `VStack` (spacing 16) at accessibility sizes.
    case flexibleStack(hStackAlignment: VerticalAlignment, vStackAlignment: HorizontalAlignment)

    /// The SwiftUI type name, as used in frame paths.
    public var typeName: String {
        switch self {
        case .text: "Text"
        case .image: "Image"
        case .rectangle: "Rectangle"
        case .color: "Color"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .hStack: "HStack"
        case .vStack: "VStack"
        case .zStack: "ZStack"
        case .group: "Group"
        case .button: "Button"
        case .geometryReader: "GeometryReader"
        case .lazyVGrid: "LazyVGrid"
        case .lazyHGrid: "LazyHGrid"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .viewThatFits: "ViewThatFits"
        case .weightedStack(.horizontal): "WeightedHStack"
        case .weightedStack(.vertical): "WeightedVStack"
        case .flexibleStack: "FlexibleStack"
        }
    }
}

/// What a `Text` shows: a localized string looked up by key, or a verbatim string.
public enum TextContent: Hashable, Sendable {
    case key(String)
    case verbatim(String)
}

/// How the lines of a multi-line text line up.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
