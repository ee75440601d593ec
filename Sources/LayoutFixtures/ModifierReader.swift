import LayoutEngine
import StrictJSON

/// Reads one entry of a view's `modifiers`: an object with a single key naming the modifier.
enum ModifierReader {
    /// Every modifier a fixture can name, in the order messages and docs list them, with how
    /// its value is read: the cases of `Modifier` here, then every ``ModifierKind`` (registered
    /// in ``ModifierKinds/all``), then the modifiers with no effect on layout.
    static let readers: [(name: String, read: @Sendable (JSONReader) throws -> Modifier)] = [
        ("padding", { .padding(try padding($0)) }),
        ("frame", frame),
        ("layoutPriority", { .layoutPriority(try $0.priority()) }),
        ("background", { let (view, alignment) = try layer($0); return .background(view, alignment) }),
        ("overlay", { let (view, alignment) = try layer($0); return .overlay(view, alignment) }),
        ("alignmentGuide", { value in
            try value.object { o in
                .alignmentGuide(try o.require("guide").string(as: GuideName.self).guide, value: try o.require("value").length())
            }
        }),
        ("weighted", { .weighted(try $0.length(atLeast: 0)) }),
        ("preference", preference),
        ("id", { .id(try ForEachItem.id($0)) }),
        ("ignoresSafeArea", ignoresSafeArea),
        ("safeAreaInset", safeAreaInset),
        ("safeAreaPadding", { .safeAreaPadding(try padding($0)) }),
        ("containerRelativeFrame", containerRelativeFrame),
        ("listRowInsets", { value in
            .listRowInsets(try value.nullable { try $0.object { o in
                EdgeInsets(top: try o.optional("top")?.length() ?? 0, leading: try o.optional("leading")?.length() ?? 0,
                           bottom: try o.optional("bottom")?.length() ?? 0, trailing: try o.optional("trailing")?.length() ?? 0)
            } })
        }),
        ("navigationTitle", { value in
            // A string is a localized key, as `navigationTitle("Settings")` is.
            if case .string = value.kind { return .navigationTitle(.key(try value.string())) }
            return try value.object { o in
                switch (o.optional("key"), o.optional("verbatim")) {
                case let (key?, nil): return .navigationTitle(.key(try key.string()))
                case let (nil, verbatim?): return .navigationTitle(.verbatim(try verbatim.string()))
                default: throw o.error("a navigation title is a string, {\"key\": …} or {\"verbatim\": …}")
                }
            }
        }),
        ("navigationBarTitleDisplayMode", { .navigationBarTitleDisplayMode(try $0.string(as: TitleDisplayMode.self)) }),
        ("toolbar", { value in
            .toolbar(try value.array { item in
                try item.object { o in
                    ToolbarItem(placement: try o.optional("placement")?.string(as: ToolbarItem.Placement.self) ?? .automatic,
                                content: try ViewReader.view(try o.require("content")))
                }
            })
        }),
        ("clipShape", { .clipShape(try shape($0)) }),
        ("contentMargins", { value in
            if case .bool = value.kind { throw value.error("expected a number or {\"edges\": …, \"length\": …}") }
            return .contentMargins(try padding(value))
        }),
        ("scrollPosition", scrollPosition),
        ("tabItem", tabItem),
    ]
      + ModifierKinds.all.map { kind in (kind.name, { Modifier(try FixtureViewArguments.modifier($0, kind)) }) }
      + LayoutNeutralModifier.names.map { name in (name, { _ in .layoutNeutral(name) }) }

    /// The modifiers' names, as fixtures write them.
    static let names = readers.map(\.name)

    /// The names of the modifiers that can change a layout or its environment (and `hidden`),
    /// which an error lists in full.
    static let layoutNames = names.filter { !LayoutNeutralModifier.names.contains($0) }

