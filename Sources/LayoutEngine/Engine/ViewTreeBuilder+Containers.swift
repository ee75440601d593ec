/// The containers whose layout is made of other layouts: `NavigationStack` (a bar over its
/// content) and `List`/`Form` (a scroll view of sections of padded, framed rows).
extension ViewTreeBuilder {
    // MARK: Navigation


    /// A `NavigationStack`: a vertical stack of its bar, its content (filling what is left) and,
    /// when a toolbar item asks for it, a bottom bar. The bar is the title (centred when
    /// inline; large, on the leading edge below a row of items, when large) with the leading
    /// and trailing items at its ends. Its views are under the slot `navigationBar`.
    mutating func buildNavigationStack(_ view: borrowing ViewNode, scope: Scope) throws(LayoutError) -> NodeID {
        var title: TextContent?
        var mode = TitleDisplayMode.automatic
        var items: [ToolbarItem] = []
        for child in view.children {
            for modifier in child.modifiers {
                switch modifier {
                case let .navigationTitle(text): title = text
                case let .navigationBarTitleDisplayMode(m): mode = m
                case let .toolbar(list): items += list
                default: break
                }
            }
        }
        let large = mode != .inline && title != nil
        let children = try buildChildren(view.children, scope: scope, stackAxis: nil)
        let content = children.count == 1 ? list.subviews[children.start] : addStack(.vertical, .center, spacing: nil, children)

        var barScope = scope
        barScope.stackAxis = nil
        barScope.record = addRecord(label: "navigationBar", index: nil, type: nil, scope: scope)
        var barViews: [ViewNode] = []
        if let title {
            let font: Font = large ? .style(.largeTitle, weight: .bold) : .style(.headline)
            barViews.append(ViewNode(.text(title), modifiers: [.font(font)]))
        }
        barViews += items.map(\.content)
        var names = SiblingNames(barViews)
        var built: [NodeID] = []
        for i in barViews.indices {
            let first = pending.count
            try build(barViews[i], index: names.next(barViews[i]), scope: barScope)
            let nodes = takePending(from: first)
            built.append(nodes.count == 1 ? list.subviews[nodes.start] : addStack(.horizontal, .center, spacing: nil, nodes))
        }
        let titleNode = title == nil ? nil : built.first
        let itemNodes = Array(built.dropFirst(title == nil ? 0 : 1))
        func placed(_ placements: Set<ToolbarItem.Placement>) -> [NodeID] {
            zip(items, itemNodes).filter { placements.contains($0.0.placement) }.map(\.1)
        }
        let top = addBarRow(leading: placed([.topBarLeading]), trailing: placed([.topBarTrailing, .automatic]),
                            centre: large ? nil : titleNode)
        var parts = [top]
        if large, let titleNode {
            let edge = NavigationBarConstants.edgePadding
            var framed = flexibleFrame(titleNode, FlexibleFrame(maxWidth: .points(.infinity),
                minHeight: .points(NavigationBarConstants.largeTitleHeight - NavigationBarConstants.largeTitleBottomPadding),
                maxHeight: .points(NavigationBarConstants.largeTitleHeight - NavigationBarConstants.largeTitleBottomPadding),
                alignment: Alignment(horizontal: .leading, vertical: .bottom)))
            framed = list.add(.padding(PaddingLayout(insets: EdgeInsets(top: 0, leading: edge,
                                                                        bottom: NavigationBarConstants.largeTitleBottomPadding,
                                                                        trailing: edge), child: framed)), wrapping: framed)
            parts.append(framed)
        }
        parts.append(flexibleFrame(content, FlexibleFrame(maxWidth: .points(.infinity), maxHeight: .points(.infinity))))
        let bottom = placed([.bottomBar])
        if !bottom.isEmpty { parts.append(addBarRow(leading: [], trailing: [], centre: nil, spread: bottom)) }
        let first = pending.count
        pending += parts
        let stack = addStack(.vertical, .center, spacing: 0, takePending(from: first))
        return flexibleFrame(stack, FlexibleFrame(maxWidth: .points(.infinity), maxHeight: .points(.infinity)))
    }

