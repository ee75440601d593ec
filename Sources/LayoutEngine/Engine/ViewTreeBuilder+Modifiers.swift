/// How a view's modifiers are built: each layout modifier wraps the view so far in a node of
/// its own, innermost first, and the environment ones (`font`, `lineLimit`, …) set what the
/// views inside read.
extension ViewTreeBuilder {
    /// Builds `view` as the content of a modifier's slot (`label`: the view of a background,
    /// overlay or safe-area inset, the `index`th of its kind in its chain), in the text
    /// environment `text` of the modifiers after it, and returns its layer: the view's node, or
    /// a ZStack of several views, as SwiftUI's implicit root. A `layered` slot is drawn over or
    /// under the view it modifies on purpose, which lints read from its record.
    mutating func buildSlot(_ view: ViewNode, label: String, index: Int, layered: Bool, alignment: Alignment,
                            scope: Scope, text: TextModifiers) throws(LayoutError) -> NodeID {
        let slotRecord = addRecord(label: label, index: index == 0 ? nil : index, type: nil, scope: scope)
        if layered { records[slotRecord].structure = .slot }
        var slotScope = scope
        slotScope.stackAxis = nil
        slotScope.weights = nil
        slotScope.record = slotRecord
        slotScope.text = text
        let first = pending.count
        try build(view, index: nil, scope: slotScope)
        if pending.count - first == 1 { return pending.removeLast() }
        return list.add(.zStack(ZStackLayout(alignment: alignment, subviews: takePending(from: first), list: list)))
    }

