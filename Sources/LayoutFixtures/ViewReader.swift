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
