/// Turns a scenario's `ViewNode` tree into layout nodes and the records the frames are read
/// from. Modifiers become wrapping layouts, `Group`s dissolve into their parent, and the
/// seed layouts (`WeightedHStack`, `FlexibleStack`) become the stacks they are made of.
struct ViewTreeBuilder {
    let context: LayoutContext
    /// Warnings found while building: string keys with no translation.
    private(set) var warnings: [String] = []
    /// The records of every view built, in the order they were made, which is the order
    /// their frames are reported in.
    private(set) var records: [ViewRecord] = []

    init(context: LayoutContext) {
        self.context = context
        // Growing from empty moved every record several times over for a tree of any size.
        records.reserveCapacity(64)
    }

    /// Where a view sits: what its layouts need to know of their surroundings.
    struct Scope {
        var environment: EnvironmentValues
        /// The axis of the stack the view is a child of: spacers and dividers follow it.
        var stackAxis: Axis?
        var reader: GeometryReaderNode?
        /// In a weighted stack: its axis and the sum of its children's weights.
        var weights: (axis: Axis, total: Double)?
        /// The position of the record of the view being built; `nil` above the root.
        var record: Int?
    }

    /// The path of the view `scope` is in, for messages: made only when one is needed.
    private func path(_ scope: Scope) -> String {
        guard let record = scope.record else { return "" }
        return ViewRecord.path(of: record, in: records)
    }

    /// Appends a record inside the one `scope` is in and returns its position.
    private mutating func addRecord(label: String, index: Int?, type: String?, scope: Scope) -> Int {
        var depth = 0
        if let parent = scope.record { depth = records[parent].depth + 1 }
        records.append(ViewRecord(label: label, index: index, type: type, parent: scope.record, depth: depth))
        return records.count - 1
    }

    /// Appends the outermost layouts of `view` (several for a `Group`) to `nodes`, and its
    /// records to `records`. Appending spares an array per view.
    mutating func build(_ view: ViewNode, index: Int?, scope: Scope,
                        into nodes: inout [LayoutNode]) throws(LayoutError) {
        let typeName = view.content.typeName
        let record = addRecord(label: typeName, index: index, type: typeName, scope: scope)
        var inner = scope
        inner.record = record
        // Most views change nothing in the environment: no copy of it for them.
        if Self.changesEnvironment(view.modifiers) {
            inner.environment = Self.environment(scope.environment, applying: view.modifiers[...])
        }

        if case .group = view.content { return try buildGroup(view, record: record, scope: inner, outer: scope, into: &nodes) }
        if case .button = view.content, view.children.count != 1 {
            return try buildGroup(view, record: record, scope: inner, outer: scope, into: &nodes)
        }
        let base = try buildContent(view, record: record, scope: inner)
        if records[record].node == nil { records[record].node = base }
        let outer = try wrap(base, modifiers: view.modifiers[...], isSpacer: Self.isSpacer(view),
                             record: record, scope: inner, outerEnvironment: scope.environment)
        if let id = view.id { records[record].ids.append((id, outer, [])) }
        nodes.append(outer)
    }

    // MARK: Contents