    /// A bar 44 tall and full width: `centre` in its middle, `leading` and `trailing` items
    /// at its ends inside the edge padding, or `spread` items spaced evenly (a bottom bar).
    mutating func addBarRow(leading: [NodeID], trailing: [NodeID], centre: NodeID?,
                                    spread: [NodeID] = []) -> NodeID {
        let first = pending.count
        let full = FlexibleFrame(maxWidth: .points(.infinity), alignment: .leading)
        if !leading.isEmpty {
            pending.append(flexibleFrame(rowOf(leading), full))
        }
        if !trailing.isEmpty {
            pending.append(flexibleFrame(rowOf(trailing), FlexibleFrame(maxWidth: .points(.infinity), alignment: .trailing)))
        }
        if !spread.isEmpty {
            pending.append(flexibleFrame(rowOf(spread, spaced: true), FlexibleFrame(maxWidth: .points(.infinity))))
        }
        let hasEnds = pending.count > first
        let ends = takePending(from: first)
        let edge = NavigationBarConstants.edgePadding
        let layers = pending.count
        if hasEnds {
            let row = list.add(.zStack(ZStackLayout(alignment: .center, subviews: ends, list: list)))
            pending.append(list.add(.padding(PaddingLayout(insets: EdgeInsets(top: 0, leading: edge, bottom: 0, trailing: edge),
                                                           child: row)), wrapping: row))
        }
        if let centre { pending.append(centre) }
        // An empty bar is an empty ZStack, 0 × 0 before its frame.
        let bar = list.add(.zStack(ZStackLayout(alignment: .center, subviews: takePending(from: layers), list: list)))
        let height = NavigationBarConstants.barHeight
        return flexibleFrame(bar, FlexibleFrame(maxWidth: .points(.infinity), minHeight: .points(height), maxHeight: .points(height)))
    }

    /// `nodes` side by side with the default spacing, or (`spaced`) with spacers between them.
    mutating func rowOf(_ nodes: [NodeID], spaced: Bool = false) -> NodeID {
        if nodes.count == 1 && !spaced { return nodes[0] }
        let first = pending.count
        for (i, node) in nodes.enumerated() {
            if spaced && i > 0 {
                let spacer = list.add(.spacer(SpacerLayout(minLength: nil, axis: .horizontal)))
                list.setOutermost(spacer, layoutPriority: -.infinity, isSpacer: true)
                pending.append(spacer)
            }
            pending.append(node)
        }
        return addStack(.horizontal, .center, spacing: nil, takePending(from: first))
    }

    mutating func flexibleFrame(_ node: NodeID, _ bounds: FlexibleFrame) -> NodeID {
        let frame = FlexibleFrameLayout(bounds: bounds, resolver: LengthResolver(reader: nil), child: node, list: &list)
        return list.add(.flexibleFrame(frame), wrapping: node)
    }

    // MARK: Lists

    /// A `List` or `Form`: a vertical scroll view around a stack of sections, each a stack of
    /// its header, its rows and its footer. Rows outside any `Section` form sections of their
    /// own. Each row is padded by its insets and at least the minimum row height tall, full
    /// width, its content on the leading edge; in inset styles the rows sit in a card inset
    /// by the layout margin. The constants are in `ListConstants`.
    mutating func buildList(_ view: borrowing ViewNode, style: ListStyle, scope: Scope) throws(LayoutError) -> NodeID {
        let reader = list.addReader()
        var inner = scope
        inner.container = reader
        inner.stackAxis = .vertical
        inner.scrollPosition = nil
        inner.isListRow = true
        let environment = scope.list
        var sections: [NodeID] = []
        var loose: [NodeID] = []
        var names = SiblingNames(view.children)
        let first = pending.count
        for i in view.children.indices {
            let child = view.children[i]
            let index = names.next(child)
            guard case let .section(header, footer) = child.content else {
                let start = pending.count
                try build(child, index: index, scope: inner)
                loose += pending[start...].map { row($0, environment) }
                pending.removeSubrange(start...)
                continue
            }
            if !loose.isEmpty {
                sections.append(addSection(header: nil, rows: loose, footer: nil, style: style, environment).outer)
                loose = []
            }
            let record = addRecord(label: "Section", index: index, type: "Section", scope: inner)
            var sectionScope = inner
            sectionScope.record = record
            if Self.changesEnvironment(child.modifiers) {
                sectionScope.text = Self.applying(child.modifiers[...], to: inner).text
            }
            let headerNode = try header.map { (h) throws(LayoutError) in try slot("header", h, scope: sectionScope) }
            let start = pending.count
            var rowNames = SiblingNames(child.children)
            for j in child.children.indices {
                try build(child.children[j], index: rowNames.next(child.children[j]), scope: sectionScope)
            }
            let rows = pending[start...].map { row($0, environment) }
            pending.removeSubrange(start...)
            let footerNode = try footer.map { (f) throws(LayoutError) in try slot("footer", f, scope: sectionScope) }
            let section = addSection(header: headerNode, rows: rows, footer: footerNode, style: style, environment)
            // The section's frame is its card: inside the margins around it.
            records[record].node = section.card
            if let id = child.id { records[record].ids.append((id, section.card, [])) }
            sections.append(section.outer)
        }
        if !loose.isEmpty { sections.append(addSection(header: nil, rows: loose, footer: nil, style: style, environment).outer) }
        assert(pending.count == first)
        pending += sections
        let spacing = style.separatesSections ? environment.sectionSpacing ?? 0 : 0
        let content = addStack(.vertical, .leading, spacing: spacing, takePending(from: first))
        return list.add(.scrollView(ScrollViewLayout(axes: .vertical, margins: .zero, reader: reader,
                                                     offsetSlot: addScrollOffset(scope.scrollPosition), child: content)))
    }

