/// A view modifier, by SwiftUI's names. Layout modifiers wrap the view in a layout of their own;
/// environment modifiers (`font`, `lineLimit`) apply to everything they wrap. Most are kinds
/// written in a file each (`View/Modifiers/`, ``ModifierKinds/all``), held by `kind`; the
/// cases are those the builder or a container reads as more than a kind can say (a slot's
/// view, an id, a trait of the row or tab the view is).
public enum Modifier: Hashable, Sendable {
    case padding(EdgeInsets)
    /// `frame(width:height:alignment:)`: fixed lengths; `nil` passes the proposal through.
    case frame(width: Length?, height: Length?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    case layoutPriority(Double)
    case background(ViewNode, Alignment)
    case overlay(ViewNode, Alignment)
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
    /// `scrollPosition(_:)` with a fixed position: the scroll views inside (the view itself
    /// included, not those nested in them) are laid out scrolled to it.
    case scrollPosition(ScrollPosition)
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
    /// `listRowInsets(_:)` on a row: its insets instead of the list's (`nil`: the default).
    case listRowInsets(EdgeInsets?)
    /// `navigationTitle(_:)`, `navigationBarTitleDisplayMode(_:)` and `toolbar { … }`: read
    /// by the `NavigationStack` the view is the root of.
    case navigationTitle(TextContent)
    case navigationBarTitleDisplayMode(TitleDisplayMode)
    case toolbar([ToolbarItem])
    /// `tabItem { … }`: the item of the tab bar of the `TabView` the view is a tab of.
    case tabItem(TabItemLabel)
    /// `clipShape(_:)`: drawing only, no layout effect.
    case clipShape(ShapeKind)
    /// A modifier that never changes a frame (`opacity`, `foregroundStyle`, `onTapGesture`, …),
    /// by its name: accepted so that screens can be written as they are in Swift.
    case layoutNeutral(String)
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
    package static func fixedSize(horizontal: Bool, vertical: Bool) -> Modifier {
        Modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
    package static func aspectRatio(_ ratio: Double?, contentMode: ContentMode) -> Modifier {
        Modifier(AspectRatioModifier(ratio, contentMode: contentMode))
    }
    package static func font(_ font: Font) -> Modifier { Modifier(FontModifier(font)) }
    package static func lineLimit(_ limit: Int?) -> Modifier { Modifier(LineLimitModifier(limit)) }
    package static func lineLimitReserving(minimum: Int, maximum: Int?) -> Modifier {
        Modifier(LineLimitModifier(minimum: minimum, maximum: maximum))
    }
    package static func fontWeight(_ weight: Font.Weight?) -> Modifier { Modifier(FontWeightModifier(weight)) }
    package static func bold(_ isActive: Bool = true) -> Modifier { Modifier(BoldModifier(isActive)) }
    package static func textCase(_ textCase: TextCase?) -> Modifier { Modifier(TextCaseModifier(textCase)) }
    package static func minimumScaleFactor(_ factor: Double) -> Modifier { Modifier(MinimumScaleFactorModifier(factor)) }
    package static func tracking(_ points: Double) -> Modifier { Modifier(TrackingModifier(points)) }
    package static func truncationMode(_ mode: TruncationMode) -> Modifier { Modifier(TruncationModeModifier(mode)) }
    package static var monospacedDigit: Modifier { Modifier(MonospacedDigitModifier()) }
    package static func italic(_ isActive: Bool) -> Modifier { Modifier(ItalicModifier(isActive)) }
    package static func fontDesign(_ design: Font.Design?) -> Modifier { Modifier(FontDesignModifier(design)) }
    package static func allowsTightening(_ isActive: Bool) -> Modifier { Modifier(AllowsTighteningModifier(isActive)) }
    package static func environmentValues(_ patch: EnvironmentPatch) -> Modifier { Modifier(EnvironmentModifier(patch)) }
    package static func defaultMinListRowHeight(_ height: Double) -> Modifier {
        environmentValues(EnvironmentPatch(defaultMinListRowHeight: height))
    }
    package static func dynamicTypeSize(_ clamp: DynamicTypeClamp) -> Modifier { Modifier(DynamicTypeSizeModifier(clamp)) }
    package static func buttonStyle(_ style: ButtonStyleKind) -> Modifier { Modifier(ButtonStyleModifier(style)) }
    package static func controlSize(_ size: ControlSize) -> Modifier { Modifier(ControlSizeModifier(size)) }
    package static func buttonBorderShape(_ shape: ButtonBorderShapeKind) -> Modifier {
        Modifier(ButtonBorderShapeModifier(shape))
    }
    package static func textFieldStyle(_ style: TextFieldStyleKind) -> Modifier { Modifier(TextFieldStyleModifier(style)) }
    package static func labelStyle(_ style: LabelStyleKind) -> Modifier { Modifier(LabelStyleModifier(style)) }
    package static func imageScale(_ scale: ImageScale) -> Modifier { Modifier(ImageScaleModifier(scale)) }
    package static func pickerStyle(_ style: PickerStyleKind) -> Modifier { Modifier(PickerStyleModifier(style)) }
    package static func datePickerStyle(_ style: DatePickerStyleKind) -> Modifier { Modifier(DatePickerStyleModifier(style)) }
    package static func listStyle(_ style: ListStyle) -> Modifier { Modifier(ListStyleModifier(style)) }
    package static func listSectionSpacing(_ spacing: Double?) -> Modifier { Modifier(ListSectionSpacingModifier(spacing)) }
    package static func listRowSeparator(visible: Bool) -> Modifier { Modifier(ListRowSeparatorModifier(visible: visible)) }
    package static var clipped: Modifier { Modifier(ClippedModifier()) }
    package static func cornerRadius(_ radius: Double) -> Modifier { Modifier(CornerRadiusModifier(radius)) }
    package static var hidden: Modifier { Modifier(HiddenModifier()) }
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
