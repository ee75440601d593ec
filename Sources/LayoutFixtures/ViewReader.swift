import LayoutEngine
import StrictJSON

/// Reads the `view` of a scenario file into a `ViewNode`, strictly: unknown types, keys,
/// modifiers and wrong value types are errors at their place in the file.
enum ViewReader {
    /// The names of the matrix's `values`, which a text's `{"value": name}` argument may name.
    @TaskLocal static var valueNames: Set<String> = []
    /// The names of the strings' tables, which a text's `tableName` may name.
    @TaskLocal static var tableNames: Set<String> = []

    static func view(_ reader: JSONReader, inFlexibleStack: Bool = false) throws -> ViewNode {
        try reader.object { object in
            if !object.contains("type"), let typo = object.keys.first(where: {
                EditDistance.closest(to: $0, among: ["type"]) != nil
            }) {
                throw object.error(atKey: typo, "unknown key \"\(typo)\" (did you mean \"type\"?); a view needs \"type\"")
            }
            let typeReader = try object.require("type")
            let typeName = try typeReader.string()
            guard let type = ViewType(typeName) else {
                var message = "unknown view type \"\(typeName)\""
                if let guess = EditDistance.closest(to: typeName, among: ViewType.names) {
                    message += " (did you mean \"\(guess)\"?)"
                }
                throw typeReader.error(message + "; known types: " + ViewType.names.joined(separator: ", "))
            }
            if type == .view(.forEach) { return try forEach(object) }
            let content = try ViewReader.content(type, object)
            // Keys a view of this type cannot have are checked with `contains`, not read, so
            // that the allowed keys listed for a typo are only the ones that apply.
            var children: [ViewNode] = []
            if type.hasChildren, let childrenReader = object.optional("children") {
                children = try childrenReader.array { try view($0, inFlexibleStack: type == .view(.flexibleStack)) }
            } else if type == .view(.conditional) {
                if object.contains("children") {
                    throw object.error(atKey: "children", "an If has \"then\" and \"else\" views, not children")
                }
                children = [try view(try object.require("then"))]
                if let elseReader = object.optional("else") { children.append(try view(elseReader)) }
            } else if object.contains("children") {
                throw object.error(atKey: "children", "a \(typeName) has no children")
            }
            let modifiers = try object.optional("modifiers")?.array { try ModifierReader.modifier($0) } ?? []
            let id = try object.optional("id").map(ForEachItem.id)
            let allow = try object.optional("allow").map(LintPolicyReader.allow) ?? []
            var onlyOnAxis: Axis? = nil
            if inFlexibleStack, let when = object.optional("when") {
                onlyOnAxis = try when.string(as: AxisName.self).axis
            } else if object.contains("when") {
                throw object.error(atKey: "when", "\"when\" is only for the children of a FlexibleStack")
            }
            return ViewNode(content, children: children, modifiers: modifiers, id: id, onlyOnAxis: onlyOnAxis,
                            allow: allow)
        }
    }

    /// The view types of the fixture format, by their SwiftUI names: the shapes of
    /// `ShapeKind`, the views of `ViewName`, and the kinds of `ViewKinds`.
    enum ViewType: Equatable {
        case shape(ShapeKind)
        case view(ViewName)
        case kind(any ViewKind.Type)

        init?(_ name: String) {
            if let shape = ShapeKind.allCases.first(where: { $0.typeName == name }) {
                self = .shape(shape)
            } else if let view = ViewName(rawValue: name) {
                self = .view(view)
            } else if let kind = ViewKinds.named(name) {
                self = .kind(kind)
            } else {
                return nil
            }
        }

        /// Every type name a fixture may write: the views, the kinds, then the shapes.
        static let names = ViewName.allCases.map(\.rawValue)
            + ViewKinds.all.map { $0.typeName }.filter { ViewName(rawValue: $0) == nil }
            + ShapeKind.allCases.map(\.typeName)

        var hasChildren: Bool {
            switch self {
            case .shape, .view(.text), .view(.image), .view(.color), .view(.spacer), .view(.divider), .view(.forEach),
                 .view(.conditional): false
            case let .kind(kind): kind.hasChildren
            default: true
            }
        }

        static func == (lhs: ViewType, rhs: ViewType) -> Bool {
            switch (lhs, rhs) {
            case let (.shape(a), .shape(b)): a == b
            case let (.view(a), .view(b)): a == b
            case let (.kind(a), .kind(b)): ObjectIdentifier(a) == ObjectIdentifier(b)
            default: false
            }
        }
    }

    /// The views that are not shapes.
    enum ViewName: String, CaseIterable {
        case text = "Text", image = "Image", color = "Color", spacer = "Spacer"
        case divider = "Divider", hStack = "HStack", vStack = "VStack", zStack = "ZStack", group = "Group"
        case button = "Button", geometryReader = "GeometryReader", lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"
        case grid = "Grid", gridRow = "GridRow", viewThatFits = "ViewThatFits"
        case weightedHStack = "WeightedHStack", weightedVStack = "WeightedVStack", flexibleStack = "FlexibleStack"
        case forEach = "ForEach", lazyHStack = "LazyHStack", lazyVStack = "LazyVStack", scrollView = "ScrollView"
        case list = "List", form = "Form", section = "Section", navigationStack = "NavigationStack"
        case conditional = "If"
    }

