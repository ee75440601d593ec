import LayoutEngine
import StrictJSON

/// The per-type readers: what each view type of the fixture format reads from its own keys,
/// in one switch over `ViewName` (the kinds of `ViewKinds` read their own).
extension ViewReader {
    /// What a view of `type` is, read from its own keys: a shape, one of `ViewName`'s views, or a
    /// `ViewKind` reading its arguments.
    static func content(_ type: ViewType, _ object: JSONObjectReader) throws -> ViewContent {
        switch type {
        case let .shape(shape):
            try shapeStyle(shape, object)
            return .shape(shape)
        case let .view(name):
            return try content(name, object)
        case let .kind(kind):
            return ViewContent(try kind.init(arguments: FixtureViewArguments(object: object)))
        }
    }

    /// Reads what a shape may say about how it is drawn, which never changes its frame:
    /// `RoundedRectangle(cornerRadius:style:)` and `cornerSize`, `Capsule(style:)`.
    private static func shapeStyle(_ shape: ShapeKind, _ object: JSONObjectReader) throws {
        switch shape {
        case .roundedRectangle:
            _ = try object.optional("cornerRadius")?.double(in: 0...1e7)
            _ = try object.optional("cornerSize")?.object { o in
                (try o.require("width").double(in: 0...1e7), try o.require("height").double(in: 0...1e7))
            }
            _ = try object.optional("style")?.string(as: RoundedCornerStyle.self)
        case .capsule:
            _ = try object.optional("style")?.string(as: RoundedCornerStyle.self)
        case .rectangle, .circle, .ellipse:
            break
        }
    }

    /// `ButtonRole`'s cases.
    enum ButtonRoleName: String, CaseIterable {
        case destructive, cancel, close, confirm
    }

    /// `RoundedCornerStyle`'s cases.
    enum RoundedCornerStyle: String, CaseIterable {
        case circular, continuous
    }

    private static func content(_ type: ViewName, _ object: JSONObjectReader) throws -> ViewContent {
        switch type {
        case .text:
            let text = object.contains("runs") ? try TextRunsReader.concatenation(object) : try textContent(object)
            return .text(text, lineLimit: try object.optional("lineLimit")?.nullable { try $0.int(in: 1...10_000) },
                         multilineTextAlignment: try object.optional("multilineTextAlignment")?.string(as: TextAlignment.self) ?? .leading)
        case .image:
            // `Image(systemName:)`: a symbol sized by its font, a kind of its own.
            if object.contains("systemName") {
                return ViewContent(try SymbolImage(arguments: FixtureViewArguments(object: object)))
            }
            return .image(width: try object.require("width").length(atLeast: 0),
                          height: try object.require("height").length(atLeast: 0),
                          resizable: try object.optional("resizable")?.bool() ?? false)
        case .color: return .color
        case .spacer:
            return .spacer(minLength: try object.optional("minLength")?.length(atLeast: 0))
        case .divider: return .divider
        case .hStack, .lazyHStack:
            let alignment = try object.optional("alignment")?.string(as: VerticalAlignment.self) ?? .center
            let spacing = try spacing(object, "spacing")
            return type == .hStack ? .hStack(alignment: alignment, spacing: spacing)
                : .lazyHStack(alignment: alignment, spacing: spacing)
        case .vStack, .lazyVStack:
            let alignment = try object.optional("alignment")?.string(as: HorizontalAlignment.self) ?? .center
            let spacing = try spacing(object, "spacing")
            return type == .vStack ? .vStack(alignment: alignment, spacing: spacing)
                : .lazyVStack(alignment: alignment, spacing: spacing)
        case .scrollView:
            let axes = try object.optional("axes").map(ViewReader.axes) ?? .vertical
            if axes.isEmpty { throw object.error(atKey: "axes", "a ScrollView scrolls along at least one axis") }
            _ = try object.optional("showsIndicators")?.bool()
            return .scrollView(axes: axes)
        case .navigationStack: return .navigationStack
        case .list: return .list
        case .form: return .form
        case .section:
            return .section(header: try object.optional("header").map { try view($0) },
                            footer: try object.optional("footer").map { try view($0) })
        case .zStack:
            return .zStack(alignment: try object.optional("alignment").map(alignment) ?? .center)
        case .group: return .group
        case .forEach: return .forEach
        case .button:
            // `Button(role:)`: a destructive or cancel button looks different, not laid out differently.
            _ = try object.optional("role")?.string(as: ButtonRoleName.self)
            return .button
        case .geometryReader: return .geometryReader
        case .lazyVGrid:
            return .lazyVGrid(columns: try object.require("columns").array(GridItemReader.item),
                              spacing: try spacing(object, "spacing"))
        case .lazyHGrid:
            return .lazyHGrid(rows: try object.require("rows").array(GridItemReader.item),
                              spacing: try spacing(object, "spacing"))
        case .grid:
            return .grid(alignment: try object.optional("alignment").map(alignment) ?? .center,
                         horizontalSpacing: try spacing(object, "horizontalSpacing"),
                         verticalSpacing: try spacing(object, "verticalSpacing"))
        case .gridRow:
            return .gridRow(alignment: try object.optional("alignment")?.string(as: VerticalAlignment.self))
        case .viewThatFits:
            return .viewThatFits(in: try object.optional("in").map(axes) ?? .both)
        case .conditional:
            return .conditional(try condition(object.require("condition")))
        case .weightedHStack: return .weightedStack(axis: .horizontal)
        case .weightedVStack: return .weightedStack(axis: .vertical)
        case .flexibleStack:
            return .flexibleStack(
                hStackAlignment: try object.optional("hStackAlignment")?.string(as: VerticalAlignment.self) ?? .center,
                vStackAlignment: try object.optional("vStackAlignment")?.string(as: HorizontalAlignment.self) ?? .center)
        }
    }
}
