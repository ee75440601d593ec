/// A view modifier, by SwiftUI's names. Layout modifiers wrap the view in a layout of their own;
/// environment modifiers (`font`, `lineLimit`) apply to everything they wrap.
public enum Modifier: Hashable, Sendable {
    case padding(EdgeInsets)
    /// `frame(width:height:alignment:)`: fixed lengths; `nil` passes the proposal through.
    case frame(width: Length?, height: Length?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case background(ViewNode, Alignment)
    case overlay(ViewNode, Alignment)
    case font(Font)
    case lineLimit(Int?)
    /// `fontWeight(_:)` and `bold(_:)`: the weight of the fonts inside, whatever font they
    /// are in (`nil`: each font's own weight, as `bold(false)` and `fontWeight(nil)` do).
    case fontWeight(Font.Weight?)
    /// `lineLimit(_:reservesSpace:)` and `lineLimit(_: ClosedRange<Int>)`: at most `maximum`
    /// lines (`nil`: no limit), and the height of at least `minimum` lines however few the
    /// text needs.
    case lineLimitReserving(minimum: Int, maximum: Int?)
    /// `textCase(_:)`: the string as shown, upper- or lowercased before it is measured
    /// (`nil` leaves it as written).
    case textCase(TextCase?)
    /// `minimumScaleFactor(_:)`: a text that does not fit its proposal in its line limit is
    /// shown in a smaller font, down to this fraction of its size.
    case minimumScaleFactor(Double)
    /// `tracking(_:)`: points per glyph instead of the system's tracking (0: the system's).
    case tracking(Double)
    /// `truncationMode(_:)` and `monospacedDigit()`: where the ellipsis goes, and whether
    /// digits are tabular. Neither changes a measured size here (docs/fixture-format.md).
    case truncationMode(TruncationMode)
    case monospacedDigit
    /// `italic(_:)`: the texts inside in the italic of their font (`false`: upright).
    case italic(Bool)
    /// `fontDesign(_:)`: the design of the fonts inside (`nil`: each font's own).
    case fontDesign(Font.Design?)
    /// `allowsTightening(_:)`: accepted; no tightening is modelled (docs/fixture-format.md).
    case allowsTightening(Bool)
    /// `environment(\.key, value)` for the subtree: Dynamic Type size, layout direction,
    /// locale and list row height.
    case environmentValues(EnvironmentPatch)
    /// `dynamicTypeSize(_:)` with a size or a range: the Dynamic Type size inside, clamped.
    case dynamicTypeSize(DynamicTypeClamp)
    /// The controls' style modifiers (`buttonStyle`, `controlSize`, `textFieldStyle`, …).
    case controlStyle(ControlStyle)
    case aspectRatio(Double?, contentMode: ContentMode)
    case alignmentGuide(AlignmentGuide, value: Double)
    /// The view's weight in a `WeightedHStack` or `WeightedVStack`.
    case weighted(Double)
    /// Publishes the laid-out width or height at this point of the chain under `key`.
    case preference(key: String, dimension: Axis, reduce: PreferenceReducer)
    /// Names the frame at this point of the chain.
    case id(String)
    /// Insets the content of the scroll views inside (the view itself included) from their
    /// edges, as `contentMargins(_:_:for:)` does; the scroll view's own frame is unchanged.
    case contentMargins(EdgeInsets)
    /// `ignoresSafeArea(.container, edges:)`: grows the view into the safe area on these edges
    /// where it is on the safe area's edge.
    case ignoresSafeArea(Edge.Set)
    /// `safeAreaInset(edge:alignment:spacing:content:)`: `content` on `edge`, the view inset by
    /// its length and `spacing` (`nil`: the default 8), its safe area grown by as much.
    /// `alignment` lines them up across: its horizontal guide for the top and bottom edges.
    case safeAreaInset(edge: Edge, alignment: Alignment, spacing: Double?, content: ViewNode)
    /// `safeAreaPadding`: padding that is safe area for the views inside.
    case safeAreaPadding(EdgeInsets)
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a frame on `axes` of `span`
    /// of `count` shares of the nearest container's length.
    case containerRelativeFrame(axes: Axis.Set, count: Int, span: Int, spacing: Double, alignment: Alignment)
    /// `listStyle(_:)`: for the lists inside.
    case listStyle(ListStyle)
    /// `listRowInsets(_:)` on a row: its insets instead of the list's (`nil`: the default).
    case listRowInsets(EdgeInsets?)
    /// `listRowSeparator(_:)`: drawing only.
    case listRowSeparator(visible: Bool)
    /// `listSectionSpacing(_:)`: the space between the sections of the lists inside, instead
    /// of the style's margins (`nil`: the default).
    case listSectionSpacing(Double?)
    /// `environment(\.defaultMinListRowHeight, _:)`.
    case defaultMinListRowHeight(Double)
    /// `navigationTitle(_:)`, `navigationBarTitleDisplayMode(_:)` and `toolbar { … }`: read
    /// by the `NavigationStack` the view is the root of.
    case navigationTitle(TextContent)
    case navigationBarTitleDisplayMode(TitleDisplayMode)
    case toolbar([ToolbarItem])
    /// `clipped()`, `clipShape(_:)` and `cornerRadius(_:)`: drawing only, no layout effect.
    case clipped
    case clipShape(ShapeKind)
    case cornerRadius(Double)
    /// A modifier that never changes a frame (`opacity`, `foregroundStyle`, `onTapGesture`, …),
    /// by its name: accepted so that screens can be written as they are in Swift.
    case layoutNeutral(String)
    /// `hidden()`: the view is not drawn but keeps its space, so its frames do not change.
    case hidden
    /// A modifier written in one file of its own (`View/Modifiers/`).
    case kind(AnyModifierKind)

    /// A modifier of one of the kinds in ``ModifierKinds/all``.
    package init(_ kind: some ModifierKind) {
        self = .kind(AnyModifierKind(kind))
    }

    package static func lineSpacing(_ spacing: Double) -> Modifier { Modifier(LineSpacingModifier(spacing)) }
    package static func kerning(_ points: Double) -> Modifier { Modifier(KerningModifier(points)) }
    package static func offset(x: Double, y: Double) -> Modifier { Modifier(OffsetModifier(x: x, y: y)) }
    package static func position(x: Double, y: Double) -> Modifier { Modifier(PositionModifier(x: x, y: y)) }
}

/// `Text.TruncationMode`.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case head, middle, tail
}

/// `Text.Case`.
public enum TextCase: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case uppercase, lowercase
}

/// How an aspect ratio fits its proposal.
public enum ContentMode: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case fit, fill
}

/// How values published under one preference key combine.
public enum PreferenceReducer: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case max, min, sum, first, last

    func reduce(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .max: Swift.max(a, b)
        case .min: Swift.min(a, b)
        case .sum: a + b
        case .first: a
        case .last: b
        }
    }
}

/// The bounds of a flexible frame, each optional, per axis.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Length?, idealWidth: Length?, maxWidth: Length?
    public var minHeight: Length?, idealHeight: Length?, maxHeight: Length?
    public var alignment: Alignment

    public init(minWidth: Length? = nil, idealWidth: Length? = nil, maxWidth: Length? = nil,
                minHeight: Length? = nil, idealHeight: Length? = nil, maxHeight: Length? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
