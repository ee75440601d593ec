/// Turns a scenario's `ViewNode` tree into layout nodes and the records the frames are read
/// from. Modifiers become wrapping layouts, `Group`s dissolve into their parent, and the
/// seed layouts (`WeightedHStack`, `FlexibleStack`) become the stacks they are made of.
///
/// What is built depends on the environment only through the Dynamic Type size (`If`
/// conditions, and a `FlexibleStack`'s axis), whose cut points it records: texts are kept as ``TextSpec``s and get
/// their strings and fonts when a ``PreparedView`` is laid out.
package struct ViewTreeBuilder {
    /// The case the tree is built for: its Dynamic Type size chooses `If` branches, and a
    /// `FlexibleStack`'s axis (whether it is an accessibility size); its layout direction,
    /// locale, idiom and size classes the branches of `If`s that ask for them.
    let facts: ConditionFacts
    var dynamicTypeSize: DynamicTypeSize { facts.dynamicTypeSize }
    /// What the tree's conditions read of the case besides its Dynamic Type size: a tree that
    /// reads one is built for each case that differs in it.
    var variantFacts: Set<VariantFact> = []
    /// The layout nodes built so far.
    var list = NodeList()
    /// The texts built so far, by slot.
    private(set) var texts: [TextSpec] = []
    /// Warnings found while building, whatever the environment.
    private(set) var warnings: [String] = []
    /// The reader slot that holds the root's safe area size, made when a
    /// `containerRelativeFrame` outside any scroll view first needs it.
    var containerReader: Int?
    /// The sizes at which what is built may change from the size below (see
    /// `ViewCondition.cuts`): the tree is the same for every size between two of them.
    var sizeCuts: Set<DynamicTypeSize> = []
    /// The records of every view built, in the order they were made, which is the order
    /// their frames are reported in.
    var records: [ViewRecord] = []

    /// The `listRowInsets` of the views that set them, by outermost node: read when the view
    /// turns out to be a row of a list.
    var rowInsetsByNode: [NodeID: EdgeInsets?] = [:]

    /// The outermost nodes of the views being built, in order: each container's children
    /// are the end of it while they are built, then move to the tree's subview list.
    var pending: [NodeID] = []

    init(dynamicTypeSize: DynamicTypeSize, layoutDirection: LayoutDirection = .leftToRight, locale: String = "",
         idiom: UserInterfaceIdiom = .phone, horizontalSizeClass: UserInterfaceSizeClass? = nil,
         verticalSizeClass: UserInterfaceSizeClass? = nil) {
        facts = ConditionFacts(dynamicTypeSize: dynamicTypeSize, layoutDirection: layoutDirection, locale: locale,
                               idiom: idiom, horizontalSizeClass: horizontalSizeClass,
                               verticalSizeClass: verticalSizeClass)
        // Growing from empty moved every record several times over for a tree of any size.
        records.reserveCapacity(64)
        pending.reserveCapacity(32)
    }

    /// Adds a warning, whatever the environment.
    mutating func warn(_ message: String) {
        warnings.append(message)
    }

    /// The path of the view `scope` is in, for messages: made only when one is needed.
    func path(_ scope: Scope) -> String {
        guard let record = scope.record else { return "" }
        return ViewRecord.path(of: record, in: records)
    }

    /// Appends a record inside the one `scope` is in and returns its position.
    mutating func addRecord(label: String, index: Int?, type: String?, scope: Scope) -> Int {
        var depth = 0
        if let parent = scope.record { depth = records[parent].depth + 1 }
        records.append(ViewRecord(label: label, index: index, type: type, parent: scope.record, depth: depth))
        return records.count - 1
    }

    /// Builds `view` as the root and returns its outermost node. Several root views (a root
    /// `Group`) stack vertically, as in a hosting view.
    mutating func buildRoot(_ view: ViewNode) throws(LayoutError) -> NodeID {
        try build(view, index: nil, scope: Scope())
        if pending.count == 1 { return pending.removeLast() }
        return addStack(.vertical, .center, spacing: nil, takePending(from: 0))
    }

    /// Appends the outermost layouts of `view` (several for a `Group`) to `pending`, and its
    /// records to `records`.
    mutating func build(_ view: borrowing ViewNode, index: Int?, scope: Scope) throws(LayoutError) {
        let typeName = view.content.typeName
        let record = addRecord(label: typeName, index: index, type: typeName, scope: scope)
        (records[record].role, records[record].structure) = FrameFacts.kind(of: view.content)
        switch view.content {
        case let .scrollView(axes): records[record].scrollAxes = axes
        case .list, .form: records[record].scrollAxes = .vertical
        default: break
        }
        var inner = scope
        inner.record = record
        // Most views set nothing for the views inside: no pass over their modifiers.
        if Self.changesEnvironment(view.modifiers) { Self.apply(view.modifiers[...], to: &inner) }

        if case .group = view.content { return try buildGroup(view, record: record, outer: scope) }
        if case .forEach = view.content {
            return try buildGroup(view, record: record, outer: scope, indexesEveryRow: true)
        }
        if case let .conditional(condition) = view.content {
            let branch = evaluate(condition, scope: inner) ? 0 : 1
            var shown = copy view
            shown.children = branch < view.children.count ? [view.children[branch]] : []
            return try buildGroup(shown, record: record, outer: scope)
        }
        if case .button = view.content, view.children.count != 1 {
            return try buildGroup(view, record: record, outer: scope)
        }
        // A row's own content, modifiers and slots are not rows: only a kind that reads it sees
        // that its view is one. One scope, flipped around the content, rather than a copy.
        let isListRow = inner.isListRow
        inner.isListRow = false
        if isListRow, case let .kind(kind) = view.content, type(of: kind.base).readsListRow { inner.isListRow = true }
        let base = try buildContent(view, record: record, scope: inner)
        inner.isListRow = false
        if records[record].node == nil { records[record].node = base }
        let outer = try wrap(base, modifiers: view.modifiers[...], isSpacer: Self.isSpacer(view),
                             record: record, scope: inner, outer: scope)
        if let id = view.id { records[record].ids.append((id, outer, [])) }
        records[record].viewID = view.id
        if !view.allow.isEmpty { records[record].allow = view.allow }
        pending.append(outer)
    }

    // MARK: Contents

    private mutating func buildContent(_ view: borrowing ViewNode, record: Int, scope: Scope) throws(LayoutError) -> NodeID {
        switch view.content {
        case let .text(content, lineLimit, _):
            var spec = TextSpec(content: content, font: scope.text.font,
                                lineLimit: lineLimit.map { .some($0) } ?? scope.text.lineLimit,
                                weight: scope.text.weight ?? nil, minimumLines: scope.text.minimumLines ?? 1,
                                textCase: scope.text.textCase ?? nil,
                                minimumScaleFactor: scope.text.minimumScaleFactor ?? 1,
                                lineSpacing: scope.text.lineSpacing ?? 0, tracking: scope.text.tracking ?? nil,
                                kerning: scope.text.kerning ?? 0, record: record)
            spec.isItalic = scope.text.italic ?? false
            spec.design = scope.text.design ?? nil
            spec.monospacedDigits = scope.text.monospacedDigit ?? false
            spec.sizeClamp = scope.environment.sizeClamp
            spec.layoutDirection = scope.environment.layoutDirection
            spec.locale = scope.environment.locale
            if case let .concatenation(runs) = content {
                // A run's own settings, read on their own: the outer Text's and the environment's
                // fill in what a run leaves unset when the paragraph is measured.
                var unset = scope
                unset.text = TextModifiers()
                spec.runStyles = runs.map { Self.applying($0.modifiers[...], to: unset).text }
            }
            texts.append(spec)
            records[record].textSlot = texts.count - 1
            return list.add(.text(TextNodeLayout(slot: texts.count - 1)), guides: .baselines)
        case let .image(width, height, resizable):
            return list.add(.image(ImageLayout(intrinsicSize: Size(width: width, height: height), isResizable: resizable)))
        case .shape, .color:
            return list.add(.shape(ShapeLayout()))
        case let .spacer(minLength):
            return list.add(.spacer(SpacerLayout(minLength: minLength, axis: scope.stackAxis)))
        case .divider:
            return list.add(.divider(DividerLayout(isVertical: scope.stackAxis == .horizontal)))
        case let .hStack(alignment, spacing):
            let children = try buildChildren(view.children, scope: scope, stackAxis: .horizontal)
            return addStack(.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing: spacing, children)
        case let .vStack(alignment, spacing), let .lazyVStack(alignment, spacing):
            let children = try buildChildren(view.children, scope: scope, stackAxis: .vertical)
            return addStack(.vertical, Alignment(horizontal: alignment, vertical: .center), spacing: spacing, children)
        case let .lazyHStack(alignment, spacing):
            let children = try buildChildren(view.children, scope: scope, stackAxis: .horizontal)
            return addStack(.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing: spacing, children)
        case let .scrollView(axes):
            let axis: Axis = axes == .horizontal ? .horizontal : .vertical
            let reader = list.addReader()
            var inside = scope
            inside.container = reader
            inside.scrollPosition = nil
            let children = try buildChildren(view.children, scope: inside, stackAxis: axis)
            let content = children.count == 1
                ? list.subviews[children.start]
                : addStack(axis, .center, spacing: nil, children)
            return list.add(.scrollView(ScrollViewLayout(axes: axes, margins: scope.contentMargins, reader: reader,
                                                         offsetSlot: addScrollOffset(scope.scrollPosition),
                                                         child: content)))
        case let .flexibleStack(hAlignment, vAlignment):
            let clamp = scope.environment.sizeClamp
            sizeCuts.formUnion(ViewCondition(dynamicTypeSize: .greaterOrEqual, .accessibility1).cuts(through: clamp))
            let axis: Axis = clamp.apply(dynamicTypeSize).isAccessibilitySize ? .vertical : .horizontal
            let shown = view.children.filter { $0.onlyOnAxis == nil || $0.onlyOnAxis == axis }
            let children = try buildChildren(shown, scope: scope, stackAxis: axis)
            return axis == .horizontal
                ? addStack(.horizontal, Alignment(horizontal: .center, vertical: hAlignment), spacing: 8, children)
                : addStack(.vertical, Alignment(horizontal: vAlignment, vertical: .center), spacing: 16, children)
        case let .zStack(alignment):
            let children = try buildChildren(view.children, scope: scope, stackAxis: nil)
            return list.add(.zStack(ZStackLayout(alignment: alignment, subviews: children, list: list)))
        case .button:
            // Only a button with a single label view gets here: the label is its layout, in
            // the frame its style draws around it.
            let children = try buildChildren(view.children, scope: buttonLabelScope(scope), stackAxis: scope.stackAxis)
            return styledButton(list.subviews[children.start], scope: scope)
        case .group, .forEach, .conditional:
            let children = try buildChildren(view.children, scope: scope, stackAxis: scope.stackAxis)
            return list.subviews[children.start]
        case .geometryReader:
            let reader = list.addReader()
            var content = scope
            content.reader = reader
            let children = try buildChildren(view.children, scope: content, stackAxis: nil)
            return list.add(.geometryReader(GeometryReaderLayout(reader: reader, subviews: children)))
        case let .weightedStack(axis):
            let reader = list.addReader()
            var content = scope
            content.reader = reader
            let total = view.children.reduce(0.0) { sum, child in
                sum + child.modifiers.reduce(0.0) { if case let .weighted(w) = $1 { $0 + w } else { $0 } }
            }
            content.weights = (axis, total)
            let children = try buildChildren(view.children, scope: content, stackAxis: axis)
            pending.append(addStack(axis, .center, spacing: 0, children))
            let stack = list.addSubviews(pending[(pending.count - 1)...])
            pending.removeLast()
            return list.add(.geometryReader(GeometryReaderLayout(reader: reader, subviews: stack)))
        case let .lazyVGrid(columns, spacing):
            let children = try buildChildren(view.children, scope: scope, stackAxis: nil)
            return addLazyGrid(.vertical, items: columns, spacing: spacing, children)
        case let .lazyHGrid(rows, spacing):
            let children = try buildChildren(view.children, scope: scope, stackAxis: nil)
            return addLazyGrid(.horizontal, items: rows, spacing: spacing, children)
        case let .grid(alignment, horizontalSpacing, verticalSpacing):
            return try buildGrid(view, alignment: alignment, horizontalSpacing: horizontalSpacing,
                                 verticalSpacing: verticalSpacing, scope: scope)
        case let .gridRow(alignment):
            // A row outside a grid lays out as an HStack.
            let children = try buildChildren(view.children, scope: scope, stackAxis: .horizontal)
            return addStack(.horizontal, Alignment(horizontal: .center, vertical: alignment ?? .center), spacing: nil,
                            children)
        case .navigationStack:
            return try buildNavigationStack(view, scope: scope)
        case let .kind(kind):
            return try kind.base.build(view, in: &self, scope: scope)
        case .list:
            return try buildList(view, style: scope.list.style, scope: scope)
        case .form:
            return try buildList(view, style: .insetGrouped, scope: scope)
        case let .section(header, footer):
            // Outside a list: the header, the rows and the footer, stacked.
            var parts: [ViewNode] = []
            if let header { parts.append(header) }
            parts += view.children
            if let footer { parts.append(footer) }
            let children = try buildChildren(parts, scope: scope, stackAxis: .vertical)
            return addStack(.vertical, .center, spacing: nil, children)
        case let .viewThatFits(axes):
            let children = try buildChildren(view.children, scope: scope, stackAxis: nil)
            return list.add(.viewThatFits(ViewThatFitsLayout(axes: axes, subviews: children)),
                            guides: list.guides(of: list.subviews[children.start..<children.start + children.count]))
        }
    }

    mutating func addStack(_ axis: Axis, _ alignment: Alignment, spacing: Double?,
                                   _ children: ListRange) -> NodeID {
        let stack = StackLayout(axis: axis, alignment: alignment, spacing: spacing, subviews: children, list: list)
        return list.add(.stack(stack), guides: StackLayout.guides(of: children, in: list))
    }

    private mutating func addLazyGrid(_ axis: Axis, items: [GridItem], spacing: Double?,
                                      _ children: ListRange) -> NodeID {
        let items = list.addGridItems(items.isEmpty ? [GridItem()] : items)
        return list.add(.lazyGrid(LazyGridLayout(axis: axis, items: items, spacing: spacing, subviews: children)))
    }

    /// Builds `children` inside the view of `scope`, naming each by its type, indexed when
    /// several siblings share it.
    mutating func buildChildren(_ children: [ViewNode], scope: Scope,
                                        stackAxis: Axis?) throws(LayoutError) -> ListRange {
        var scope = scope
        scope.stackAxis = stackAxis
        var names = SiblingNames(children)
        let first = pending.count
        // By index: `for child in children` copied each view, a retain and a release of
        // everything it holds.
        for i in children.indices {
            try build(children[i], index: names.next(children[i]), scope: scope)
        }
        return takePending(from: first)
    }

    /// Moves the nodes pending from `first` on to the tree's subview list.
    mutating func takePending(from first: Int) -> ListRange {
        let subviews = list.addSubviews(pending[first...])
        // One at a time from the end: `removeSubrange` and `removeLast(_:)` took the general
        // path of a replacement, for the few nodes a container has.
        while pending.count > first { pending.removeLast() }
        return subviews
    }

    /// A `Group` (or a button whose label is several views, or a `ForEach`) is not a layout:
    /// its modifiers apply to each child, and its frame is the union of theirs. A `ForEach`'s
    /// rows are named by their position (`indexesEveryRow`), one row or many.
    private mutating func buildGroup(_ view: borrowing ViewNode, record: Int, outer: Scope,
                                     indexesEveryRow: Bool = false) throws(LayoutError) {
        // The children apply the group's modifiers themselves, environment ones included.
        var scope = outer
        scope.record = record
        let many = view.children.count > 1
        var names = SiblingNames(view.children)
        let first = pending.count
        for (i, child) in view.children.enumerated() {
            var modified = child
            // The group's ids name one frame per child.
            modified.modifiers += view.modifiers.map { modifier in
                if case let .id(name) = modifier, many || indexesEveryRow { return .id("\(name)[\(i)]") }
                return modifier
            }
            try build(modified, index: indexesEveryRow ? i : names.next(child), scope: scope)
        }
        // The children stay pending: they are the group's outermost nodes.
        let members = Array(pending[first...])
        records[record].members = members
        // A button of several label views too: its labels sit in its parent.
        records[record].structure = .group
        if let id = view.id { records[record].ids.append((id, nil, members)) }
        records[record].viewID = view.id
        if !view.allow.isEmpty { records[record].allow = view.allow }
    }

    private mutating func buildGrid(_ view: ViewNode, alignment: Alignment, horizontalSpacing: Double?,
                                    verticalSpacing: Double?, scope: Scope) throws(LayoutError) -> NodeID {
        var scope = scope
        scope.stackAxis = nil
        var rows: [GridLayout.Row] = []
        var names = SiblingNames(view.children)
        for child in view.children {
            let index = names.next(child)
            if case let .gridRow(rowAlignment) = child.content {
                let typeName = child.content.typeName
                let rowRecord = addRecord(label: typeName, index: index, type: typeName, scope: scope)
                var rowScope = scope
                rowScope.record = rowRecord
                rowScope.text = Self.applying(child.modifiers[...], to: scope).text
                let cells = try buildChildren(child.children, scope: rowScope, stackAxis: nil)
                let members = Array(list.subviews[cells.start..<cells.start + cells.count])
                records[rowRecord].members = members
                if let id = child.id { records[rowRecord].ids.append((id, nil, members)) }
                rows.append(GridLayout.Row(cells: cells, spans: false, alignment: rowAlignment))
            } else {
                let first = pending.count
                try build(child, index: index, scope: scope)
                // Each outermost node (several for a `Group`) spans a row of its own.
                for i in first..<pending.count {
                    rows.append(GridLayout.Row(cells: list.addSubviews(pending[i...i]), spans: true, alignment: nil))
                }
                pending.removeSubrange(first...)
            }
        }
        return list.add(.grid(GridLayout(rows: list.addGridRows(rows), alignment: alignment,
                                         horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                                         list: list)))
    }
}
