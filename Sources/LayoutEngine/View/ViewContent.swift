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
    /// Lays out as an `HStack` or `VStack`: laziness changes when rows are made, not where.
    case lazyHStack(alignment: VerticalAlignment, spacing: Double?)
    case lazyVStack(alignment: HorizontalAlignment, spacing: Double?)
    /// Its children scroll along `axes`; several children stack along the scroll axis
    /// (vertically when both scroll), as SwiftUI stacks them.
    case scrollView(axes: Axis.Set)
    /// A scrolling list of rows, in sections or not, styled by `listStyle`.
    case list
    /// A `List` in the grouped form style (inset grouped on iPhone and iPad).
    case form
    /// Rows under an optional header and over an optional footer; outside a `List` or `Form`,
    /// a `VStack` of the three.
    indirect case section(header: ViewNode?, footer: ViewNode?)
    /// A navigation bar over its content, with the title, display mode and toolbar its child
    /// sets (`navigationTitle`, `navigationBarTitleDisplayMode`, `toolbar`).
    case navigationStack
    case zStack(alignment: Alignment)
    /// Its modifiers apply to each child, as in SwiftUI.
    case group
    /// Rows made from one content view per item, read out by the fixture reader: its children.
    /// It joins its parent as a `Group` does, each row indexed by its position
    /// (`ForEach/HStack[3]`) whatever the count, so that paths stay stable as rows come and go.
    case forEach
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
    /// Its first child where `condition` holds, else its second (if it has one), as a `Group`
    /// of that one view: SwiftUI's `if … else …` in a view builder.
    case conditional(ViewCondition)
    /// A kind written in one file of its own (`View/Kinds/`): a control, or any view made of
    /// the layouts there are.
    case kind(AnyViewKind)

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
        case .lazyHStack: "LazyHStack"
        case .lazyVStack: "LazyVStack"
        case .scrollView: "ScrollView"
        case .list: "List"
        case .form: "Form"
        case .section: "Section"
        case .navigationStack: "NavigationStack"
        case .zStack: "ZStack"
        case .group: "Group"
        case .forEach: "ForEach"
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
        case .conditional: "If"
        case let .kind(kind): kind.typeName
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
        case .forEach: 19
        case .lazyHStack: 20
        case .lazyVStack: 21
        case .scrollView: 22
        case .list: 23
        case .form: 24
        case .section: 25
        case .navigationStack: 26
        case let .shape(shape): 27 + Int(shape.rawValue)
        case .conditional: 42
        case let .kind(kind): kind.typeIndex
        }
    }

    /// A view of one of the kinds in ``ViewKinds/all``.
    package init(_ kind: some ViewKind) {
        self = .kind(AnyViewKind(kind))
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
    /// Texts joined into one paragraph, as `Text("a") + Text("b").bold()`: each run resolved
    /// on its own, in its own font, and the lines broken over the joined string. Flat: no run
    /// is itself a concatenation.
    case concatenation([StyledText])
}

/// How the lines of a multi-line text line up.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
