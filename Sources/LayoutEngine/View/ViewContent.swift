/// The kind of a view and its own properties, by SwiftUI's names.
public enum ViewContent: Hashable, Sendable {
    case text(TextContent, lineLimit: Int? = nil, multilineTextAlignment: TextAlignment = .leading)
    /// An image of an intrinsic size; a resizable image takes the proposed size.
    case image(width: Double, height: Double, resizable: Bool)
    /// `Rectangle`, `Capsule`, `Circle` and the other shapes.
    case shape(ShapeKind)
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
        case let .shape(shape): shape.typeName
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

    /// A small number per `typeName`, the same for views of the same type name:
    /// `SiblingNames` counts views by it without comparing strings.
    var typeIndex: Int {
        switch self {
        case .text: 0
        case .image: 1
        case .color: 2
        case .spacer: 3
        case .divider: 4
        case .hStack: 5
        case .vStack: 6
        case .zStack: 7
        case .group: 8
        case .button: 9
        case .geometryReader: 10
        case .lazyVGrid: 11
        case .lazyHGrid: 12
        case .grid: 13
        case .gridRow: 14
        case .viewThatFits: 15
        case .weightedStack(.horizontal): 16
        case .weightedStack(.vertical): 17
        case .flexibleStack: 18
        case let .shape(shape): 19 + Int(shape.rawValue)
        }
    }

    /// A `Rectangle`.
    public static let rectangle = ViewContent.shape(.rectangle)
}

/// What a `Text` shows: a localized string looked up by key, or a verbatim string.
public enum TextContent: Hashable, Sendable {
    case key(String)
    case verbatim(String)
    /// A localized format and its arguments.
    case formatted(LocalizedText)
}

/// How the lines of a multi-line text line up.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