    static func modifier(_ reader: JSONReader) throws -> Modifier {
        try reader.object { object in
            guard object.keys.count == 1, let name = object.keys.first else {
                if object.keys.isEmpty {
                    throw object.error("a modifier is an object with one key, its name (\(names.joined(separator: ", ")))")
                }
                throw object.error("a modifier is an object with one key, its name; found "
                                   + object.keys.map { "\"\($0)\"" }.joined(separator: ", ")
                                   + ": write each modifier as its own object, in the order of the Swift chain")
            }
            guard let read = readers.first(where: { $0.name == name })?.read else {
                var message = "unknown modifier \"\(name)\""
                if let guess = EditDistance.closest(to: name, among: names) {
                    message += " (did you mean \"\(guess)\"?)"
                }
                throw object.error(atKey: name, message + "; known modifiers: " + layoutNames.joined(separator: ", ")
                                   + ", and \(LayoutNeutralModifier.names.count) accepted with no effect on layout"
                                   + " (docs/fixture-format.md)")
            }
            return try read(try object.require(name))
        }
    }

    /// `true` (every edge of the container's safe area), or `{"regions": "container" |
    /// "keyboard" | "all", "edges": …}`. There is no keyboard: its region ignores nothing.
    private static func ignoresSafeArea(_ reader: JSONReader) throws -> Modifier {
        if case .bool = reader.value.kind {
            guard try reader.bool() else { throw reader.error("expected true or {\"regions\": …, \"edges\": …}") }
            return .ignoresSafeArea(.all)
        }
        return try reader.object { o in
            let regions = try o.optional("regions")?.string(as: SafeAreaRegionName.self) ?? .all
            let edges = try o.optional("edges").map(edgeSet) ?? .all
            return .ignoresSafeArea(regions == .keyboard ? [] : edges)
        }
    }

    /// Axes (`"horizontal"`, `"vertical"`, a list), or `{"axes": …, "count": 3, "span": 2,
    /// "spacing": 10, "alignment": "leading"}`: by default the whole container (1 of 1).
    private static func containerRelativeFrame(_ reader: JSONReader) throws -> Modifier {
        if case .object = reader.value.kind {
            return try reader.object { o in
                let axes = try ViewReader.axes(try o.require("axes"))
                let count = try o.optional("count")?.int(in: 1...10_000) ?? 1
                let span = try o.optional("span")?.int(in: 1...10_000) ?? 1
                return .containerRelativeFrame(axes: axes, count: count, span: span,
                                               spacing: try o.optional("spacing")?.length(atLeast: 0) ?? 0,
                                               alignment: try o.optional("alignment").map(ViewReader.alignment) ?? .center)
            }
        }
        return .containerRelativeFrame(axes: try ViewReader.axes(reader), count: 1, span: 1, spacing: 0, alignment: .center)
    }

    /// `{"x": 0, "y": 300}` (`ScrollPosition(point:)`, `ScrollPosition(x:)`, `ScrollPosition(y:)`:
    /// an axis left out stays at its start) or `{"edge": "bottom"}` (`ScrollPosition(edge:)`).
    private static func scrollPosition(_ reader: JSONReader) throws -> Modifier {
        try reader.object { o in
            if let edge = o.optional("edge") {
                for key in ["x", "y"] where o.contains(key) {
                    throw o.error(atKey: key, "a scroll position is either an \"edge\" or a point {\"x\", \"y\"}, not both")
                }
                return .scrollPosition(ScrollPosition(edge: try edge.string(as: InsetEdgeName.self).edge))
            }
            let x = try o.optional("x")?.length(atLeast: 0)
            let y = try o.optional("y")?.length(atLeast: 0)
            if x == nil, y == nil { throw o.error("a scroll position needs \"x\", \"y\" or \"edge\"") }
            return .scrollPosition(ScrollPosition(x: x, y: y))
        }
    }