    /// Wraps `base` in the layouts of its modifiers, innermost first.
    mutating func wrap(_ base: NodeID, modifiers: ArraySlice<Modifier>, isSpacer: Bool, record: Int,
                               scope: Scope, outer: Scope) throws(LayoutError) -> NodeID {
        var node = base
        var priority: Double? = nil
        let resolver = LengthResolver(reader: scope.reader)
        var rowInsets: EdgeInsets?? = nil
        // By index: a loop variable copied each modifier, payload and all, before the switch
        // copied the payload again.
        for i in modifiers.indices {
            switch modifiers[i] {
            case let .padding(insets):
                node = list.add(.padding(PaddingLayout(insets: insets, child: node)), wrapping: node)
            case let .frame(width, height, alignment):
                let width = scaled(width, scope), height = scaled(height, scope)
                try requireReader(for: width, height, scope: scope)
                warnIfInvalid(width, "width", scope: scope)
                warnIfInvalid(height, "height", scope: scope)
                let frame = FrameLayout(width: width, height: height, alignment: alignment, resolver: resolver,
                                        child: node, list: &list)
                node = list.add(.frame(frame), wrapping: node)
                let fixedWidth = LengthResolver.constant(width).map { FrameLayout.valid($0) != nil } ?? false
                let fixedHeight = LengthResolver.constant(height).map { FrameLayout.valid($0) != nil } ?? false
                if records[record].fixedFrame == nil, fixedWidth || fixedHeight {
                    records[record].fixedFrame = (node, fixedWidth, fixedHeight)
                }
            case var .flexibleFrame(bounds):
                bounds.minWidth = scaled(bounds.minWidth, scope)
                bounds.idealWidth = scaled(bounds.idealWidth, scope)
                bounds.maxWidth = scaled(bounds.maxWidth, scope)
                bounds.minHeight = scaled(bounds.minHeight, scope)
                bounds.idealHeight = scaled(bounds.idealHeight, scope)
                bounds.maxHeight = scaled(bounds.maxHeight, scope)
                try requireReader(for: bounds.minWidth, bounds.idealWidth, bounds.maxWidth, scope: scope)
                try requireReader(for: bounds.minHeight, bounds.idealHeight, bounds.maxHeight, scope: scope)
                let frame = FlexibleFrameLayout(bounds: bounds, resolver: resolver, child: node, list: &list)
                node = list.add(.flexibleFrame(frame), wrapping: node)
            case let .layoutPriority(value):
                priority = value
            case let .background(view, alignment), let .overlay(view, alignment):
                let slot = if case .background = modifiers[i] { "background" } else { "overlay" }
                let layer = try buildSlot(view, label: slot, index: Self.slotIndex(i, in: modifiers), layered: true,
                                          alignment: alignment, scope: scope,
                                          text: Self.applying(modifiers[(i + 1)...], to: outer).text)
                node = list.add(.background(BackgroundLayout(primary: node, secondary: layer, alignment: alignment)),
                                wrapping: node)
            case .contentMargins, .scrollPosition, .clipShape, .layoutNeutral, .navigationTitle,
                 .navigationBarTitleDisplayMode, .toolbar, .tabItem:
                break
            case let .listRowInsets(insets):
                rowInsets = insets
            case let .ignoresSafeArea(edges):
                let layout = IgnoresSafeAreaLayout(edges: edges, child: node, node: list.nodes.count)
                node = list.add(.ignoresSafeArea(layout), wrapping: node)
                assert(node == layout.node)
            case let .safeAreaPadding(insets):
                node = list.add(.safeAreaPadding(SafeAreaPaddingLayout(padding: PaddingLayout(insets: insets, child: node))),
                                wrapping: node)
            case let .safeAreaInset(edge, alignment, spacing, content):
                let inset = try buildSlot(content, label: "safeAreaInset", index: Self.slotIndex(i, in: modifiers),
                                          layered: false, alignment: alignment, scope: scope,
                                          text: Self.applying(modifiers[(i + 1)...], to: outer).text)
                let layout = SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing ?? 8,
                                                 primary: node, secondary: inset)
                node = list.add(.safeAreaInset(layout))
            case let .containerRelativeFrame(axes, count, span, spacing, alignment):
                let container: Int
                if let reader = scope.container {
                    container = reader
                } else if let reader = containerReader {
                    container = reader
                } else {
                    container = list.addReader()
                    containerReader = container
                }
                let layout = ContainerRelativeFrameLayout(axes: axes, count: count, span: span, spacing: spacing,
                                                          alignment: alignment, container: container, child: node)
                node = list.add(.containerRelativeFrame(layout), wrapping: node)
            case let .alignmentGuide(guide, value):
                node = list.add(.alignmentGuide(AlignmentGuideLayout(guide: guide, value: value, child: node)),
                                guides: list.node(node).explicitGuides.union(GuideSet(guide)))
            case let .weighted(weight):
                if let weights = scope.weights, weights.total > 0 {
                    let length = Length.proxy(weights.axis, multiplier: weight / weights.total)
                    let frame = weights.axis == .horizontal
                        ? FrameLayout(width: length, height: nil, alignment: .center, resolver: resolver, child: node,
                                      list: &list)
                        : FrameLayout(width: nil, height: length, alignment: .center, resolver: resolver, child: node,
                                      list: &list)
                    node = list.add(.frame(frame), wrapping: node)
                } else {
                    warn("\(path(scope)): weighted outside a WeightedHStack or WeightedVStack has no effect")
                }
            case let .preference(key, dimension, reducer):
                let layout = PreferenceLayout(slot: list.stateSlot(key), dimension: dimension, reducer: reducer,
                                              child: node)
                node = list.add(.preference(layout), wrapping: node)
            case let .id(name):
                records[record].ids.append((name, node, []))
            case let .kind(kind):
                node = try kind.base.wrap(node, in: &self, scope: scope)
            }
        }
        list.setOutermost(node, layoutPriority: priority ?? (isSpacer ? -.infinity : 0), isSpacer: isSpacer)
        if let rowInsets { rowInsetsByNode[node] = rowInsets }
        return node
    }

    /// Warns of a frame's `length` (its `dimension`) that SwiftUI ignores: negative or not
    /// finite. Called once per dimension: a loop over the two was an array allocated per frame.
    private mutating func warnIfInvalid(_ length: Length?, _ dimension: String, scope: Scope) {
        guard let value = LengthResolver.constant(length), FrameLayout.valid(value) == nil else { return }
        // As the fixture spells it: "infinity", or the number.
        let spelled = value.isInfinite ? (value < 0 ? "-infinity" : "infinity")
            : value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        warn("\(path(scope)): frame \(dimension) \(spelled) is negative or not finite; "
             + "SwiftUI ignores it (\"Invalid frame dimension\")")
    }

    /// The slot of the modifier at `i` in its chain, counted among the modifiers before it of
    /// the same kind (background, overlay or safe-area inset): counted only where a chain has
    /// a slot, rather than kept in a table every chain would make.
    private static func slotIndex(_ i: Int, in modifiers: ArraySlice<Modifier>) -> Int {
        let label = slotLabel(of: modifiers[i])
        return modifiers[..<i].count { slotLabel(of: $0) == label }
    }

    /// The label of a modifier's slot in paths; `nil` for a modifier without one.
    private static func slotLabel(of modifier: Modifier) -> String? {
        switch modifier {
        case .background: "background"
        case .overlay: "overlay"
        case .safeAreaInset: "safeAreaInset"
        default: nil
        }
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

    /// The content offset of a scroll view at `position`, as two lengths (x, y) in the tree's
    /// lengths list, or `nil` for one at its start.
    mutating func addScrollOffset(_ position: ScrollPosition?) -> Int? {
        guard let position else { return nil }
        return list.addLengths(.points(position.x ?? 0), .points(position.y ?? 0))
    }

    /// `length` in points at the size the tree is built for, if it is a scaled one: the tree
    /// then differs at every Dynamic Type size.
    private mutating func scaled(_ length: Length?, _ scope: Scope) -> Length? {
        guard let length, length.isScaled else { return length }
        let clamp = scope.environment.sizeClamp
        let all = DynamicTypeSize.allCases
        sizeCuts.formUnion(all.indices.dropFirst().filter { clamp.apply(all[$0]) != clamp.apply(all[$0 - 1]) }.map { all[$0] })
        return length.resolved(at: clamp.apply(dynamicTypeSize))
    }

    private static func isProxy(_ length: Length?) -> Bool {
        if case .proxy? = length { return true }
        return false
    }

    static func isSpacer(_ view: ViewNode) -> Bool {
        if case .spacer = view.content { return true }
        return false
    }

    /// Whether `modifiers` set anything for the views inside: a kind may, and so do
    /// `contentMargins` and `scrollPosition`. A predicate rather than a loop: a `for` loop
    /// copied each modifier.
    static func changesEnvironment(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { modifier in
            switch modifier {
            case .contentMargins, .scrollPosition, .kind: true
            default: false
            }
        }
    }

    /// Sets in `scope` what `modifiers` set for the views inside, the innermost (the first
    /// in the chain) last, so that it wins.
    static func apply(_ modifiers: ArraySlice<Modifier>, to scope: inout Scope) {
        for i in modifiers.indices.reversed() {
            switch modifiers[i] {
            case let .contentMargins(insets): scope.contentMargins = insets
            case let .scrollPosition(position): scope.scrollPosition = position
            case let .kind(kind): kind.base.apply(to: &scope)
            default: break
            }
        }
    }

    /// `scope` with what `modifiers` set for the views inside.
    static func applying(_ modifiers: ArraySlice<Modifier>, to scope: Scope) -> Scope {
        var scope = scope
        apply(modifiers, to: &scope)
        return scope
    }
}