    /// A section's header or footer, under a slot record of that name, in the footnote style
    /// unless a font is set around it.
    mutating func slot(_ name: String, _ view: ViewNode, scope: Scope) throws(LayoutError) -> NodeID {
        var slotScope = scope
        slotScope.isListRow = false
        slotScope.record = addRecord(label: name, index: nil, type: nil, scope: scope)
        if slotScope.text.font == nil { slotScope.text.font = .style(.footnote) }
        let first = pending.count
        try build(view, index: nil, scope: slotScope)
        let parts = takePending(from: first)
        return parts.count == 1 ? list.subviews[parts.start] : addStack(.vertical, .leading, spacing: nil, parts)
    }

    /// Row `node` padded by its insets (the layout margin on its sides and the row inset above
    /// and below, unless `listRowInsets` set others) in a full-width frame of at least the
    /// minimum row height, its content on the leading edge.
    mutating func row(_ node: NodeID, _ environment: ListEnvironment) -> NodeID {
        let padded: NodeID
        if case let .some(.some(insets)) = rowInsetsByNode[node] {
            padded = list.add(.padding(PaddingLayout(insets: insets, child: node)), wrapping: node)
        } else {
            let margin = ListMarginLayout(top: ListConstants.rowVerticalInset, bottom: ListConstants.rowVerticalInset,
                                          child: node)
            padded = list.add(.listMargin(margin), wrapping: node)
        }
        let bounds = FlexibleFrame(maxWidth: .points(.infinity), minHeight: .points(environment.minimumRowHeight),
                                   alignment: .leading)
        let frame = FlexibleFrameLayout(bounds: bounds, resolver: LengthResolver(reader: nil), child: padded, list: &list)
        return list.add(.flexibleFrame(frame), wrapping: padded)
    }

    /// A section: its header and footer (inset as the rows' content is) and its rows, all in
    /// a card inset by the layout margin in inset styles, with the grouped styles' margins.
    mutating func addSection(header: NodeID?, rows: [NodeID], footer: NodeID?, style: ListStyle,
                                     _ environment: ListEnvironment) -> (outer: NodeID, card: NodeID) {
        let first = pending.count
        let grouped = style.separatesSections
        if let header {
            let top = grouped && environment.sectionSpacing == nil ? ListConstants.headerTopMargin : 0
            let margin = ListMarginLayout(top: top, bottom: ListConstants.headerBottomMargin, child: header)
            pending.append(list.add(.listMargin(margin), wrapping: header))
        }
        pending += rows
        if let footer {
            let margin = ListMarginLayout(top: ListConstants.footerTopMargin, bottom: 0, child: footer)
            pending.append(list.add(.listMargin(margin), wrapping: footer))
        }
        let card = addStack(.vertical, .leading, spacing: 0, takePending(from: first))
        // The card: the rows, and the header and footer with them, inset by the margin.
        var section = style.insetsRows ? inset(card) : card
        if grouped && environment.sectionSpacing == nil {
            let top = header == nil ? ListConstants.sectionTopMargin : 0
            section = list.add(.padding(PaddingLayout(insets: EdgeInsets(top: top, bottom: ListConstants.sectionBottomMargin),
                                                      child: section)), wrapping: section)
        }
        return (section, card)
    }

    mutating func inset(_ node: NodeID) -> NodeID {
        list.add(.listMargin(ListMarginLayout(top: 0, bottom: 0, child: node)), wrapping: node)
    }
}