    /// `tabItem { Label("Home", systemImage: "house") }`: a `Label` (`key` or `verbatim`,
    /// `systemImage` or `image`), read here as the bar item it becomes, or any view, whose
    /// first `Text` is the title and an `Image` in it the icon.
    private static func tabItem(_ reader: JSONReader) throws -> Modifier {
        let object = try reader.object()
        guard (try? object.require("type").string()) == "Label" else {
            return .tabItem(TabItemLabel(view: try ViewReader.view(reader)))
        }
        return try reader.object { o in
            _ = try o.require("type").string()
            let key = try o.optional("key").map(ForEachItem.string)
            let verbatim = try o.optional("verbatim").map(ForEachItem.string)
            let title: TextContent
            switch (key, verbatim) {
            case let (key?, nil): title = .key(key)
            case let (nil, verbatim?): title = .verbatim(verbatim)
            case (nil, nil): throw o.error("a Label needs \"key\" (a localized title) or \"verbatim\"")
            case (_?, _?): throw o.error(atKey: "verbatim", "a Label has either \"key\" or \"verbatim\", not both")
            }
            let systemImage = try o.optional("systemImage").map(ForEachItem.string)
            let image = try o.optional("image").map(ForEachItem.string)
            if systemImage != nil, image != nil {
                throw o.error(atKey: "image", "a Label has either \"systemImage\" or \"image\", not both")
            }
            return .tabItem(TabItemLabel(title: title, hasImage: systemImage != nil || image != nil))
        }
    }

    /// `SafeAreaRegions`' names.
    enum SafeAreaRegionName: String, CaseIterable {
        case container, keyboard, all
    }