    /// `ForEach` over `items` (strings) or a `count`: its `content` read once per row, with
    /// the row's item and position standing in for `{"item": true}` and `{"index": true}`.
    private static func forEach(_ object: JSONObjectReader) throws -> ViewNode {
        if let rowsReader = object.optional("rows") {
            // The rows already made, one view each, as the Swift front end writes a ForEach over data.
            for key in ["items", "count", "content"] where object.contains(key) {
                throw object.error(atKey: key, "a ForEach has either \"rows\" or \"items\"/\"count\" and \"content\"")
            }
            let rows = try rowsReader.array().enumerated().map { i, row in
                try ForEachItem.$current.withValue(ForEachItem.row(i, item: String(i))) { try view(row) }
            }
            let modifiers = try object.optional("modifiers")?.array { try ModifierReader.modifier($0) } ?? []
            return ViewNode(.forEach, children: rows, modifiers: modifiers, id: try object.optional("id").map(ForEachItem.id),
                            allow: try object.optional("allow").map(LintPolicyReader.allow) ?? [])
        }
        let items: [String]
        switch (object.optional("items"), object.optional("count")) {
        case let (list?, nil): items = try list.array { try $0.string() }
        case let (nil, count?): items = (0..<(try count.int(in: 0...100_000))).map { String($0) }
        case (nil, nil): throw object.error("a ForEach needs \"items\" (a list of strings) or \"count\"")
        case (_?, _?): throw object.error(atKey: "count", "a ForEach has either \"items\" or \"count\", not both")
        }
        if object.contains("children") {
            throw object.error(atKey: "children", "a ForEach has \"content\", one view made for each row, not children")
        }
        let content = try object.require("content")
        var rows: [ViewNode] = []
        rows.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            rows.append(try ForEachItem.$current.withValue(ForEachItem.row(i, item: item)) { try view(content) })
        }
        // With no rows the content is still read once, so that its mistakes are not hidden.
        if items.isEmpty { _ = try ForEachItem.$current.withValue(ForEachItem.row(0, item: "")) { try view(content) } }
        let modifiers = try object.optional("modifiers")?.array { try ModifierReader.modifier($0) } ?? []
        let id = try object.optional("id").map(ForEachItem.id)
        let allow = try object.optional("allow").map(LintPolicyReader.allow) ?? []
        return ViewNode(.forEach, children: rows, modifiers: modifiers, id: id, allow: allow)
    }

    private static func content(_ type: ViewType, _ object: JSONObjectReader) throws -> ViewContent {
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

    /// An `If`'s condition: `{"dynamicTypeSize": ">=accessibility1"}`, a comparison (`<`,
    /// `<=`, `>=`, `>`, `==`) and a Dynamic Type size; or one of `layoutDirection`, `idiom`,
    /// `locale`, `horizontalSizeClass`, `verticalSizeClass` and the value it must equal.
    private static func condition(_ reader: JSONReader) throws -> ViewCondition {
        try reader.object { object in
            let subjects = ["dynamicTypeSize", "layoutDirection", "locale", "idiom", "horizontalSizeClass",
                            "verticalSizeClass"]
            let named = subjects.filter(object.contains)
            if named.count > 1 {
                throw object.error(atKey: named[1], "an If's condition tests one of \(subjects.joined(separator: ", ")); "
                                   + "nest Ifs to test several")
            }
            if let direction = object.optional("layoutDirection") {
                return ViewCondition(.layoutDirection(try direction.string(as: LayoutDirection.self)))
            }
            if let idiom = object.optional("idiom") {
                return ViewCondition(.idiom(try idiom.string(as: UserInterfaceIdiom.self)))
            }
            if let sizeClass = object.optional("horizontalSizeClass") {
                return ViewCondition(.horizontalSizeClass(try sizeClass.string(as: UserInterfaceSizeClass.self)))
            }
            if let sizeClass = object.optional("verticalSizeClass") {
                return ViewCondition(.verticalSizeClass(try sizeClass.string(as: UserInterfaceSizeClass.self)))
            }
            if let locale = object.optional("locale") {
                let code = try locale.string()
                guard !code.isEmpty else { throw locale.error("a locale is a BCP 47 code such as \"ar\" or \"pt-BR\"") }
                return ViewCondition(.locale(code))
            }
            if named.isEmpty, let typo = object.keys.first {
                var message = "unknown condition \"\(typo)\""
                if let guess = EditDistance.closest(to: typo, among: subjects) { message += " (did you mean \"\(guess)\"?)" }
                throw object.error(atKey: typo, message + "; an If tests one of " + subjects.joined(separator: ", "))
            }
            let sizeReader = try object.require("dynamicTypeSize")
            let text = try sizeReader.string()
            let operators = ViewCondition.Comparison.allCases
            guard let comparison = operators.first(where: { text.hasPrefix($0.rawValue) }) else {
                throw sizeReader.error("a dynamicTypeSize condition starts with one of "
                                       + operators.map(\.rawValue).joined(separator: " ") + ", as in \">=accessibility1\"")
            }
            let name = String(text.dropFirst(comparison.rawValue.count)).trimmingCharacters(in: .whitespaces)
            guard let size = DynamicTypeSize(rawValue: name) else {
                var message = "unknown Dynamic Type size \"\(name)\""
                let names = DynamicTypeSize.allCases.map(\.rawValue)
                if let guess = EditDistance.closest(to: name, among: names) { message += " (did you mean \"\(guess)\"?)" }
                throw sizeReader.error(message + "; sizes: " + names.joined(separator: ", "))
            }
            return ViewCondition(dynamicTypeSize: comparison, size)
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

    /// What a `Text` (or a run of a concatenation) shows: a `key`, with `args` and `tableName`,
    /// or a `verbatim` string.
    static func textContent(_ object: JSONObjectReader) throws -> TextContent {
        let key = try object.optional("key").map(ForEachItem.string)
        let verbatim = try object.optional("verbatim").map(ForEachItem.string)
        let text: TextContent
        let args = try object.optional("args")?.array(argument)
        if args != nil, key == nil { throw object.error(atKey: "args", "only a Text with \"key\" takes \"args\"") }
        var table: String? = nil
        if let tableReader = object.optional("tableName") {
            guard key != nil else { throw object.error(atKey: "tableName", "only a Text with \"key\" takes \"tableName\"") }
            let name = try tableReader.string()
            guard tableNames.contains(name) else {
                var message = "no strings table \"\(name)\""
                if let guess = EditDistance.closest(to: name, among: tableNames.sorted()) { message += " (did you mean \"\(guess)\"?)" }
                throw tableReader.error(message + (tableNames.isEmpty ? "; the scenario's strings have no tables"
                                                   : "; tables: " + tableNames.sorted().joined(separator: ", ")))
            }
            table = name
        }
        switch (key, verbatim) {
        case let (key?, nil):
            if args?.isEmpty ?? true, table == nil {
                text = .key(key)
            } else {
                text = .formatted(LocalizedText(key: key, arguments: args ?? [], table: table))
            }
        case let (nil, verbatim?): text = .verbatim(verbatim)
        case (nil, nil): throw object.error("a Text needs \"key\" (localized) or \"verbatim\", or \"runs\" to join texts")
        case (_?, _?): throw object.error(atKey: "verbatim", "a Text has either \"key\" or \"verbatim\", not both")
        }
        return text
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

    /// A text's argument: a number, a string, or `{"value": name}` of the matrix's `values`.
    private static func argument(_ reader: JSONReader) throws -> TextArgument {
        if case .object = reader.value.kind {
            return try reader.object { o in
                let nameReader = try o.require("value")
                let name = try nameReader.string()
                guard valueNames.contains(name) else {
                    var message = "no value \"\(name)\" in the matrix's \"values\""
                    if let guess = EditDistance.closest(to: name, among: valueNames.sorted()) { message += " (did you mean \"\(guess)\"?)" }
                    throw nameReader.error(message + (valueNames.isEmpty ? "; the matrix has no values" : "; values: " + valueNames.sorted().joined(separator: ", ")))
                }
                return .value(name)
            }
        }
        switch try ScenarioLoader.formatValue(reader) {
        case let .integer(n): return .integer(n)
        case let .number(x): return .number(x)
        case let .string(s): return .string(s)
        }
    }

    static func spacing(_ object: JSONObjectReader, _ key: String) throws -> Double? {
        try object.optional(key)?.nullable { try $0.double(in: -10_000...10_000) }
    }

    /// `topLeading`, `center`, … as an `Alignment`.
    static func alignment(_ reader: JSONReader) throws -> Alignment {
        try reader.string(as: AlignmentName.self).alignment
    }

    /// The names of `Alignment.named`, so a wrong one gets the same message as other choices.
    enum AlignmentName: String, CaseIterable {
        case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
        var alignment: Alignment { Alignment.named.first { $0.name == rawValue }?.alignment ?? .center }
    }

    /// `"horizontal"`, `"vertical"`, `"both"`, or a list of axes.
    static func axes(_ reader: JSONReader) throws -> Axis.Set {
        if case .array = reader.value.kind {
            return Axis.Set(try reader.array { try $0.string(as: AxisName.self).set })
        }
        if (try? reader.string()) == "both" { return .both }
        return try reader.string(as: AxisName.self).set
    }

    enum AxisName: String, CaseIterable {
        case horizontal, vertical
        var axis: Axis { self == .horizontal ? .horizontal : .vertical }
        var set: Axis.Set { self == .horizontal ? .horizontal : .vertical }
    }
}

extension Axis.Set {
    init(_ sets: [Axis.Set]) {
        self = sets.reduce([]) { $0.union($1) }
    }
}