    private mutating func buildContent(_ view: ViewNode, record: Int, scope: Scope) throws(LayoutError) -> LayoutNode {
        let env = scope.environment
        switch view.content {
        case let .text(content, lineLimit, _):
            let string: String
            switch content {
            case let .verbatim(s): string = s
            case let .key(key):
                if let s = env.localizedStrings[key] {
                    string = s
                } else {
                    string = key
                    warnings.append("\(path(scope)): no string for key \"\(key)\"; showing the key")
                }
            }
            let node = TextNode(context: context, string: string, font: env.font.resolved(at: env.dynamicTypeSize),
                                lineLimit: lineLimit ?? env.lineLimit, layoutDirection: env.layoutDirection,
                                displayScale: env.displayScale)
            records[record].text = node
            return node
        case let .image(width, height, resizable):
            return ImageNode(context: context, intrinsicSize: Size(width: width, height: height), isResizable: resizable)
        case .rectangle, .color:
            return ShapeNode(context: context)
        case let .spacer(minLength):
            return SpacerNode(context: context, minLength: minLength, axis: scope.stackAxis)
        case .divider:
            let thickness = env.dynamicTypeSize.isAccessibilitySize ? 1 : env.pixelLength
            return DividerNode(context: context, thickness: thickness, isVertical: scope.stackAxis == .horizontal)
        case let .hStack(alignment, spacing):
            let children = try buildChildren(view.children, scope: scope, stackAxis: .horizontal)
            return StackNode(context: context, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                             spacing: spacing, children: children)
        case let .vStack(alignment, spacing):
            let children = try buildChildren(view.children, scope: scope, stackAxis: .vertical)
            return StackNode(context: context, axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                             spacing: spacing, children: children)
        case let .flexibleStack(hAlignment, vAlignment):
            let axis: Axis = env.dynamicTypeSize.isAccessibilitySize ? .vertical : .horizontal
            let shown = view.children.filter { $0.onlyOnAxis == nil || $0.onlyOnAxis == axis }
            let children = try buildChildren(shown, scope: scope, stackAxis: axis)
            return axis == .horizontal
                ? StackNode(context: context, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: hAlignment),
                            spacing: 8, children: children)
                : StackNode(context: context, axis: .vertical, alignment: Alignment(horizontal: vAlignment, vertical: .center),
                            spacing: 16, children: children)
        case let .zStack(alignment):
            let children = try buildChildren(view.children, scope: scope, stackAxis: nil)
            return ZStackNode(context: context, alignment: alignment, children: children)
        case .group, .button:
            // Only a button with a single label view gets here: the label is its layout.
            let children = try buildChildren(view.children, scope: scope, stackAxis: scope.stackAxis)
            return children[0]
        case .geometryReader:
            let reader = GeometryReaderNode(context: context)
            var content = scope
            content.reader = reader
            reader.children = try buildChildren(view.children, scope: content, stackAxis: nil)
            return reader
        case let .weightedStack(axis):
            let reader = GeometryReaderNode(context: context)
            var content = scope
            content.reader = reader
            let total = view.children.reduce(0.0) { sum, child in
                sum + child.modifiers.reduce(0.0) { if case let .weighted(w) = $1 { $0 + w } else { $0 } }
            }
            content.weights = (axis, total)
            let children = try buildChildren(view.children, scope: content, stackAxis: axis)
            let stack = StackNode(context: context, axis: axis, alignment: .center, spacing: 0, children: children)
            reader.children = [stack]
            return reader
        case let .lazyVGrid(columns, spacing):
            let children = try buildChildren(view.children, scope: scope, stackAxis: nil)
            return LazyGridNode(context: context, axis: .vertical, items: columns, spacing: spacing, children: children)
        case let .lazyHGrid(rows, spacing):
            let children = try buildChildren(view.children, scope: scope, stackAxis: nil)
            return LazyGridNode(context: context, axis: .horizontal, items: rows, spacing: spacing, children: children)
        case let .grid(alignment, horizontalSpacing, verticalSpacing):
            return try buildGrid(view, alignment: alignment, horizontalSpacing: horizontalSpacing,
                                 verticalSpacing: verticalSpacing, scope: scope)
        case let .gridRow(alignment):
            // A row outside a grid lays out as an HStack.
            let children = try buildChildren(view.children, scope: scope, stackAxis: .horizontal)
            return StackNode(context: context, axis: .horizontal,
                             alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
                             spacing: nil, children: children)
        case let .viewThatFits(axes):
            let children = try buildChildren(view.children, scope: scope, stackAxis: nil)
            return ViewThatFitsNode(context: context, axes: axes, children: children)
        }
    }

    /// Builds `children` inside the view of `scope`, naming each by its type, indexed when
    /// several siblings share it.
    private mutating func buildChildren(_ children: [ViewNode], scope: Scope,
                                        stackAxis: Axis?) throws(LayoutError) -> [LayoutNode] {
        var scope = scope
        scope.stackAxis = stackAxis
        var names = SiblingNames(children)
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(children.count)
        // By index: `for child in children` copied each view, a retain and a release of
        // everything it holds.
        for i in children.indices {
            try build(children[i], index: names.next(children[i]), scope: scope, into: &nodes)
        }
        return nodes
    }

    /// A `Group` (or a button whose label is several views) is not a layout: its modifiers
    /// apply to each child, and its frame is the union of theirs.
    private mutating func buildGroup(_ view: ViewNode, record: Int, scope: Scope, outer: Scope,
                                     into nodes: inout [LayoutNode]) throws(LayoutError) {
        // The children apply the group's modifiers themselves, environment ones included.
        var scope = scope
        scope.environment = outer.environment
        let many = view.children.count > 1
        var names = SiblingNames(view.children)
        let first = nodes.count
        for (i, child) in view.children.enumerated() {
            var modified = child
            // The group's ids name one frame per child.
            modified.modifiers += view.modifiers.map { modifier in
                if case let .id(name) = modifier, many { return .id("\(name)[\(i)]") }
                return modifier
            }
            try build(modified, index: names.next(child), scope: scope, into: &nodes)
        }
        let members = Array(nodes[first...])
        records[record].members = members
        if let id = view.id { records[record].ids.append((id, nil, members)) }
    }

    private mutating func buildGrid(_ view: ViewNode, alignment: Alignment, horizontalSpacing: Double?,
                                    verticalSpacing: Double?, scope: Scope) throws(LayoutError) -> LayoutNode {
        var scope = scope
        scope.stackAxis = nil
        var rows: [GridNode.Row] = []
        var names = SiblingNames(view.children)
        for child in view.children {
            let index = names.next(child)
            if case let .gridRow(rowAlignment) = child.content {
                let typeName = child.content.typeName
                let rowRecord = addRecord(label: typeName, index: index, type: typeName, scope: scope)
                var rowScope = scope
                rowScope.record = rowRecord
                rowScope.environment = Self.environment(scope.environment, applying: child.modifiers[...])
                let cells = try buildChildren(child.children, scope: rowScope, stackAxis: nil)
                records[rowRecord].members = cells
                if let id = child.id { records[rowRecord].ids.append((id, nil, cells)) }
                rows.append(GridNode.Row(cells: cells, spans: false, alignment: rowAlignment))
            } else {
                var built: [LayoutNode] = []
                try build(child, index: index, scope: scope, into: &built)
                rows.append(contentsOf: built.map { GridNode.Row(cells: [$0], spans: true, alignment: nil) })
            }
        }
        return GridNode(context: context, rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing,
                        verticalSpacing: verticalSpacing)
    }

    // MARK: Modifiers

    /// Wraps `base` in the layouts of its modifiers, innermost first.
    private mutating func wrap(_ base: LayoutNode, modifiers: ArraySlice<Modifier>, isSpacer: Bool, record: Int,
                               scope: Scope, outerEnvironment: EnvironmentValues) throws(LayoutError) -> LayoutNode {
        var node = base
        var priority: Double? = nil
        let resolver = LengthResolver(context: context, reader: scope.reader)
        var slotCounts: [String: Int] = [:]
        // By index: a loop variable copied each modifier, payload and all, before the switch
        // copied the payload again.
        for i in modifiers.indices {
            switch modifiers[i] {
            case let .padding(insets):
                node = PaddingNode(context: context, insets: insets, child: node)
            case let .frame(width, height, alignment):
                try requireReader(for: width, height, scope: scope)
                node = FrameNode(context: context, width: width, height: height, alignment: alignment,
                                 resolver: resolver, child: node)
            case let .flexibleFrame(bounds):
                try requireReader(for: bounds.minWidth, bounds.idealWidth, bounds.maxWidth, scope: scope)
                try requireReader(for: bounds.minHeight, bounds.idealHeight, bounds.maxHeight, scope: scope)
                node = FlexibleFrameNode(context: context, bounds: bounds, resolver: resolver, child: node)
            case let .fixedSize(horizontal, vertical):
                node = FixedSizeNode(context: context, horizontal: horizontal, vertical: vertical, child: node)
            case let .layoutPriority(value):
                priority = value
            case let .background(view, alignment), let .overlay(view, alignment):
                let slot = if case .background = modifiers[i] { "background" } else { "overlay" }
                let count = slotCounts[slot, default: 0]
                slotCounts[slot] = count + 1
                let slotRecord = addRecord(label: slot, index: count == 0 ? nil : count, type: nil, scope: scope)
                var slotScope = scope
                slotScope.stackAxis = nil
                slotScope.weights = nil
                slotScope.record = slotRecord
                slotScope.environment = Self.environment(outerEnvironment, applying: modifiers[(i + 1)...])
                var secondary: [LayoutNode] = []
                try build(view, index: nil, scope: slotScope, into: &secondary)
                let layer = secondary.count == 1 ? secondary[0]
                    : ZStackNode(context: context, alignment: alignment, children: secondary)
                node = BackgroundNode(context: context, primary: node, secondary: layer, alignment: alignment)
            case .font, .lineLimit:
                break
            case let .aspectRatio(ratio, contentMode):
                node = AspectRatioNode(context: context, ratio: ratio, contentMode: contentMode, child: node)
            case let .offset(x, y):
                node = OffsetNode(context: context, offset: Point(x: x, y: y), child: node)
            case let .alignmentGuide(guide, value):
                node = AlignmentGuideNode(context: context, guide: guide, value: value, child: node)
            case let .weighted(weight):
                if let weights = scope.weights, weights.total > 0 {
                    let length = Length.proxy(weights.axis, multiplier: weight / weights.total)
                    node = weights.axis == .horizontal
                        ? FrameNode(context: context, width: length, height: nil, alignment: .center, resolver: resolver, child: node)
                        : FrameNode(context: context, width: nil, height: length, alignment: .center, resolver: resolver, child: node)
                } else {
                    warnings.append("\(path(scope)): weighted outside a WeightedHStack or WeightedVStack has no effect")
                }
            case let .preference(key, dimension, reducer):
                node = PreferenceNode(context: context, key: key, dimension: dimension, reducer: reducer, child: node)
            case let .id(name):
                records[record].ids.append((name, node, []))
            }
        }
        node.layoutPriority = priority ?? (isSpacer ? -.infinity : 0)
        node.isSpacer = isSpacer
        return node
    }

    /// Throws when a length reads a proxy outside a `GeometryReader`. Takes the lengths one
    /// by one: an array of them was an allocation per frame.
    private func requireReader(for first: Length?, _ second: Length?, _ third: Length? = nil,
                               scope: Scope) throws(LayoutError) {
        guard scope.reader == nil else { return }
        if Self.isProxy(first) || Self.isProxy(second) || Self.isProxy(third) {
            throw .proxyOutsideGeometryReader(path: path(scope))
        }
    }

    private static func isProxy(_ length: Length?) -> Bool {
        if case .proxy? = length { return true }
        return false
    }

    private static func isSpacer(_ view: ViewNode) -> Bool {
        if case .spacer = view.content { return true }
        return false
    }

    /// Whether `modifiers` set anything in the environment (`font`, `lineLimit`).
    /// A predicate rather than a loop: a `for` loop copied each modifier.
    private static func changesEnvironment(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { modifier in
            switch modifier {
            case .font, .lineLimit: true
            default: false
            }
        }
    }

    /// The environment inside `modifiers`: the innermost `font` or `lineLimit` wins.
    static func environment(_ outer: EnvironmentValues, applying modifiers: ArraySlice<Modifier>) -> EnvironmentValues {
        var env = outer
        for modifier in modifiers.reversed() {
            switch modifier {
            case let .font(font): env.font = font
            case let .lineLimit(limit): env.lineLimit = limit
            default: break
            }
        }
        return env
    }
}