    /// `{"edge": "bottom", "alignment": "center", "spacing": 0, "content": view}`: the
    /// alignment is a horizontal one for the top and bottom edges, a vertical one otherwise.
    private static func safeAreaInset(_ reader: JSONReader) throws -> Modifier {
        try reader.object { o in
            let edge = try o.require("edge").string(as: InsetEdgeName.self).edge
            var alignment = Alignment.center
            if let guide = o.optional("alignment") {
                if edge == .top || edge == .bottom {
                    alignment.horizontal = try guide.string(as: HorizontalAlignment.self)
                } else {
                    alignment.vertical = try guide.string(as: VerticalAlignment.self)
                }
            }
            let spacing = try o.optional("spacing")?.nullable { try $0.length() }
            return .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing,
                                  content: try ViewReader.view(try o.require("content")))
        }
    }

    enum InsetEdgeName: String, CaseIterable {
        case top, bottom, leading, trailing
        var edge: Edge {
            switch self {
            case .top: .top
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            }
        }
    }

    /// A shape by its type name (`"Circle"`), or as a view (`{"type": "RoundedRectangle",
    /// "cornerRadius": 8}`) that is a shape.
    private static func shape(_ reader: JSONReader) throws -> ShapeKind {
        if case .string = reader.value.kind {
            let name = try reader.string()
            guard let shape = ShapeKind.allCases.first(where: { $0.typeName == name }) else {
                let names = ShapeKind.allCases.map(\.typeName)
                var message = "unknown shape \"\(name)\""
                if let guess = EditDistance.closest(to: name, among: names) { message += " (did you mean \"\(guess)\"?)" }
                throw reader.error(message + "; shapes: " + names.joined(separator: ", "))
            }
            return shape
        }
        guard case let .shape(shape) = try ViewReader.view(reader).content else {
            throw reader.error("expected a shape: " + ShapeKind.allCases.map(\.typeName).joined(separator: ", "))
        }
        return shape
    }

    /// A number, or the string `"infinity"`.
    static func number(_ reader: JSONReader) throws -> Double {
        if case let .string(s) = reader.value.kind {
            guard s == "infinity" else { throw reader.error("expected a number or \"infinity\", found \(reader.found)") }
            return .infinity
        }
        return try reader.length()
    }

    /// A number, `"infinity"`, `{"state": key}`, `{"proxy": "width", "multiplier": 0.6}` or
    /// `{"scaled": 24, "relativeTo": "body"}` (`@ScaledMetric`).
    static func length(_ reader: JSONReader) throws -> Length {
        guard case .object = reader.value.kind else { return .points(try number(reader)) }
        return try reader.object { o in
            if let key = o.optional("state") {
                return .state(try key.string())
            }
            if let proxy = o.optional("proxy") {
                let axis = try proxy.string(as: DimensionName.self).axis
                return .proxy(axis, multiplier: try o.optional("multiplier")?.multiplier() ?? 1)
            }
            if let scaled = o.optional("scaled") {
                return .scaled(try scaled.length(atLeast: 0),
                               relativeTo: try o.optional("relativeTo")?.string(as: Font.TextStyle.self) ?? .body)
            }
            throw o.error("a reference is {\"state\": key}, {\"proxy\": \"width\" or \"height\", \"multiplier\": number} "
                          + "or {\"scaled\": number, \"relativeTo\": text style}")
        }
    }

    private static func padding(_ reader: JSONReader) throws -> EdgeInsets {
        switch reader.value.kind {
        case .bool(true): return EdgeInsets(all: 16)
        case .number: return EdgeInsets(all: try reader.length())
        case .object:
            return try reader.object { o in
                let edges = try o.optional("edges").map(edgeSet) ?? .all
                return EdgeInsets(edges, try o.optional("length")?.length() ?? 16)
            }
        default:
            throw reader.error("expected true, a number, or {\"edges\": …, \"length\": …}, found \(reader.found)")
        }
    }

    private static func edgeSet(_ reader: JSONReader) throws -> Edge.Set {
        if case .array = reader.value.kind {
            return try reader.array { try $0.string(as: EdgeName.self).set }.reduce([]) { $0.union($1) }
        }
        return try reader.string(as: EdgeName.self).set
    }

    enum EdgeName: String, CaseIterable {
        case all, horizontal, vertical, top, bottom, leading, trailing
        var set: Edge.Set {
            switch self {
            case .all: .all
            case .horizontal: .horizontal
            case .vertical: .vertical
            case .top: .top
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            }
        }
    }

    enum DimensionName: String, CaseIterable {
        case width, height
        var axis: Axis { self == .width ? .horizontal : .vertical }
    }

    enum GuideName: String, CaseIterable {
        case leading, horizontalCenter, trailing, top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
        var guide: AlignmentGuide {
            switch self {
            case .leading: .horizontal(.leading)
            case .horizontalCenter: .horizontal(.center)
            case .trailing: .horizontal(.trailing)
            case .top: .vertical(.top)
            case .verticalCenter: .vertical(.center)
            case .bottom: .vertical(.bottom)
            case .firstTextBaseline: .vertical(.firstTextBaseline)
            case .lastTextBaseline: .vertical(.lastTextBaseline)
            }
        }
    }

    private static let fixedKeys = ["width", "height"]
    private static let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    private static func frame(_ reader: JSONReader) throws -> Modifier {
        try reader.object { o in
            let alignment = try o.optional("alignment").map(ViewReader.alignment) ?? .center
            let fixed = fixedKeys.filter(o.contains), flexible = flexibleKeys.filter(o.contains)
            if !fixed.isEmpty && !flexible.isEmpty {
                throw o.error(atKey: flexible[0], "a frame has either width/height or min/ideal/max lengths, not both")
            }
            func read(_ key: String) throws -> Length? {
                try o.optional(key).map { try length($0) }
            }
            if flexible.isEmpty {
                return .frame(width: try read("width"), height: try read("height"), alignment: alignment)
            }
            return .flexibleFrame(FlexibleFrame(
                minWidth: try read("minWidth"), idealWidth: try read("idealWidth"), maxWidth: try read("maxWidth"),
                minHeight: try read("minHeight"), idealHeight: try read("idealHeight"), maxHeight: try read("maxHeight"),
                alignment: alignment))
        }
    }

    /// A view, or `{"view": …, "alignment": …}`.
    private static func layer(_ reader: JSONReader) throws -> (ViewNode, Alignment) {
        let object = try reader.object()
        if object.contains("type") {
            return (try ViewReader.view(reader), .center)
        }
        let view = try ViewReader.view(try object.require("view"))
        let alignment = try object.optional("alignment").map(ViewReader.alignment) ?? .center
        try object.finish()
        return (view, alignment)
    }

    private static func preference(_ reader: JSONReader) throws -> Modifier {
        try reader.object { o in
            .preference(key: try o.require("key").string(),
                        dimension: try o.optional("value")?.string(as: DimensionName.self).axis ?? .horizontal,
                        reduce: try o.optional("reduce")?.string(as: PreferenceReducer.self) ?? .max)
        }
    }
}
