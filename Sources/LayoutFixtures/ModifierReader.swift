import LayoutEngine
import StrictJSON

/// Reads one entry of a view's `modifiers`: an object with a single key naming the modifier.
enum ModifierReader {
    /// Every modifier a fixture can name, in the order messages and docs list them, with how
    /// its value is read: the one place a modifier is registered.
    static let readers: [(name: String, read: @Sendable (JSONReader) throws -> Modifier)] = [
        ("padding", { .padding(try padding($0)) }),
        ("frame", frame),
        ("fixedSize", fixedSize),
        ("layoutPriority", { .layoutPriority(try $0.priority()) }),
        ("background", { let (view, alignment) = try layer($0); return .background(view, alignment) }),
        ("overlay", { let (view, alignment) = try layer($0); return .overlay(view, alignment) }),
        ("font", { .font(try font($0)) }),
        ("lineLimit", lineLimit),
        ("minimumScaleFactor", { .minimumScaleFactor(try $0.scaleFactor()) }),
        ("tracking", { .tracking(try $0.length()) }),
        ("truncationMode", { .truncationMode(try $0.string(as: TruncationMode.self)) }),
        ("monospacedDigit", { value in
            guard try value.bool() else { throw value.error("expected true, as `monospacedDigit()` takes no argument") }
            return .monospacedDigit
        }),
        ("textCase", { .textCase(try $0.nullable { try $0.string(as: TextCase.self) }) }),
        ("fontWeight", { .fontWeight(try $0.nullable { try $0.string(as: Font.Weight.self) }) }),
        // `bold(_ isActive: Bool = true)`: `false` leaves each font its own weight.
        ("bold", { .fontWeight(try $0.bool() ? .bold : nil) }),
        ("aspectRatio", aspectRatio),
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
        ("listStyle", { .listStyle(try $0.string(as: ListStyle.self)) }),
        ("listRowInsets", { value in
            .listRowInsets(try value.nullable { try $0.object { o in
                EdgeInsets(top: try o.optional("top")?.length() ?? 0, leading: try o.optional("leading")?.length() ?? 0,
                           bottom: try o.optional("bottom")?.length() ?? 0, trailing: try o.optional("trailing")?.length() ?? 0)
            } })
        }),
        ("listRowSeparator", { .listRowSeparator(visible: try $0.string(as: Visibility.self) != .hidden) }),
        ("listSectionSpacing", { value in
            if case .string = value.kind {
                _ = try value.string(as: SectionSpacingName.self)
                return .listSectionSpacing(nil)
            }
            return .listSectionSpacing(try value.length(atLeast: 0))
        }),
        ("environment", EnvironmentModifierReader.environment),
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
        ("clipped", { value in
            // `clipped(antialiased:)`: true, or {"antialiased": Bool}.
            if case .object = value.kind { _ = try value.object { try $0.optional("antialiased")?.bool() } }
            else if try !value.bool() { throw value.error("expected true or {\"antialiased\": …}") }
            return .clipped
        }),
        ("clipShape", { .clipShape(try shape($0)) }),
        ("cornerRadius", { .cornerRadius(try $0.length(atLeast: 0)) }),
        ("contentMargins", { value in
            if case .bool = value.kind { throw value.error("expected a number or {\"edges\": …, \"length\": …}") }
            return .contentMargins(try padding(value))
        }),
        ("hidden", { value in
            guard try value.bool() else { throw value.error("expected true, as `hidden()` takes no argument") }
            return .hidden
        }),
    ] + EnvironmentModifierReader.readers
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

    /// `Visibility`'s cases.
    enum Visibility: String, CaseIterable {
        case automatic, visible, hidden
    }

    /// The named section spacings with a source: only the default.
    enum SectionSpacingName: String, CaseIterable {
        case `default`
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

    private static func fixedSize(_ reader: JSONReader) throws -> Modifier {
        if case let .bool(value) = reader.value.kind { return .fixedSize(horizontal: value, vertical: value) }
        return try reader.object { o in
            .fixedSize(horizontal: try o.optional("horizontal")?.bool() ?? false,
                       vertical: try o.optional("vertical")?.bool() ?? false)
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

    private static func font(_ reader: JSONReader) throws -> Font {
        if case .string = reader.value.kind {
            return .style(try reader.string(as: Font.TextStyle.self))
        }
        return try reader.object { o in
            let weight = try o.optional("weight")?.string(as: Font.Weight.self)
            if let size = o.optional("size") {
                if o.contains("style") { throw o.error(atKey: "style", "a font has either \"style\" or \"size\", not both") }
                return .system(size: try size.double(in: 1...1000), weight: weight ?? .regular)
            }
            return .style(try o.require("style").string(as: Font.TextStyle.self), weight: weight)
        }
    }

    /// A number or `null` (`lineLimit(_:)`), `{"limit": 2, "reservesSpace": true}`
    /// (`lineLimit(_:reservesSpace:)`), or a range `{"min": 2, "max": 4}` (`2...4`; either end
    /// may be left out, as in `2...` and `...4`), which keeps the height of `min` lines.
    private static func lineLimit(_ reader: JSONReader) throws -> Modifier {
        guard case .object = reader.value.kind else {
            return .lineLimit(try reader.nullable { try $0.int(in: 1...10_000) })
        }
        return try reader.object { o in
            if let limit = o.optional("limit") {
                for key in ["min", "max"] where o.contains(key) {
                    throw o.error(atKey: key, "a line limit has either \"limit\" or \"min\"/\"max\", not both")
                }
                let lines = try limit.int(in: 1...10_000)
                let reserves = try o.optional("reservesSpace")?.bool() ?? false
                return reserves ? .lineLimitReserving(minimum: lines, maximum: lines) : .lineLimit(lines)
            }
            let minimum = try o.optional("min")?.int(in: 1...10_000)
            let maximum = try o.optional("max")?.int(in: 1...10_000)
            if minimum == nil, maximum == nil {
                throw o.error("expected {\"limit\": …, \"reservesSpace\": …} or a range {\"min\": …, \"max\": …}")
            }
            if let minimum, let maximum, minimum > maximum, let key = o.optional("min") {
                throw key.error("the range's min \(minimum) is above its max \(maximum)")
            }
            return .lineLimitReserving(minimum: minimum ?? 1, maximum: maximum)
        }
    }

    private static func aspectRatio(_ reader: JSONReader) throws -> Modifier {
        if case .number = reader.value.kind {
            return .aspectRatio(try reader.double(in: 0.000_001...1_000_000), contentMode: .fit)
        }
        return try reader.object { o in
            .aspectRatio(try o.optional("ratio")?.nullable { try $0.double(in: 0.000_001...1_000_000) },
                         contentMode: try o.optional("contentMode")?.string(as: ContentMode.self) ?? .fit)
        }
    }

    private static func preference(_ reader: JSONReader) throws -> Modifier {
        try reader.object { o in
            .preference(key: try o.require("key").string(),
                        dimension: try o.optional("value")?.string(as: DimensionName.self).axis ?? .horizontal,
                        reduce: try o.optional("reduce")?.string(as: PreferenceReducer.self) ?? .max)
        }
    }
}
